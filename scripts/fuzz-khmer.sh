#!/usr/bin/env bash
# Fuzzes TextLayout's Khmer engine (Sources/CICUBridge/KhmerBreaks.cpp) with libFuzzer, built by
# the toolchain's clang with AddressSanitizer and UndefinedBehaviorSanitizer, against the system
# ICU (Fuzz/KhmerBreaksFuzz/fuzz.cpp says what it checks). For scripts/run-tests.sh:
#   scripts/fuzz-khmer.sh SECONDS          (FUZZ_RUNS=N: stop after N executions instead)
# Exits non-zero on a crash, a sanitizer report, a broken check, a timeout or an out-of-memory; the
# input is kept in fuzz-out/khmer/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
[[ "$seconds" =~ ^[0-9]+$ ]] && [[ "$seconds" -ge 1 ]] || { echo "usage: scripts/fuzz-khmer.sh SECONDS" >&2; exit 64; }
build=".fuzz-build/khmer"; out="fuzz-out/khmer"; corpus="$build/corpus"
mkdir -p "$build" "$out" "$corpus"
clang="$(dirname "$(command -v swiftc)")/clang"
[[ -x "$clang" ]] || clang=clang
# ICU through pkg-config where it has one (Homebrew's icu4c is keg-only), by name otherwise.
read -r -a icu_cflags <<<"$(pkg-config --cflags icu-uc 2>/dev/null || true)"
read -r -a icu_libs <<<"$(pkg-config --libs icu-uc 2>/dev/null || echo -licuuc -licudata)"
flags=(-g -O1 -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined
       -ISources/CICUBridge/include -ISources/CICUBridge ${icu_cflags[@]+"${icu_cflags[@]}"})
echo "fuzz: building khmer with $clang (AddressSanitizer, UndefinedBehaviorSanitizer)"
"$clang" "${flags[@]}" -c Sources/CICUBridge/CICUBridge.c -o "$build/bridge.o"
"$clang" "${flags[@]}" -c Sources/CICUBridge/third_party/icu/BreakDictionaries.c -o "$build/dictionaries.o"
"$clang" "${flags[@]}" -x c++ -std=c++17 -c Sources/CICUBridge/KhmerBreaks.cpp -o "$build/khmer.o"
"$clang" "${flags[@]}" -x c++ -std=c++17 -DTY_KHMER_ICU_THRESHOLDS \
  -Dty_khmer_adjust_boundaries=ty_khmer_adjust_boundaries_icu -c Sources/CICUBridge/KhmerBreaks.cpp -o "$build/khmer-icu.o"
"$clang" "${flags[@]}" -x c++ -std=c++17 -c Fuzz/KhmerBreaksFuzz/fuzz.cpp -o "$build/fuzz.o"
"$clang" -fsanitize=fuzzer,address,undefined "$build"/{fuzz,bridge,dictionaries,khmer,khmer-icu}.o \
  "${icu_libs[@]}" -lpthread -lstdc++ -o "$build/fuzz-khmer" 2>"$build/link.log" \
  || { grep -v "ld.gold: warning" "$build/link.log" >&2; exit 1; }
# Seeds: the Khmer paragraphs of the Chromium tests, mapped to the input's byte form.
python3 - "$corpus" <<'PY'
import sys
corpus = sys.argv[1]
n = 0
for path in ("Tests/Fixtures/paragraphs/paragraphs.tsv", "Tests/Fixtures/paragraphs/heldout.tsv"):
    for line in open(path, encoding="utf-8"):
        if not line.startswith("km\t"):
            continue
        out = bytearray([1])
        for ch in line.rstrip("\n").split("\t", 2)[2]:
            c = ord(ch)
            if 0x1780 <= c < 0x1800: out.append(c - 0x1780)
            elif c == 0x20: out.append(0x80)
            elif c >= 0x9000 and c <= 0xFFFF: out += bytes([c >> 8, c & 0xFF])
        open(f"{corpus}/seed-{n:03d}", "wb").write(bytes(out))
        n += 1
PY
[[ -d Fuzz/corpus/khmer ]] && find Fuzz/corpus/khmer -maxdepth 1 -type f -exec cp -f {} "$corpus/" \;
echo "fuzz: running khmer for ${seconds}s (corpus $corpus, crashes to $out/)"
runs=(); [[ -n "${FUZZ_RUNS:-}" ]] && runs=(-runs="$FUZZ_RUNS")
set +e
SWIFT_BACKTRACE=enable=no "$build/fuzz-khmer" "$corpus" ${runs[@]+"${runs[@]}"} -max_total_time="$seconds" -max_len=4096 \
  -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$out/" -print_final_stats=1 2>"$build/log.txt"
status=$?
set -e
grep -E "^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb)" "$build/log.txt" || true
if [[ $status -ne 0 ]]; then
  grep -E "ERROR|SUMMARY|khmer engine:|==[0-9]+==" "$build/log.txt" | head -n 20 >&2
  echo "fuzz: khmer FAILED (exit $status); inputs in $out/" >&2
  exit 1
fi
echo "fuzz: khmer found nothing in ${seconds}s"
