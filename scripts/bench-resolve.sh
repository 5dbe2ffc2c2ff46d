#!/usr/bin/env bash
# Resolutions per second on one core (goal: at least 10 million). Prints figures; never fails on speed.
source "$(dirname "$0")/../Benchmarks/lib/harness.sh"
bin="$(bench_build resolve-bench)"
out="$(if command -v taskset >/dev/null; then taskset -c 0 "$bin" "${1:-20000000}"; else "$bin" "${1:-20000000}"; fi)"
echo "$out"
rate=$(grep -Eo '[0-9.]+ million' <<<"$out" | tail -n 1 | grep -Eo '[0-9.]+' || true)
[[ -n "$rate" ]] && bench_result "resolve calls per second, one core" "$rate" "million" "" "" "≥ 10 million"
