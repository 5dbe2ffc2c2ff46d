#!/usr/bin/env bash
# The source lint's dart reader fuzzer for scripts/run-tests.sh (which runs every scripts/fuzz-*.sh SECONDS).
exec "$(dirname "$0")/fuzz.sh" dart "${1:-60}"
