#!/usr/bin/env bash
# The never-crash rules of the robustness contract, checked on the library and tool sources:
# no force unwrap (`!`), no `try!`, no implicitly unwrapped optionals. Uses the toolchain's
# `swift format` with the repository's .swift-format; only these rules fail the check.
set -euo pipefail
cd "$(dirname "$0")/.."
rules="\[(NeverForceUnwrap|NeverUseForceTry|NeverUseImplicitlyUnwrappedOptionals)\]"
# The check must be able to fail: the formatter first has to find a force unwrap in a known-bad
# file (a missing `swift format`, or a configuration that no longer enables the rules, fails here).
probe="$(mktemp -d)"
trap 'rm -rf "$probe"' EXIT
printf 'func f(_ x: Int?) -> Int { x! }\n' > "$probe/Probe.swift"
if ! swift format lint --configuration .swift-format "$probe/Probe.swift" 2>&1 | grep -qE "$rules"; then
  echo "lint-safety: swift format did not report the force unwrap of a known-bad file" >&2
  exit 1
fi
out=$(swift format lint --configuration .swift-format -r Sources 2>&1 | grep -E "$rules" || true)
if [[ -n "$out" ]]; then
  echo "$out"
  echo "lint-safety: $(echo "$out" | wc -l) violation(s)"
  exit 1
fi
echo "lint-safety: no force unwraps, force tries or implicitly unwrapped optionals in Sources/"
