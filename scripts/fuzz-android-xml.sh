#!/usr/bin/env bash
# The source lint's android-xml reader fuzzer for scripts/run-tests.sh (which runs every scripts/fuzz-*.sh SECONDS).
exec "$(dirname "$0")/fuzz.sh" android-xml "${1:-60}"
