#!/usr/bin/env bash
# The CLI reference, generated from the command definitions by swift-argument-parser's own plugins:
#   docs/cli.md           (generate-docc-reference: every command, option and flag, in Markdown)
#   docs/man/typography.1 (generate-manual: the man page)
#   docs/cli-lint.md, docs/man/typography-lint.1: the same for typography-lint, the source lint's own
#                         executable (which `typography lint` runs)
# With --check, nothing is written: it exits 1 and says which file is stale when the committed
# files differ from what the current code generates. With --check and CLI_BIN set to the folder of
# the built executables, it compares the hash of their command definitions with the one recorded
# when the pages were written (docs/man/commands.sha256), without building the plugins (run so by
# scripts/run-tests.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
[[ "${1:-}" == "--check" ]] && check=1

# The man page's date is the newest release's, from CHANGELOG.md ("## 0.1.0 — 2026-11-25"), so the
# output depends on the code and the changelog only, never on the day it is generated.
date=$(grep -m1 -Eo '^## [0-9]+\.[0-9]+\.[0-9]+ — [0-9]{4}-[0-9]{2}-[0-9]{2}' CHANGELOG.md | grep -Eo '[0-9]{4}-[0-9]{2}-[0-9]{2}')
[[ -n "$date" ]] || { echo "gen-cli-docs: no release heading with a date in CHANGELOG.md" >&2; exit 65; }

# What the pages are made from: each executable's command definitions, as swift-argument-parser's
# ToolInfo JSON (--experimental-dump-help), and the date. Their hash is recorded beside the pages,
# so that `--check` with CLI_BIN (the folder of the built executables) compares hashes and needs no
# SwiftPM command: the test command runs it beside the tests, which hold SwiftPM's lock.
stamp="docs/man/commands.sha256"
definitions() {
  { echo "$date"; "$1/typography" --experimental-dump-help; "$1/typography-lint" --experimental-dump-help; } | sha256sum | cut -d' ' -f1
}
if [[ $check -eq 1 && -n "${CLI_BIN:-}" ]]; then
  [[ "$(definitions "$CLI_BIN")" == "$(cat "$stamp" 2>/dev/null)" ]] && exit 0
  echo "gen-cli-docs: the commands' definitions changed since docs/cli.md and docs/man were written; run scripts/gen-cli-docs.sh" >&2
  exit 1
fi

out=$(mktemp -d)
trap 'rm -rf "$out" Sources/typography/TypographyCLI.docc Sources/typography-lint/TypographyLintCLI.docc' EXIT
run() { "$@" >"$out/log" 2>&1 || { cat "$out/log" >&2; echo "gen-cli-docs: $* failed" >&2; exit 70; }; }
rm -rf .build/plugins/GenerateManual/outputs  # never an earlier run's page
run swift package plugin --allow-writing-to-package-directory generate-manual --configuration debug --date "$date"
page=$(find .build/plugins/GenerateManual/outputs -name typography.1 | head -n 1)
[[ -n "$page" ]] || { echo "gen-cli-docs: the generate-manual plugin wrote no typography.1" >&2; exit 70; }
cp "$page" "$out/typography.1"
lintpage=$(find .build/plugins/GenerateManual/outputs -name typography-lint.1 | head -n 1)
[[ -n "$lintpage" ]] || { echo "gen-cli-docs: the generate-manual plugin wrote no typography-lint.1" >&2; exit 70; }
cp "$lintpage" "$out/typography-lint.1"
run swift package plugin --allow-writing-to-package-directory generate-docc-reference --configuration debug
cp Sources/typography/TypographyCLI.docc/typography.md "$out/cli.md"
cp Sources/typography-lint/TypographyLintCLI.docc/typography-lint.md "$out/cli-lint.md"

status=0
for pair in "cli.md:docs/cli.md" "typography.1:docs/man/typography.1" "cli-lint.md:docs/cli-lint.md" "typography-lint.1:docs/man/typography-lint.1"; do
  generated="$out/${pair%%:*}" committed="${pair#*:}"
  if [[ $check -eq 1 ]]; then
    if ! cmp -s "$generated" "$committed"; then
      echo "gen-cli-docs: $committed is stale; run scripts/gen-cli-docs.sh" >&2
      status=1
    fi
  else
    cp "$generated" "$committed"
    echo "gen-cli-docs: wrote $committed"
  fi
done
if [[ $check -eq 0 ]]; then
  definitions "$(swift build --show-bin-path)" >"$stamp"
  echo "gen-cli-docs: wrote $stamp"
fi
exit $status
