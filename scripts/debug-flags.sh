# Sourced by the README's two commands (scripts/run-main.sh, scripts/run-tests.sh) and by
# gen-cli-docs.sh: one place for the flags of their debug build, so that they share one build.
#
# Line tables only (`-gline-tables-only`): a crash's backtrace keeps its files and lines, without
# the full debug information a debugger reads, which the compiler spends time writing and the
# linker copying. (The index store stays on: SwiftPM finds the XCTest tests of a Linux build in it.)
#   usage: source scripts/debug-flags.sh; swift build "${DEBUG_FLAGS[@]}" --product typography
DEBUG_FLAGS=(-Xswiftc -gline-tables-only)
