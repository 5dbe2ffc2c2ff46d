# Sourced by the scripts that build the release CLI (run-main.sh and the benchmarks): one place for
# the flags of a release build, so that what is measured is what users run.
#
# On Linux the Swift runtime and Foundation are linked statically and the executable is not
# position-independent. Measured on the 2-core development machine (perf stat, `typography
# --version`): a dynamic build starts in about 14 ms of CPU, mostly the loader binding the Swift
# and Foundation shared libraries and faulting in their pages; the static build in about 7 ms;
# static and non-PIE in about 4 ms (a 90 MB executable whose data pages need no relocation, so
# they are never written and copied). The cost: the executable's own code is at a fixed address
# (no ASLR for it; the C libraries it loads keep theirs). On macOS the defaults are kept.
#   usage: source scripts/release-flags.sh; swift build "${RELEASE_FLAGS[@]}" --product typography
RELEASE_FLAGS=(-c release)
if [[ "$(uname -s)" == "Linux" && "${TYPOGRAPHY_DYNAMIC:-0}" != "1" ]]; then
  RELEASE_FLAGS+=(--static-swift-stdlib -Xlinker --no-pie)
fi
