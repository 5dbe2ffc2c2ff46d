#!/usr/bin/env bash
# The whole test suite, on a fresh machine: install (scripts/setup.sh), build, run every test, the
# repository's checks, and the fuzzers side by side for a bounded time; then print how long each
# phase took and one closing line "tests: N passed, N failed". Every step's failure fails the run.
#   FUZZ_SECONDS: how long the fuzzers run (default 100 s, on every core, beside the tests).
set -uo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
phases=()
phase_start=$SECONDS
phase_end() { phases+=("$1 $(( SECONDS - phase_start )) s"); phase_start=$SECONDS; }

./scripts/setup.sh || exit $?
phase_end setup

log="$(mktemp)"
# The tests run with a HOME, XDG folders and a session bus of their own: nothing they do (the
# library's fontconfig, fc-match, a cache) reads or writes the user's settings, fonts or caches.
sandbox="$(mktemp -d)"
trap 'rm -f "$log"; rm -rf "$sandbox"' EXIT
for d in home cache config data state runtime; do mkdir -m 700 "$sandbox/$d"; done
# The command-line fuzzer, which runs beside the tests, has a sandbox of its own.
sandbox_env() {
  echo env -u FONTCONFIG_FILE -u FONTCONFIG_PATH -u TYPOGRAPHY_PLATFORM \
    HOME="$1/home" XDG_CACHE_HOME="$1/cache" XDG_CONFIG_HOME="$1/config" XDG_DATA_HOME="$1/data" \
    XDG_STATE_HOME="$1/state" XDG_RUNTIME_DIR="$1/runtime" DBUS_SESSION_BUS_ADDRESS=disabled:
}
for d in home cache config data state runtime; do mkdir -m 700 -p "$sandbox/fuzz/$d"; done
read -r -a sandboxed <<<"$(sandbox_env "$sandbox")"
read -r -a fuzz_sandboxed <<<"$(sandbox_env "$sandbox/fuzz")"
status=0
failed=0
# A check that fails counts as one failed test, and fails the run.
check() {
  local name="$1"; shift
  if ! "$@"; then echo "check: $name FAILED"; status=1; failed=$(( failed + 1 )); fi
}

swift build --build-tests 2>&1 | tail -n 20
[[ ${PIPESTATUS[0]} -eq 0 ]] || { echo "tests: build failed"; exit 1; }
phase_end build

# The fuzzers run at low priority while the tests run, most of which wait on other processes
# (Chromium, Xvfb, the CLI): every libFuzzer target side by side for a bounded time, on a sample of
# its corpus (scripts/fuzz.sh), then the command line's. Their build is a debug one, in a folder
# of its own. All but the Swift lint's (`lint`: swift-syntax again, under AddressSanitizer, 280 s
# of CPU to build, which this 15-minute run has no room for on 2 cores); it runs in campaigns
# (scripts/campaign-fuzz.sh) and with `scripts/fuzz.sh SECONDS lint`.
fuzz_log="$(mktemp)"
fuzz_seconds="${FUZZ_SECONDS:-100}"
fuzz_targets=(fontfile config rtf css kotlin dart android-xml paragraph khmer)
(
  # At nice 19 beside the tests an input can wait seconds for a core: a timeout here is a minute
  # (a hang still fails the run), not the 10 s of a campaign on a free machine.
  export FUZZ_CONFIG=debug FUZZ_CORPUS_MAX="${FUZZ_CORPUS_MAX:-400}" FUZZ_TIMEOUT="${FUZZ_TIMEOUT:-60}"
  nice -n 19 ./scripts/fuzz.sh "$fuzz_seconds" "${fuzz_targets[@]}" || exit 1
  nice -n 19 "${fuzz_sandboxed[@]}" ./scripts/fuzz-cli.sh $(( fuzz_seconds / 5 )) || exit 2
) >"$fuzz_log" 2>&1 &
fuzz_job=$!

# The grep's own status stays inside the braces: PIPESTATUS must be the pipeline's, so that a
# failing `swift test` fails the run (after `… || true`, PIPESTATUS would be `true`'s).
"${sandboxed[@]}" swift test --skip-build 2>&1 | tee "$log" | { grep -E "✘|error:|Test run with|Executed [0-9]+ test" || true; }
[[ ${PIPESTATUS[0]} -ne 0 ]] && status=1
# Swift Testing's summary: "Test run with N tests in M suites passed|failed …".
total=$(grep -Eo "Test run with [0-9]+ test" "$log" | tail -n 1 | grep -Eo "[0-9]+" || echo 0)
[[ -z "$total" ]] && total=0
if [[ "$total" -eq 0 ]]; then echo "tests: no test ran"; status=1; fi
failed=$(grep -E "^✘ Test .* failed after" "$log" | grep -Ecv "^✘ Test run with" || true)
[[ $failed -gt 0 ]] && status=1
passed=$(( total - failed ))
(( passed < 0 )) && passed=0
phase_end tests

# The robustness contract's source rules (no `!`, no `try!`).
check lint-safety ./scripts/lint-safety.sh
# The generated CLI reference and man page match the command definitions.
check cli-docs ./scripts/gen-cli-docs.sh --check
# Every public symbol of the library is documented, and the DocC archive builds.
check doc-coverage ./scripts/doc-coverage.sh --check
# Agreement with fontconfig (fc-match) on this machine's fonts: every difference must be one of the
# documented rules (docs/font-choice.md); an undocumented one fails the run.
check fc-agreement "${sandboxed[@]}" nice -n 10 Benchmarks/fc-agreement.sh
phase_end checks

# The fuzzers' results: a crash fails the run.
wait "$fuzz_job"
fuzz_status=$?
grep -E "^fuzz" "$fuzz_log"
if [[ $fuzz_status -ne 0 ]]; then
  tail -n 30 "$fuzz_log"
  check fuzz false
fi
rm -f "$fuzz_log"
phase_end fuzz

summary=""
for p in "${phases[@]}"; do summary+="$p, "; done
echo "time: ${summary}total $(( SECONDS - started )) s"
echo "tests: $passed passed, $failed failed"
exit $status
