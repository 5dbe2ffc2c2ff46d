#!/usr/bin/env bash
# The lint-document fuzzer for scripts/run-tests.sh (which runs every scripts/fuzz-*.sh SECONDS).
exec "$(dirname "$0")/fuzz.sh" lint "${1:-60}"
