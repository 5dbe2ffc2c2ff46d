#!/usr/bin/env bash
# The whole test suite, on a fresh machine: install, build, run every test and each fuzzer for a
# bounded time, then print one closing line "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh || exit $?

log="$(mktemp)"
# The tests run with a HOME, XDG folders and a session bus of their own: nothing they do (the
# library's fontconfig, fc-match, a cache) reads or writes the user's settings, fonts or caches.
sandbox="$(mktemp -d)"
trap 'rm -f "$log"; rm -rf "$sandbox"' EXIT
for d in home cache config data state runtime; do mkdir -m 700 "$sandbox/$d"; done
sandboxed=(env -u FONTCONFIG_FILE -u FONTCONFIG_PATH -u TYPOGRAPHY_PLATFORM
  HOME="$sandbox/home" XDG_CACHE_HOME="$sandbox/cache" XDG_CONFIG_HOME="$sandbox/config"
  XDG_DATA_HOME="$sandbox/data" XDG_STATE_HOME="$sandbox/state" XDG_RUNTIME_DIR="$sandbox/runtime"
  DBUS_SESSION_BUS_ADDRESS=disabled:)
status=0
# The lint tests' Python tools, from PyPI, in a venv of their own: sarif-pydantic's SARIF 2.1.0
# models (scripts/validate-sarif.py) and tree-sitter with its Kotlin and Dart grammars
# (scripts/crosscheck-tokens.py).
lint_pkgs=("sarif-pydantic==0.6.2" "tree-sitter==0.26.1" "tree-sitter-kotlin==1.1.0" "tree-sitter-dart==0.1.0")
if [[ ! -x .build-lint-venv/bin/python ]] || ! .build-lint-venv/bin/python -c "import sarif_pydantic, tree_sitter_kotlin, tree_sitter_dart" 2>/dev/null; then
  python3 -m venv .build-lint-venv && .build-lint-venv/bin/pip install -q "${lint_pkgs[@]}" \
    || echo "tests: could not install the lint tests' Python tools; those tests will fail"
fi
export TYPOGRAPHY_SARIF_PYTHON="$PWD/.build-lint-venv/bin/python" TYPOGRAPHY_LINT_PYTHON="$PWD/.build-lint-venv/bin/python"
swift build --build-tests 2>&1 | tail -n 20 || { echo "tests: build failed"; exit 1; }
# The grep's own status stays inside the braces: PIPESTATUS must be the pipeline's, so that a
# failing `swift test` fails the run (after `… || true`, PIPESTATUS would be `true`'s).
"${sandboxed[@]}" swift test --skip-build 2>&1 | tee "$log" | { grep -E "✘|error:|Test run with|Executed [0-9]+ test" || true; }
test_status=${PIPESTATUS[0]}
[[ $test_status -ne 0 ]] && status=1

# Swift Testing's summary: "Test run with N tests in M suites passed|failed …".
total=$(grep -Eo "Test run with [0-9]+ test" "$log" | tail -n 1 | grep -Eo "[0-9]+" || echo 0)
failed=$(grep -E "^✘ Test .* failed after" "$log" | grep -Ecv "^✘ Test run with" || true)
[[ -z "$total" ]] && total=0
if [[ "$total" -eq 0 ]]; then echo "tests: no test ran"; status=1; fi
passed=$(( total - failed ))
[[ $failed -gt 0 ]] && status=1

# The robustness contract's source rules (no `!`, no `try!`).
if ! ./scripts/lint-safety.sh; then status=1; failed=$(( failed + 1 )); fi

# The generated CLI reference and man page match the command definitions.
if ! ./scripts/gen-cli-docs.sh --check; then status=1; failed=$(( failed + 1 )); fi

# The library's DocC documentation builds; the coverage of public symbols is printed.
if ! ./scripts/doc-coverage.sh; then status=1; failed=$(( failed + 1 )); fi

# Agreement with fontconfig (fc-match) on this machine's fonts: every difference must be one of the
# documented rules (docs/font-choice.md); an undocumented one fails the run.
if ! "${sandboxed[@]}" nice -n 10 Benchmarks/fc-agreement.sh; then echo "fc-agreement: FAILED"; status=1; failed=$(( failed + 1 )); fi

# Fuzzers: each parser for a bounded time (FUZZ_SECONDS, default 60); a crash fails the run.
for fuzz in scripts/fuzz-*.sh; do
  [[ -e "$fuzz" ]] || continue
  echo "fuzz: $fuzz"
  if ! "$fuzz" "${FUZZ_SECONDS:-60}"; then echo "fuzz: $fuzz FAILED"; status=1; failed=$(( failed + 1 )); fi
done

echo "tests: $passed passed, $failed failed"
exit $status
