#!/usr/bin/env bash
# The source lint's css reader fuzzer for scripts/run-tests.sh (which runs every scripts/fuzz-*.sh SECONDS).
exec "$(dirname "$0")/fuzz.sh" css "${1:-60}"
