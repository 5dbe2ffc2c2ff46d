#!/usr/bin/env bash
# The whole test suite, on a fresh machine: install (scripts/setup.sh), build, run every test, the
# repository's checks, and a replay of every committed fuzzing corpus (scripts/replay-fuzz.sh); then
# print how long each phase took and one closing line "tests: N passed, N failed". Every step's
# failure fails the run. The same commit gives the same tests and the same inputs every run:
# random fuzzing is its own command (`make fuzz`, scripts/campaign-fuzz.sh; CONTRIBUTING.md).
#   TYPOGRAPHY_PLUGIN_TESTS=1 also checks the SwiftPM plugins on a fixture package
#   (scripts/check-lint-plugins.sh), which builds swift-syntax and the lint a second time, for the
#   host (CI sets it: .ci/run).
set -uo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
phases=()
phase_start=$SECONDS
# The processors' time too (user + system), as bash's `times` counts it: a process's time counts
# when it ends, so a job beside the tests that ends before them counts in the tests' phase. On two
# cores, time on the clock is at least half of it.
cpu_file="$(mktemp)"
trap 'rm -f "$cpu_file"' EXIT
# `times` in this shell (a command substitution's subshell would count only its own children).
cpu_seconds() {
  tail -n 1 "$cpu_file" | awk '{ s = 0; for (i = 1; i <= 2; i++) { split($i, a, /[ms]/); s += a[1] * 60 + a[2] } printf "%d", s }'
}
phase_cpu=0
phase_end() {
  local cpu
  times >"$cpu_file"
  cpu=$(cpu_seconds)
  phases+=("$1 $(( SECONDS - phase_start )) s ($(( cpu - phase_cpu )) CPU-s)")
  phase_start=$SECONDS
  phase_cpu=$cpu
}

./scripts/setup.sh || exit $?
phase_end setup

log="$(mktemp)"
# The tests run with a HOME, XDG folders and a session bus of their own: nothing they do (the
# library's fontconfig, fc-match, a cache) reads or writes the user's settings, fonts or caches.
sandbox="$(mktemp -d)"
trap 'rm -f "$log" "$cpu_file"; rm -rf "$sandbox"' EXIT
# Its own TMPDIR too: what the tools the tests start leave there (the Swift driver leaves a
# `TemporaryDirectory.*` for every swiftc it runs) goes with the sandbox.
for d in home cache config data state runtime tmp; do mkdir -m 700 "$sandbox/$d"; done
sandbox_env() {
  echo env -u FONTCONFIG_FILE -u FONTCONFIG_PATH -u TYPOGRAPHY_PLATFORM \
    HOME="$1/home" XDG_CACHE_HOME="$1/cache" XDG_CONFIG_HOME="$1/config" XDG_DATA_HOME="$1/data" \
    XDG_STATE_HOME="$1/state" XDG_RUNTIME_DIR="$1/runtime" TMPDIR="$1/tmp" DBUS_SESSION_BUS_ADDRESS=disabled:
}
read -r -a sandboxed <<<"$(sandbox_env "$sandbox")"
status=0
failed=0
# A check that fails counts as one failed test, and fails the run.
check() {
  local name="$1"; shift
  if ! "$@"; then echo "check: $name FAILED"; status=1; failed=$(( failed + 1 )); fi
}

# The test product: every test target and what it depends on, which includes the executables the
# tests run, the fuzzers whose corpora are replayed and the benchmarks (Package.swift's
# RepositoryTests). Not `--build-tests`: that also builds the lint plugins' tool and swift-syntax a
# second time for the host, which only the plugins' check below uses (it builds its own).
#
# In the release configuration without the optimizer: each module compiles whole, in one frontend
# (from fresh clones on an idle 2-core machine, 655–742 CPU-seconds and 344–388 s, where the
# debug configuration's build took 1,076 and 573 s), and the built tools start without
# swift-argument-parser's `#if DEBUG` checks of the whole command tree, which were most of a CLI
# test's time (83 % of `typography measure`'s instructions in the debug build). Assertions and
# bounds checks stay on (-Onone); -enable-testing keeps `@testable import`.
build_flags=(-c release -Xswiftc -Onone -Xswiftc -enable-testing)
swift build "${build_flags[@]}" --product TypographyPackageTests 2>&1 | tail -n 20
[[ ${PIPESTATUS[0]} -eq 0 ]] || { echo "tests: build failed"; exit 1; }
phase_end build

