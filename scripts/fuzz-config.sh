#!/usr/bin/env bash
# The fonts.conf-reader fuzzer for scripts/run-tests.sh (which runs every scripts/fuzz-*.sh SECONDS).
exec "$(dirname "$0")/fuzz.sh" config "${1:-60}"
