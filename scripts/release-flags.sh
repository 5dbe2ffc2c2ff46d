# Sourced by the scripts that build the release CLI (`make` and the benchmarks): one place for
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

# Concrete generic types (Array<ClosedRange<UInt32>>, Dictionary<DesignMap.CandidateKey, …>) get
# their metadata from accessor functions that pass the conformances they need, instead of from
# mangled names that the runtime demangles on first use. Each first use of a type by mangled name
# makes the runtime look its conformances up by scanning every conformance record of the
# executable (7,446 in the CLI, 6,132 in catalog-bench, most of them Foundation's, GRDB's and the standard
# library's), some 250,000 instructions per lookup. Measured with callgrind on the whole
# process (stripped copies of the CLI, warm catalog cache): `table` 24.2 → 19.0 M instructions,
# `fonts info` 32.5 → 23.0 M, `fonts match` 88.8 → 80.7 M, a cold scan of fonts-noto-core
# (catalog-bench scan-once) 20.3 → 17.7 M; executables 0.15 % larger. A frontend option, so it
# is used only where this compiler accepts it.
if swiftc -Xfrontend -disable-concrete-type-metadata-mangled-name-accessors -parse - </dev/null >/dev/null 2>&1; then
  RELEASE_FLAGS+=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
fi
