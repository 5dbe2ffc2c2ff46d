# Sourced by the README's two commands (scripts/run-main.sh, scripts/run-tests.sh): one place for
# the flags of their debug build, so that the two share one build.
#
# No index store (`--disable-index-store`): it serves editors, and nothing here reads it. Line
# tables only (`-gline-tables-only`): a crash's backtrace keeps its files and lines, without the
# full debug information for a debugger. Measured on the 2-core development machine, building
# swift-syntax's SwiftParser in debug: 159 s of CPU with the defaults, 130 s with neither
# (18 % less).
#   usage: source scripts/debug-flags.sh; swift build "${DEBUG_FLAGS[@]}" --product typography
DEBUG_FLAGS=(--disable-index-store -Xswiftc -gline-tables-only)
