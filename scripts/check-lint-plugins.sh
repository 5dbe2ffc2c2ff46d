#!/usr/bin/env bash
# The lint's SwiftPM plugins, used as a team's package uses them: a fixture package
# (Tests/Fixtures/lint-plugin-package) that names the build-tool plugin is built, and its finding
# must be a build warning in the compiler's form; the command plugin must then fail with
# `--strict` and pass without it. The fixture builds swift-syntax and typography-lint for the
# host, which no other step builds (a package of its own cannot share this one's products), so
# its build folder, .build/lint-plugin-fixture, is kept between runs.
# scripts/run-tests.sh runs it beside the tests when TYPOGRAPHY_PLUGIN_TESTS=1 (CI sets it).
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
package="$work/fixture"
mkdir -p "$package/Sources"
cp -R "$repo/Tests/Fixtures/lint-plugin-package/Sources/Views" "$package/Sources/Views"
sed "s#@TYPOGRAPHY@#$repo#" "$repo/Tests/Fixtures/lint-plugin-package/Package.swift.in" >"$package/Package.swift"
scratch="$repo/.build/lint-plugin-fixture"
source_file="$package/Sources/Views/Views.swift"
# Without debug information: nothing here is debugged, and the host build of swift-syntax and the
# lint then takes 145 CPU-seconds instead of 168 (measured on the 2-core VM). Every command names
# the same build parameters, or `swift package` would build the tool a second time.
flags=(--package-path "$package" --scratch-path "$scratch" -debug-info-format none)
fail() { echo "lint-plugins: $1"; [[ -n "${2:-}" ]] && printf '%s\n' "$2" | tail -n 30; exit 1; }

build="$(swift build "${flags[@]}" 2>&1)" || fail "the fixture package did not build" "$build"
# The compiler's own form, so that Xcode and SwiftPM show it as a warning.
grep -qF "$source_file:4:22: warning: " <<<"$build" || fail "no build warning at Views.swift:4:22" "$build"
grep -qF "[textDoesNotScale]" <<<"$build" || fail "the build warning does not name its rule" "$build"

strict="$(swift package "${flags[@]}" lint-typography --strict 2>&1)" \
  && fail "lint-typography --strict passed on a fixed size" "$strict"
grep -qF "Views.swift:4:22: warning: " <<<"$strict" && grep -qF "1 file checked, 1 finding" <<<"$strict" \
  || fail "lint-typography --strict did not report the one finding" "$strict"

plain="$(swift package "${flags[@]}" lint-typography 2>&1)" \
  || fail "lint-typography without --strict failed" "$plain"
echo "lint-plugins: the build-tool plugin's finding is a build warning; the command plugin fails with --strict only"
