#!/usr/bin/env bash
# Resolutions per second on one core (goal: at least 10 million). Prints figures; never fails on speed.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product resolve-bench >/dev/null
bin="$(swift build -c release --show-bin-path)/resolve-bench"
if command -v taskset >/dev/null; then taskset -c 0 "$bin" "${1:-20000000}"; else "$bin" "${1:-20000000}"; fi
