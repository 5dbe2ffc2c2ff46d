#!/usr/bin/env bash
# Fuzzes RTF documents from bytes to laid-out lines with libFuzzer for a bounded time: the
# TextScaling reader, writer and converter, then the document read into TextLayout's attributed
# text (RTFDocument.attributedText) and, when small, laid out (Fuzz/RTFFuzz/main.swift).
#
#   scripts/fuzz-rtf.sh SECONDS        (FUZZ_RUNS=N: stop after N executions instead)
#
# TextLayout needs its C libraries and FontCatalog, so the target is built by SwiftPM, every
# module with AddressSanitizer and libFuzzer's coverage, as scripts/fuzz-paragraph.sh builds its
# target: in the same scratch folder with the same flags (-DPARAGRAPH_FUZZ, which Fuzz/RTFFuzz's
# main also takes as the sign to hand the process to libFuzzer's driver), so that the modules both
# fuzzers reach are built once. Seeds: Tests/Fixtures/rtf (and every earlier crash in
# Tests/Fixtures/rtf/fuzz) and Fuzz/corpus/rtf. Exits non-zero if libFuzzer finds a crash; the input is saved under
# fuzz-out/rtf/ (git-ignored): copy it to Tests/Fixtures/rtf/fuzz/ so that FuzzRegressionTests
# replays it, and replay it with `swift build --product rtf-fuzz` and `rtf-fuzz FILE`.
set -euo pipefail

seconds="${1:-}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
    echo "usage: scripts/fuzz-rtf.sh SECONDS" >&2
    exit 64
fi

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
build="$root/.fuzz-build/rtf"
artifacts="$root/fuzz-out/rtf"
corpus="$build/corpus"
seeds="$build/seeds"
mkdir -p "$build" "$artifacts" "$corpus"
rm -rf "$seeds"
mkdir -p "$seeds"

# Seeds: every fixture, flattened (libFuzzer reads one directory level).
while IFS= read -r -d '' file; do
    cp "$file" "$seeds/$(echo "${file#"$root"/}" | tr '/' '_')"
done < <(find "$root/Tests/Fixtures/rtf" "$root/Fuzz/corpus/rtf" -type f \( -name '*.rtf' -o -name '*.txt' -o -path '*/fuzz/*' -o -path '*/corpus/*' \) -print0 2>/dev/null)

# libFuzzer without its main (the target's main calls its driver), as scripts/fuzz-paragraph.sh.
fuzzer_lib="$(ls -d "$(dirname "$(dirname "$(command -v swiftc)")")"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null | head -n 1)"
[[ -n "$fuzzer_lib" ]] || { echo "fuzz-rtf: this toolchain has no libclang_rt.fuzzer_no_main" >&2; exit 69; }
coverage=(-Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp)
spm="$root/.fuzz-build/paragraph/spm"
echo "building the RTF fuzzer (SwiftPM, $spm)…" >&2
if ! swift build -c release --scratch-path "$spm" --product rtf-fuzz "${coverage[@]}" \
    -Xswiftc -DPARAGRAPH_FUZZ -Xlinker "$fuzzer_lib" -Xlinker -lstdc++ >"$build/build.log" 2>&1; then
    grep -v "ld.gold: warning" "$build/build.log" | tail -n 30 >&2
    echo "fuzz-rtf: the fuzzer did not build" >&2
    exit 1
fi
bin="$(swift build -c release --scratch-path "$spm" --show-bin-path)/rtf-fuzz"
# Where scripts/campaign-fuzz.sh finds it.
ln -sf "$bin" "$build/rtf-fuzz"

echo "fuzzing for ${seconds}s (corpus: $corpus, seeds: $seeds)…" >&2
status=0
# Leave crash reports to libFuzzer and ASan: the Swift runtime's backtracer would run under ASan.
runs=()
[[ -n "${FUZZ_RUNS:-}" ]] && runs=(-runs="$FUZZ_RUNS")
SWIFT_BACKTRACE=enable=no "$bin" "${runs[@]}" \
    -max_total_time="$seconds" \
    -max_len=65536 \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -print_final_stats=1 \
    -dict="$root/Fuzz/RTFFuzz/rtf.dict" \
    -artifact_prefix="$artifacts/" \
    "$corpus" "$seeds" || status=$?

# 72 is libFuzzer's exit code for a run interrupted by SIGINT or SIGTERM (ending a campaign
# early): not a finding.
if [ "$status" -eq 72 ]; then
    echo "fuzz-rtf: interrupted; nothing found" >&2
    exit 0
fi
if [ "$status" -ne 0 ]; then
    echo "fuzz-rtf: libFuzzer found a crash (exit $status); inputs in $artifacts" >&2
    exit "$status"
fi
echo "fuzz-rtf: no crash in ${seconds}s" >&2
