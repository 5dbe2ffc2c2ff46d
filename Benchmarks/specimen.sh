#!/usr/bin/env bash
# The pictures as whole processes, the way a user runs them (prints figures; never fails on speed):
#  1. `typography specimen --platform ios -o FILE` for .png, .svg and .pdf, warm catalog cache
#                                                                          goal: < 150 ms
#  2. the category chart and the tracking plot (PNG), for information
#  3. the process floor: `typography table --platform ios` (no fonts at all), for information
# Each command runs REPEATS times, interleaved with the others; the best time of each is kept.
# Built in release with the Swift runtime linked statically on Linux (--static-swift-stdlib: no
# dynamic loading of libswiftCore/Foundation at start, direct calls into the runtime).
# Usage: Benchmarks/specimen.sh   (env: REPEATS=15, SCRATCH=.build-bench, TYPOGRAPHY_DYNAMIC=1 for a dynamic build)
set -euo pipefail
cd "$(dirname "$0")/.."
REPEATS="${REPEATS:-15}"
SCRATCH="${SCRATCH:-.build-bench}"

source scripts/release-flags.sh  # the static, non-PIE release build on Linux (TYPOGRAPHY_DYNAMIC=1: not)
flags=("${RELEASE_FLAGS[@]}" --scratch-path "$SCRATCH")
swift build "${flags[@]}" --product typography >/dev/null
bin="$(swift build "${flags[@]}" --show-bin-path)/typography"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# A cache of its own, scanned once (the user's is left alone).
export XDG_CACHE_HOME="$tmp/cache"
t0=$(date +%s%N); "$bin" fonts scan --quiet >/dev/null; t1=$(date +%s%N)
cold=$(( (t1 - t0) / 1000000 ))

declare -A best
names=(png svg pdf categories plot floor)
for ((r = 0; r < REPEATS; r++)); do
  for name in "${names[@]}"; do
    case "$name" in
      png|svg|pdf) cmd=("$bin" specimen --platform ios -o "$tmp/specimen.$name") ;;
      categories) cmd=("$bin" specimen --platform ios --categories -o "$tmp/chart.png") ;;
      plot) cmd=("$bin" plot tracking -o "$tmp/tracking.png") ;;
      floor) cmd=("$bin" table --platform ios) ;;
    esac
    t0=$(date +%s%N); "${cmd[@]}" >/dev/null; t1=$(date +%s%N)
    t=$(( (t1 - t0) / 1000000 ))
    if [[ -z "${best[$name]:-}" || "$t" -lt "${best[$name]}" ]]; then best[$name]=$t; fi
  done
done

echo "typography (release$([[ " ${flags[*]} " == *static* ]] && echo ", static Swift runtime")), best of $REPEATS interleaved runs, warm catalog cache"
echo "first run (cold catalog scan of this machine's fonts): ${cold} ms"
printf "%-52s %6d ms  (goal < 150 ms)\n" "specimen --platform ios -o specimen.png" "${best[png]}"
printf "%-52s %6d ms  (goal < 150 ms)\n" "specimen --platform ios -o specimen.svg" "${best[svg]}"
printf "%-52s %6d ms  (goal < 150 ms)\n" "specimen --platform ios -o specimen.pdf" "${best[pdf]}"
printf "%-52s %6d ms\n" "specimen --platform ios --categories -o chart.png" "${best[categories]}"
printf "%-52s %6d ms\n" "plot tracking -o tracking.png" "${best[plot]}"
printf "%-52s %6d ms  (process floor: no fonts)\n" "table --platform ios" "${best[floor]}"