# Every committed corpus through its fuzz target, built plainly by the build above, beside the
# tests (which wait on other processes much of the time): the same inputs every run, and a
# failure names its input.
replay_log="$(mktemp)"
replay_started=$SECONDS
for d in home cache config data state runtime tmp; do mkdir -m 700 -p "$sandbox/replay/$d"; done
read -r -a replay_sandboxed <<<"$(sandbox_env "$sandbox/replay")"
bin_path="$(swift build "${build_flags[@]}" --show-bin-path)"
( "${replay_sandboxed[@]}" FUZZ_BIN="$bin_path" nice -n 19 ./scripts/replay-fuzz.sh >"$replay_log" 2>&1
  echo "$?" >"$replay_log.status" ) &
replay_job=$!

# The SwiftPM plugins' check, when asked for, beside the tests from their start: its build of
# swift-syntax for the host is minutes of compiling, which fills the cores the tests leave idle
# while they wait on the processes they start. (As a test inside `swift test` it held one of
# the test pool's threads, as many as the cores, for all that time.) At the lowest priority, as
# the replay beside it: at the tests' own priority it took a core from them for two minutes, and
# the tests' phase ran 423 s where the tests alone run 285 s.
plugins_log="$(mktemp)"
plugins_job=""
if [[ "${TYPOGRAPHY_PLUGIN_TESTS:-}" == 1 ]]; then
  for d in home cache config data state runtime tmp; do mkdir -m 700 -p "$sandbox/plugins/$d"; done
  read -r -a plugins_sandboxed <<<"$(sandbox_env "$sandbox/plugins")"
  ( "${plugins_sandboxed[@]}" nice -n 19 ./scripts/check-lint-plugins.sh >"$plugins_log" 2>&1
    echo "$?" >"$plugins_log.status" ) &
  plugins_job=$!
fi

# The repository's checks that need no SwiftPM command (which would wait for the lock the tests
# hold), beside the tests too: a check that fails counts as one failed test and fails the run.
checks_log="$(mktemp)"
for d in home cache config data state runtime tmp; do mkdir -m 700 -p "$sandbox/checks/$d"; done
read -r -a checks_sandboxed <<<"$(sandbox_env "$sandbox/checks")"
( checks_status=0
  run_check() {
    local name="$1"; shift
    if ! "$@"; then echo "check: $name FAILED"; checks_status=1; fi
  }
  # The robustness contract's source rules (no `!`, no `try!`).
  run_check lint-safety ./scripts/lint-safety.sh
  # Every public symbol of the library is documented, and the DocC archive builds.
  run_check doc-coverage env SWIFT_BIN_PATH="$bin_path" nice -n 10 ./scripts/doc-coverage.sh --check
  # Agreement with fontconfig (fc-match) on this machine's fonts: every difference must be one of
  # the documented rules (docs/font-choice.md); an undocumented one fails the run.
  run_check fc-agreement "${checks_sandboxed[@]}" nice -n 10 Benchmarks/fc-agreement.sh "$bin_path/typography"
  # The generated CLI reference and man pages are current: the built executables' command
  # definitions hash as they did when the pages were written (scripts/gen-cli-docs.sh).
  run_check cli-docs "${checks_sandboxed[@]}" CLI_BIN="$bin_path" ./scripts/gen-cli-docs.sh --check
  echo "$checks_status" >"$checks_log.status"
) >"$checks_log" 2>&1 &
checks_job=$!

# The grep's own status stays inside the braces: PIPESTATUS must be the pipeline's, so that a
# failing `swift test` fails the run (after `… || true`, PIPESTATUS would be `true`'s).
# "↳" lines are Swift Testing's comments under a failed expectation (the values it names).
"${sandboxed[@]}" swift test "${build_flags[@]}" --skip-build 2>&1 | tee "$log" | { grep -E "✘|↳|error:|Test run with|Executed [0-9]+ test" || true; }
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

wait "$checks_job"
cat "$checks_log"
checks_failed=$(grep -c "^check: .* FAILED" "$checks_log" || true)
failed=$(( failed + checks_failed ))
[[ "$(cat "$checks_log.status" 2>/dev/null)" == 0 ]] || status=1
rm -f "$checks_log" "$checks_log.status"
phase_end checks

if [[ -n "$plugins_job" ]]; then
  wait "$plugins_job"
  cat "$plugins_log"
  check lint-plugins test "$(cat "$plugins_log.status" 2>/dev/null)" = 0
  phase_end "lint-plugins (beside the tests; waited)"
fi
rm -f "$plugins_log" "$plugins_log.status"

wait "$replay_job"
cat "$replay_log"
check fuzz-replay test "$(cat "$replay_log.status" 2>/dev/null)" = 0
rm -f "$replay_log" "$replay_log.status"
phase_end "fuzz-replay (beside the tests from $(( replay_started - started )) s; waited)"

summary=""
for p in "${phases[@]}"; do summary+="$p, "; done
times >"$cpu_file"
echo "time: ${summary}total $(( SECONDS - started )) s ($(cpu_seconds) CPU-s)"
echo "tests: $passed passed, $failed failed"
exit $status
