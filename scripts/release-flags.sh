# Sourced by the scripts that build the release CLI (run-main.sh and the benchmarks): one place for
# the flags of a release build, so that what is measured is what users run.
#
# On Linux the Swift runtime and Foundation are linked statically and the executable is not
# position-independent. Measured on the 2-core development machine (perf stat, CPU time of
# `catalog-bench` printing its usage): dynamic 13.9 ms, mostly the loader binding the Swift and
# Foundation shared libraries and faulting in their pages; static 6.9 ms; static and non-PIE
# 3.9 ms (716, 520 and 290 page faults: the data pages of a 90 MB executable need no relocation,
# so they are never written and copied). The cost: the executable's own code is at a fixed address
# (no ASLR for it; the C libraries it loads keep theirs). On macOS the defaults are kept.
#   usage: source scripts/release-flags.sh; swift build "${RELEASE_FLAGS[@]}" --product typography
RELEASE_FLAGS=(-c release)
if [[ "$(uname -s)" == "Linux" && "${TYPOGRAPHY_DYNAMIC:-0}" != "1" ]]; then
  RELEASE_FLAGS+=(--static-swift-stdlib -Xlinker --no-pie)
fi
