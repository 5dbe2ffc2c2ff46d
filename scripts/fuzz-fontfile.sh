#!/usr/bin/env bash
# The FontFile fuzzer for scripts/run-tests.sh (which runs every scripts/fuzz-*.sh SECONDS).
exec "$(dirname "$0")/fuzz.sh" fontfile "${1:-60}"
