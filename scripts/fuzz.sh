#!/usr/bin/env bash
# Builds and runs the libFuzzer targets, side by side:
#   scripts/fuzz.sh SECONDS [TARGET…]
#   scripts/fuzz.sh --build [TARGET…]     (builds only: the test command builds while the tests run)
# TARGET is one of fontfile lint config rtf css kotlin dart android-xml paragraph khmer (all when
# none is named). SECONDS bounds the fuzzing of the whole run: the targets run FUZZ_JOBS at a time
# (default: one per core), each for an equal share. FUZZ_RUNS=N stops each after N executions
# instead (a long campaign: scripts/campaign-fuzz.sh). FUZZ_TIMEOUT=N (seconds, default 10) is
# libFuzzer's limit for one input, in wall time: the test command, which runs the fuzzers at the
# lowest priority beside the tests, gives more, since a starved process can wait that long for a
# core (a font that takes 0.7 s alone was once reported after 15 s). FUZZ_MAX_LEN=N bounds an
# input's length (default 65536): inputs grow toward the bound as a run goes on, and each
# execution's time with them (the CSS target fell from 8,700 to 238 a second as its inputs reached
# 18 KB), so a campaign after a number of executions may keep them short.
#
# Every target is built one way: by SwiftPM, in one scratch folder (.fuzz-build/spm, release; with
# FUZZ_CONFIG=debug, .fuzz-build/spm-debug: the test command's short runs, built without the
# optimizer, which runs fewer inputs a second but builds in far less CPU time; docs/robustness.md
# has both measured),
# with AddressSanitizer and libFuzzer's coverage on every module (C and C++ too, with
# UndefinedBehaviorSanitizer) and -DFUZZING, which hands each process to libFuzzer's driver
# (Fuzz/Driver/FuzzDriver.swift; Fuzz/KhmerBreaksFuzz/driver.cpp). FUZZ_ASAN=0 builds with the
# coverage only, in .fuzz-build/spm-noasan: for long campaigns, which then run more inputs a second
# (CSS: 8,683 against 3,352 a second); crashes, traps, hangs and out-of-memory are still caught.
#
# Each target starts from its committed corpus (Fuzz/corpus/TARGET.tar.gz, minimized by the last
# campaign) and the test fixtures of its kind, unpacked into .fuzz-build/TARGET/corpus. A crash, a
# leak, a timeout or an out-of-memory fails the run; the input is kept in fuzz-out/TARGET/
# (git-ignored). Replay it with the plain build: `swift build --product NAME-fuzz`, then
# `.build/debug/NAME-fuzz FILE` (FUZZ_READER=css|kotlin|dart|android-xml for lint-readers-fuzz),
# fix the bug, and keep the input as a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."

all=(fontfile lint config rtf css kotlin dart android-xml paragraph khmer)
seconds="${1:-}"
build_only=0
[[ "$seconds" == --build ]] && build_only=1 && seconds=1
[[ "$seconds" =~ ^[0-9]+$ ]] && [[ "$seconds" -ge 1 ]] || {
  echo "usage: scripts/fuzz.sh SECONDS|--build [${all[*]}]" >&2; exit 64; }
shift
targets=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=("${all[@]}")
for t in "${targets[@]}"; do
  [[ " ${all[*]} " == *" $t "* ]] || { echo "fuzz: unknown target $t (one of: ${all[*]})" >&2; exit 64; }
done
jobs="${FUZZ_JOBS:-$(nproc)}"

