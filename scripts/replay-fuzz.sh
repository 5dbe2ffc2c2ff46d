#!/usr/bin/env bash
# Replays every committed fuzzing corpus (Fuzz/corpus/TARGET.tar.gz) through its fuzz target,
# built plainly (no libFuzzer: each target then checks the files named on its command line, one
# input each; Fuzz/Driver/FuzzDriver.swift). The same inputs every run, so a failure comes back,
# and it names its input: a batch that fails is replayed one file at a time.
#   scripts/replay-fuzz.sh [TARGET…]    (all when none is named)
# Prints one line per target, "fuzz-replay: TARGET N inputs ok" or "… FAILED on FILE: why", and
# exits 1 when any input fails. Random fuzzing is scripts/fuzz.sh (short runs) and
# scripts/campaign-fuzz.sh (campaigns that grow these corpora); `make fuzz` runs the former.
set -uo pipefail
cd "$(dirname "$0")/.."

all=(fontfile lint config rtf css kotlin dart android-xml paragraph khmer)
targets=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=("${all[@]}")
product() {
  case "$1" in
    css|kotlin|dart|android-xml) echo lint-readers-fuzz ;;
    *) echo "$1-fuzz" ;;
  esac
}
for t in "${targets[@]}"; do
  [[ " ${all[*]} " == *" $t "* ]] || { echo "fuzz-replay: unknown target $t (one of: ${all[*]})" >&2; exit 64; }
done

# Build what is missing (the test command has built every target already and names the folder in
# FUZZ_BIN, so that this never waits for the lock of the `swift test` beside it).
bin="${FUZZ_BIN:-$(swift build --show-bin-path)}"
[[ -n "${FUZZ_BIN:-}" ]] || for t in "${targets[@]}"; do
  p="$(product "$t")"
  [[ -x "$bin/$p" ]] || swift build --product "$p" >/dev/null || { echo "fuzz-replay: $p does not build" >&2; exit 1; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Runs target $1's program on the inputs after it; succeeds when every invariant holds.
replay() {
  local t="$1"; shift
  FUZZ_READER="$t" SWIFT_BACKTRACE=enable=no "$bin/$(product "$t")" "$@" >"$work/out" 2>&1
}

# The one failing input among the arguments, by halving (a process start costs seconds for some
# targets, so one process replays a whole corpus, and only a failure is narrowed down).
culprit() {
  local t="$1"; shift
  local inputs=("$@")
  while (( ${#inputs[@]} > 1 )); do
    local half=$(( ${#inputs[@]} / 2 ))
    if ! replay "$t" "${inputs[@]:0:half}"; then
      inputs=("${inputs[@]:0:half}")
    elif ! replay "$t" "${inputs[@]:half}"; then
      inputs=("${inputs[@]:half}")
    else
      echo "the inputs fail together, each half passes alone"
      return
    fi
  done
  replay "$t" "${inputs[0]}"
  local why
  why="$(grep -m1 -E "Fatal error|error|: " "$work/out" | tr -d '\r' | cut -c1-200)"
  echo "$(basename "${inputs[0]}"): ${why:-a crash}"
}

status=0
for t in "${targets[@]}"; do
  dir="$work/$t"
  mkdir -p "$dir"
  tar -xzf "Fuzz/corpus/$t.tar.gz" -C "$dir" || { echo "fuzz-replay: $t: cannot unpack Fuzz/corpus/$t.tar.gz"; status=1; continue; }
  # A flat folder of inputs, replayed in name order by one process.
  mapfile -t inputs < <(find "$dir" -type f | LC_ALL=C sort)
  started=$SECONDS
  if replay "$t" "${inputs[@]}"; then
    echo "fuzz-replay: $t ${#inputs[@]} inputs ok ($(( SECONDS - started )) s)"
  else
    # What the whole batch printed, before the halving replaces it: when each half passes alone,
    # it is all there is to go on (the exit status, and the first lines the target printed).
    batch_status=$?
    batch_out="$(head -c 600 "$work/out" | tr -c '[:print:]\n' '?' | head -n 5)"
    echo "fuzz-replay: $t FAILED on Fuzz/corpus/$t.tar.gz:$(culprit "$t" "${inputs[@]}")"
    echo "fuzz-replay: $t: the whole batch exited $batch_status; it printed: ${batch_out:-nothing}"
    status=1
  fi
done
exit $status
