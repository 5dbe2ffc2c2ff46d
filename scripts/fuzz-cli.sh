#!/usr/bin/env bash
# The command-line fuzzer for scripts/run-tests.sh (which runs every scripts/fuzz-*.sh SECONDS):
# random command lines and files against the built tool (scripts/fuzz-cli.py).
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -x .build/debug/typography ]] || swift build --product typography >/dev/null
exec python3 scripts/fuzz-cli.py "${1:-60}"
