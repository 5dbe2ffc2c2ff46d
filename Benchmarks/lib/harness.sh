# Benchmarks/lib/harness.sh: what every benchmark script shares. Source it first:
#   source "$(dirname "$0")/lib/harness.sh"
# It moves to the repository's root, makes a temporary directory ($BENCH_TMP, removed at exit) and
# points HOME and the XDG directories into it, so that no benchmark touches the user's fonts,
# caches or settings. Benchmarks print figures and ratios; none fails on speed.
#
# One output format for every result, so that results can be compared and collected:
#   result <name>: ours <value> <unit>[; peer <value> <unit> (<peer>); ratio <r>×][; goal <goal>]
set -euo pipefail
shopt -s inherit_errexit  # a failure inside $(…) stops the script too
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

BENCH_TMP="$(mktemp -d)"
trap 'rm -rf "$BENCH_TMP"' EXIT
export HOME="$BENCH_TMP/home" XDG_CACHE_HOME="$BENCH_TMP/cache" XDG_CONFIG_HOME="$BENCH_TMP/config" \
  XDG_DATA_HOME="$BENCH_TMP/data" XDG_STATE_HOME="$BENCH_TMP/state"
mkdir -p "$HOME" "$XDG_CACHE_HOME" "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_STATE_HOME"
unset TYPOGRAPHY_PLATFORM

# bench_build PRODUCT [SCRATCH]: builds PRODUCT in release with the flags users get
# (scripts/release-flags.sh) and prints the executable's path.
bench_build() {
  local product=$1 scratch=${2:-.build}
  source scripts/release-flags.sh
  swift build "${RELEASE_FLAGS[@]}" --scratch-path "$scratch" --product "$product" >&2 || return 1
  echo "$(swift build "${RELEASE_FLAGS[@]}" --scratch-path "$scratch" --show-bin-path)/$product"
}

# bench_time ROUNDS COMMAND…: the best wall time of ROUNDS whole-process runs, in milliseconds,
# then the peak resident set of the last run in KiB (GNU time), space-separated. BENCH_SETUP, when
# set, is a shell command run untimed before each round.
bench_time() {
  local rounds=$1; shift
  python3 - "$rounds" "$@" <<'PY'
import os, subprocess, sys, tempfile, time
n = int(sys.argv[1]); cmd = sys.argv[2:]
setup = os.environ.get("BENCH_SETUP")
best, rss = float("inf"), 0
timer = ["/usr/bin/time", "-f", "%M", "-o"] if os.path.exists("/usr/bin/time") else None
with tempfile.NamedTemporaryFile() as t:
    for _ in range(n):
        if setup:
            subprocess.run(["bash", "-c", setup], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        t0 = time.perf_counter()
        subprocess.run((timer + [t.name] if timer else []) + cmd, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=True)
        best = min(best, time.perf_counter() - t0)
        if timer:
            rss = int(open(t.name).read().split()[-1])
print(f"{best * 1000:.2f} {rss}")
PY
}

# bench_result NAME OURS UNIT [PEER PEER_NAME] [GOAL]: one result line. With a peer, the ratio is
# ours ÷ peer (below 1: ours is smaller, faster or lighter).
bench_result() {
  local name=$1 ours=$2 unit=$3 peer=${4:-} peer_name=${5:-} goal=${6:-}
  local line="result $name: ours $ours $unit"
  if [[ -n "$peer" ]]; then
    line+="; peer $peer $unit ($peer_name); ratio $(python3 -c "import sys; print(f'{float(sys.argv[1]) / float(sys.argv[2]):.2f}')" "$ours" "$peer")×"
  fi
  [[ -n "$goal" ]] && line+="; goal $goal"
  echo "$line"
}
