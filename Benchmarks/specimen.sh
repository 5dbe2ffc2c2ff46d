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
source "$(dirname "$0")/lib/harness.sh"
REPEATS="${REPEATS:-15}"
SCRATCH="${SCRATCH:-.build-bench}"
bin="$(bench_build typography "$SCRATCH")"
tmp="$BENCH_TMP"
# A cache of its own (the harness's XDG_CACHE_HOME), scanned once.
t0=$(date +%s%N); "$bin" fonts scan --quiet >/dev/null; t1=$(date +%s%N)
cold=$(( (t1 - t0) / 1000000 ))

declare -A best
names=(png svg pdf categories plot floor)
for ((r = 0; r < REPEATS; r++)); do
  for name in "${names[@]}"; do
    case "$name" in
      png|svg|pdf) cmd=("$bin" specimen -p ios -o "$tmp/specimen.$name") ;;
      categories) cmd=("$bin" specimen -p ios --categories -o "$tmp/chart.png") ;;
      plot) cmd=("$bin" plot tracking -o "$tmp/tracking.png") ;;
      floor) cmd=("$bin" table -p ios) ;;
    esac
    t0=$(date +%s%N); "${cmd[@]}" >/dev/null; t1=$(date +%s%N)
    t=$(( (t1 - t0) / 1000000 ))
    if [[ -z "${best[$name]:-}" || "$t" -lt "${best[$name]}" ]]; then best[$name]=$t; fi
  done
done

echo "typography (release), best of $REPEATS interleaved runs, warm catalog cache; first run (cold scan of this machine's fonts): ${cold} ms"
bench_result "specimen -p ios -o specimen.png" "${best[png]}" ms "" "" "< 150 ms"
bench_result "specimen -p ios -o specimen.svg" "${best[svg]}" ms "" "" "< 150 ms"
bench_result "specimen -p ios -o specimen.pdf" "${best[pdf]}" ms "" "" "< 150 ms"
bench_result "specimen -p ios --categories -o chart.png" "${best[categories]}" ms
bench_result "plot tracking -o tracking.png" "${best[plot]}" ms
bench_result "table -p ios (the process floor: no fonts)" "${best[floor]}" ms