# The product each target runs, and its seeds beside its corpus.
product() {
  case "$1" in
    css|kotlin|dart|android-xml) echo lint-readers-fuzz ;;
    *) echo "$1-fuzz" ;;
  esac
}
seeds() {
  case "$1" in
    fontfile) find Tests/Fixtures/fonts Tests/FontFileTests/Regressions -maxdepth 1 -type f ! -name '*.md' ! -name '*.json' ;;
    lint) find Tests/Fixtures/lint -maxdepth 1 -type f -name '*.json'; find Tests/Fixtures/lint-source Tests/Fixtures/lint-heldout -type f -name '*.swift' ;;
    config) find /etc/fonts -maxdepth 2 -type f -name '*.conf' ;;
    rtf) find Tests/Fixtures/rtf -type f ;;
    css) find Tests/Fixtures/lint-source Tests/Fixtures/lint-heldout -type f \( -name '*.css' -o -name '*.scss' -o -name '*.less' \) ;;
    kotlin) find Tests/Fixtures/lint-source Tests/Fixtures/lint-heldout -type f -name '*.kt' ;;
    dart) find Tests/Fixtures/lint-source Tests/Fixtures/lint-heldout -type f -name '*.dart' ;;
    android-xml) find Tests/Fixtures/lint-source Tests/Fixtures/lint-heldout -type f -name '*.xml' ;;
    *) true ;;  # paragraph, khmer: their corpora grew from the paragraph fixtures
  esac
}

# --- Build ----------------------------------------------------------------------------------------
config="${FUZZ_CONFIG:-release}"
[[ "$config" == release || "$config" == debug ]] || { echo "fuzz: FUZZ_CONFIG must be release or debug" >&2; exit 64; }
scratch=.fuzz-build/spm
[[ "$config" == debug ]] && scratch=.fuzz-build/spm-debug
flags=(-Xswiftc -DFUZZING -Xcc -DFUZZING)
if [[ "${FUZZ_ASAN:-1}" == 0 ]]; then
  # The driver accepts coverage only with a sanitizer; the frontend takes -sanitize=fuzzer as
  # coverage alone, and libm, which AddressSanitizer's runtime otherwise brings, is linked here.
  scratch="$scratch-noasan"
  flags+=(-Xswiftc -Xfrontend -Xswiftc -sanitize=fuzzer
          -Xswiftc -Xfrontend -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
          -Xcc -fsanitize=fuzzer-no-link -Xlinker -lm)
else
  flags+=(-Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
          -Xcc -fsanitize=fuzzer-no-link,address,undefined -Xcc -fno-sanitize-recover=undefined)
fi
# libFuzzer without its main (the toolchain's libclang_rt.fuzzer_no_main), whose driver each
# target's main calls.
toolchain="$(dirname "$(dirname "$(command -v swiftc)")")"
fuzzer_lib="$(ls -d "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null | head -n 1)"
[[ -n "$fuzzer_lib" ]] || { echo "fuzz: this toolchain has no libclang_rt.fuzzer_no_main" >&2; exit 69; }
flags+=(-Xlinker "$fuzzer_lib" -Xlinker -lstdc++)

mkdir -p .fuzz-build
started=$SECONDS
products=()
for t in "${targets[@]}"; do
  p="$(product "$t")"
  [[ " ${products[*]-} " == *" $p "* ]] || products+=("$p")
done
for p in "${products[@]}"; do
  if ! swift build -c "$config" --scratch-path "$scratch" --product "$p" "${flags[@]}" >".fuzz-build/build-$p.log" 2>&1; then
    grep -v "ld.gold: warning" ".fuzz-build/build-$p.log" | tail -n 30 >&2
    echo "fuzz: $p did not build" >&2
    exit 1
  fi
done
bin="$(swift build -c "$config" --scratch-path "$scratch" --show-bin-path)"
echo "fuzz: built ${products[*]} in $(( SECONDS - started )) s"
(( build_only )) && exit 0

