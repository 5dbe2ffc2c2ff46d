#!/usr/bin/env bash
# Fuzzes paragraph layout (the one engine, one style or runs: ICU breaks, libhyphen, wrapping modes, paragraph
# styles, maximum lines) with libFuzzer for a bounded time.
#
#   scripts/fuzz-paragraph.sh SECONDS        (FUZZ_RUNS=N: stop after N executions instead)
#
# TextLayout needs its C libraries and FontCatalog (GRDB), so the target is built by SwiftPM in
# its own scratch folder, every module with AddressSanitizer and libFuzzer's coverage, and Fuzz/ParagraphFuzz with
# -DPARAGRAPH_FUZZ (its main hands the process to libFuzzer's driver). Seeds: each paragraph of
# Tests/Fixtures/paragraphs/paragraphs.tsv under a few settings (8 bytes of width, language and
# style, then the text), and Fuzz/corpus/paragraph. Exits non-zero if libFuzzer finds a crash, a
# leak, a timeout or an out-of-memory; the input is kept in fuzz-out/paragraph/ (git-ignored):
# replay it with `swift build --product paragraph-fuzz` and `paragraph-fuzz FILE`.
# FUZZ_ASAN=0 builds with libFuzzer's coverage only, without AddressSanitizer, in its own folder
# (.fuzz-build/paragraph-noasan): for long campaigns off CI, which then run more inputs a second
# (docs/robustness.md). It still catches crashes, traps, hangs and out-of-memory.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
[[ "$seconds" =~ ^[0-9]+$ ]] && [[ "$seconds" -ge 1 ]] || { echo "usage: scripts/fuzz-paragraph.sh SECONDS" >&2; exit 64; }

build=".fuzz-build/paragraph"
coverage=(-Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp)
if [[ "${FUZZ_ASAN:-1}" == 0 ]]; then
  # The driver accepts coverage only with a sanitizer; the frontend takes -sanitize=fuzzer as
  # coverage alone, and the link stays ours (libFuzzer without its main, and libm, which
  # AddressSanitizer's runtime otherwise brings).
  build=".fuzz-build/paragraph-noasan"
  coverage=(-Xswiftc -Xfrontend -Xswiftc -sanitize=fuzzer
            -Xswiftc -Xfrontend -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp -Xlinker -lm)
fi
out="fuzz-out/paragraph"
corpus="$build/corpus"
mkdir -p "$build" "$out" "$corpus"

# -sanitize=fuzzer would link libFuzzer's own main next to the target's; instead every module gets
# AddressSanitizer and libFuzzer's coverage hooks, and the target links libFuzzer without its main
# (the toolchain's libclang_rt.fuzzer_no_main), whose driver its main calls.
fuzzer_lib="$(ls -d "$(dirname "$(dirname "$(command -v swiftc)")")"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null | head -n 1)"
[[ -n "$fuzzer_lib" ]] || { echo "fuzz: this toolchain has no libclang_rt.fuzzer_no_main" >&2; exit 69; }
echo "fuzz: building paragraph with libFuzzer's coverage (SwiftPM, $build/spm; FUZZ_ASAN=${FUZZ_ASAN:-1})"
if ! swift build -c release --scratch-path "$build/spm" --product paragraph-fuzz "${coverage[@]}" \
  -Xswiftc -DPARAGRAPH_FUZZ -Xlinker "$fuzzer_lib" -Xlinker -lstdc++ >"$build/build.log" 2>&1; then
  grep -v "ld.gold: warning" "$build/build.log" | tail -n 30 >&2
  echo "fuzz: paragraph did not build" >&2
  exit 1
fi
bin="$(swift build -c release --scratch-path "$build/spm" --show-bin-path)/paragraph-fuzz"

python3 - "$corpus" <<'PY'
import sys
corpus = sys.argv[1]
settings = [bytes([0x00, 0x2D, 0, 0, 0, 0, 0, 0]),      # 180 pt, natural, greedy
            bytes([0x80, 0x48, 1, 4, 4, 0x21, 0x0C, 0x41]),  # 290 pt, justified, hyphenated, indents
            bytes([0x00, 0x19, 4, 5 + 1, 0x22, 0, 0x90, 0x12]),  # balance, line limit
            bytes([0x40, 0x06, 9, 10, 0x63, 0xFF, 0x1F, 0xC3])]  # pretty, narrow, push-out, Hangul
n = 0
for line in open("Tests/Fixtures/paragraphs/paragraphs.tsv", encoding="utf-8"):
    if line.startswith("#") or "\t" not in line:
        continue
    text = line.rstrip("\n").split("\t", 2)[2].encode("utf-8")
    for s in settings:
        with open(f"{corpus}/seed-{n:03d}", "wb") as f:
            f.write(s + text)
        n += 1
PY
[[ -d Fuzz/corpus/paragraph ]] && find Fuzz/corpus/paragraph -maxdepth 1 -type f -exec cp -f {} "$corpus/" \;

echo "fuzz: running paragraph for ${seconds}s (corpus $corpus, crashes to $out/)"
set +e
runs=()
[[ -n "${FUZZ_RUNS:-}" ]] && runs=(-runs="$FUZZ_RUNS")
# libhyphen's own leak while loading a dictionary (once a process) is suppressed: see lsan.supp.
LSAN_OPTIONS="suppressions=$PWD/Fuzz/ParagraphFuzz/lsan.supp" SWIFT_BACKTRACE=enable=no "$bin" "$corpus" "${runs[@]}" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
  -rss_limit_mb="${FUZZ_RSS_MB:-2048}" -artifact_prefix="$out/" -print_final_stats=1 2>"$build/log.txt"
status=$?
set -e
grep -E "^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb)" "$build/log.txt" || true
if [[ $status -eq 72 ]] && grep -q "libFuzzer: run interrupted" "$build/log.txt"; then
  echo "fuzz: paragraph interrupted; nothing found"
  exit 0
fi
if [[ $status -ne 0 ]]; then
  grep -E "ERROR|SUMMARY|==[0-9]+==|invariant" "$build/log.txt" | head -n 20 >&2
  echo "fuzz: paragraph FAILED (exit $status); inputs in $out/" >&2
  exit 1
fi
echo "fuzz: paragraph found nothing in ${seconds}s"