# --- Corpora --------------------------------------------------------------------------------------
# FUZZ_KEEP_CORPUS=1 goes on from the corpus a run before grew (a campaign in several processes).
for t in "${targets[@]}"; do
  corpus=".fuzz-build/$t/corpus"
  mkdir -p "fuzz-out/$t"
  [[ "${FUZZ_KEEP_CORPUS:-0}" == 1 && -d "$corpus" ]] && continue
  rm -rf "$corpus" && mkdir -p "$corpus"
  [[ -f "Fuzz/corpus/$t.tar.gz" ]] && tar -xzf "Fuzz/corpus/$t.tar.gz" -C "$corpus"
  # FUZZ_CORPUS_MAX=N keeps N inputs of the corpus, drawn anew each run: libFuzzer replays its
  # whole corpus before -max_total_time counts (2,016 fonts take 150 s in the debug build), so a
  # bounded run draws a sample, and runs after runs cover the rest.
  if [[ -n "${FUZZ_CORPUS_MAX:-}" ]]; then
    find "$corpus" -maxdepth 1 -type f | shuf | tail -n +$(( FUZZ_CORPUS_MAX + 1 )) | xargs -r rm -f
  fi
  # libFuzzer reads one folder level: each seed under a name of its own.
  while IFS= read -r f; do cp -f "$f" "$corpus/seed-$(echo "$f" | tr '/' '_')"; done < <(seeds "$t")
done

# --- Run, side by side ----------------------------------------------------------------------------
each=$(( seconds * jobs / ${#targets[@]} ))
(( each > seconds )) && each=$seconds
(( each < 5 )) && each=5
echo "fuzz: ${#targets[@]} targets, $jobs at a time, ${each} s each"

run_one() {
  local t="$1" dir=".fuzz-build/$1" extra=()
  case "$t" in
    rtf) extra+=(-dict=Fuzz/RTFFuzz/rtf.dict) ;;
    khmer) extra+=(-max_len=4096) ;;
  esac
  [[ "$t" != khmer ]] && extra+=(-max_len="${FUZZ_MAX_LEN:-65536}")
  [[ -n "${FUZZ_RUNS:-}" ]] && extra+=(-runs="$FUZZ_RUNS")
  local supp=""
  case "$t" in
    paragraph) supp="Fuzz/ParagraphFuzz/lsan.supp" ;;
  esac
  set +e
  FUZZ_READER="$t" LSAN_OPTIONS="${supp:+suppressions=$PWD/$supp}" SWIFT_BACKTRACE=enable=no \
    "$bin/$(product "$t")" "$dir/corpus" "${extra[@]}" -max_total_time="$each" -timeout="${FUZZ_TIMEOUT:-10}" \
    -rss_limit_mb="${FUZZ_RSS_MB:-2048}" -artifact_prefix="fuzz-out/$t/" -print_final_stats=1 >"$dir/log.txt" 2>&1
  local status=$?
  set -e
  local ran
  ran=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/log.txt" | tail -n 1)
  # 72 is libFuzzer's exit code for a run interrupted by SIGINT or SIGTERM (ending a campaign
  # early): not a finding.
  if [[ $status -eq 0 ]] || { [[ $status -eq 72 ]] && grep -q "libFuzzer: run interrupted" "$dir/log.txt"; }; then
    echo "fuzz: $t: ${ran:-0} executions in ${each} s, nothing found"
    return 0
  fi
  grep -E "ERROR|SUMMARY|==[0-9]+==|khmer engine:|invariant|Fatal error" "$dir/log.txt" | head -n 20 >&2
  echo "fuzz: $t FAILED (exit $status); inputs in fuzz-out/$t/, log in $dir/log.txt" >&2
  return 1
}

failed=0
running=0
results=$(mktemp)
trap 'rm -f "$results"' EXIT
for t in "${targets[@]}"; do
  if (( running >= jobs )); then wait -n || failed=1; running=$(( running - 1 )); fi
  run_one "$t" &
  running=$(( running + 1 ))
done
while (( running > 0 )); do wait -n || failed=1; running=$(( running - 1 )); done
(( failed == 0 )) || { echo "fuzz: a target found something" >&2; exit 1; }
echo "fuzz: every target ran, nothing found"
