#!/usr/bin/env bash
# Runs a libFuzzer target for a bounded time:
#   scripts/fuzz.sh fontfile|lint|config|css|kotlin|dart|android-xml SECONDS
# FUZZ_RUNS=N stops after N executions instead (a long campaign: scripts/campaign-fuzz.sh).
# FUZZ_ASAN=0 builds with libFuzzer's coverage only, without AddressSanitizer: for the long
# campaigns of targets that are safe Swift throughout (the source lint's readers), where ASan can
# find nothing Swift's own checks miss and costs 2.6x the time (CSS: 8,683 against 3,352
# executions a second). The test command's bounded runs keep AddressSanitizer on.
# Builds the target with swiftc -sanitize=fuzzer,address over the module's sources (no SwiftPM),
# seeds it with the committed test fonts, and exits non-zero if it finds a crash, a leak, a
# timeout or an out-of-memory; the input is kept in fuzz-out/<target>/ (git-ignored). Keep it
# as a regression test in Tests/FontFileTests/Regressions/ and fix the bug.
set -euo pipefail
cd "$(dirname "$0")/.."

target="${1:-}"
seconds="${2:-60}"
case "$target" in
  fontfile)
    sources=(Sources/FontFile/*.swift Sources/FontFile/*/*.swift Fuzz/FontFileFuzz/main.swift)
    seeds=(Tests/Fixtures/fonts Tests/FontFileTests/Regressions)
    ;;
  lint)
    sources=(Sources/TypeSystem/*/*.swift Fuzz/LintFuzz/main.swift)
    seeds=(Tests/Fixtures/lint)
    ;;
  config)
    # The fonts.conf reader; seeded with the machine's own configuration files.
    sources=(Sources/FontCatalog/Directories/ConfigXML.swift Fuzz/ConfigFuzz/main.swift)
    seeds=(/etc/fonts /etc/fonts/conf.d)
    ;;
  css|kotlin|dart|android-xml)
    # The source lint's readers of our own (SourceLint), with TypeSystem's rules, in one module:
    # their `import TypeSystem` lines are dropped below. Seeded with the lint's fixture trees.
    reader_sources=(Sources/SourceLint/SourceFinding.swift Sources/SourceLint/CodeTokenizer.swift
      Sources/SourceLint/KotlinDartReaders.swift Sources/SourceLint/CSSReader.swift Sources/SourceLint/AndroidXMLReader.swift)
    case "$target" in
      css) main=Fuzz/CSSLintFuzz/main.swift; exts=(css scss) ;;
      kotlin) main=Fuzz/KotlinLintFuzz/main.swift; exts=(kt) ;;
      dart) main=Fuzz/DartLintFuzz/main.swift; exts=(dart) ;;
      # FoundationXML leaks each malformed document's error message (Fuzz/AndroidXMLLintFuzz/
      # lsan.supp): with leak detection on, libFuzzer stops for a LeakSanitizer pass after
      # nearly every input (21 inputs a second); the leak is Foundation's, so it is off here.
      android-xml) main=Fuzz/AndroidXMLLintFuzz/main.swift; exts=(xml); fuzz_flags=(-detect_leaks=0) ;;
    esac
    sources=(Sources/TypeSystem/*/*.swift "${reader_sources[@]}" "$main")
    seeds=()
    ;;
  *) echo "usage: scripts/fuzz.sh fontfile|lint|config|css|kotlin|dart|android-xml SECONDS" >&2; exit 64 ;;
esac
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "fuzz: SECONDS must be a whole number" >&2; exit 64; }

build=".fuzz-build/$target"
out="fuzz-out/$target"
corpus="$build/corpus"
mkdir -p "$build" "$out" "$corpus"
bin="$build/fuzz-$target"

sanitize=fuzzer,address
[[ "${FUZZ_ASAN:-1}" == 0 ]] && sanitize=fuzzer
echo "fuzz: building $target with -sanitize=$sanitize"
# -wmo: the module optimized whole, as a release build ships it (the font reader runs 2.2x more
# inputs a second than built file by file, where Tag's == was a witness call).
# Built in the build folder: with -g, a whole-module build leaves module files where it runs.
abs=()
for f in "${sources[@]}"; do
  if [[ "$f" == Sources/SourceLint/* ]]; then
    # One module with TypeSystem: its import is dropped from a copy.
    mkdir -p "$build/src"
    grep -v '^import TypeSystem$' "$f" > "$build/src/$(basename "$f")"
    abs+=("$PWD/$build/src/$(basename "$f")")
  else
    abs+=("$PWD/$f")
  fi
done
# A target built over TypeSystem's sources is named TypeSystem: its sources qualify names with the
# module's name (`TypeSystem.TextStyle` inside `extension Font`).
module="${target//-/_}fuzz"
[[ " ${sources[*]}" == *" Sources/TypeSystem/"* ]] && module=TypeSystem
if ! (cd "$build" && swiftc -sanitize="$sanitize" -parse-as-library -O -wmo -g -module-name "$module" \
  -package-name Typography "${abs[@]}" -o "fuzz-$target") >"$build/build.log" 2>&1; then
  grep -v "ld.gold: warning" "$build/build.log" | tail -n 30 >&2
  echo "fuzz: $target did not build" >&2
  exit 1
fi

seeds+=("Fuzz/corpus/$target")  # the minimized corpus of the long campaigns
if [[ -n "${exts:-}" ]]; then
  # The source lint's fixtures, by extension, each under a name of its own.
  for ext in "${exts[@]}"; do
    find Tests/Fixtures/lint-source Tests/Fixtures/lint-heldout -type f -name "*.$ext" -print0 |
      while IFS= read -r -d '' f; do cp -f "$f" "$corpus/$(echo "$f" | tr '/' '_')"; done
  done
fi
for dir in "${seeds[@]}"; do
  [[ -d "$dir" ]] && find -L "$dir" -maxdepth 1 -type f ! -name '*.md' ! -name '*.json' ! -name '*.swift' \
    -exec cp -f {} "$corpus/" \;
done

echo "fuzz: running $target for ${seconds}s (corpus $corpus, crashes to $out/)"
set +e
runs=()
[[ -n "${FUZZ_RUNS:-}" ]] && runs=(-runs="$FUZZ_RUNS")
# A target may carry LeakSanitizer suppressions for leaks in the libraries it calls (each one
# explained in the file).
supp="$(dirname "${main:-x}")/lsan.supp"
[[ -n "${main:-}" && -f "$supp" ]] && export LSAN_OPTIONS="suppressions=$PWD/$supp"
SWIFT_BACKTRACE=enable=no "$bin" "$corpus" "${runs[@]}" ${fuzz_flags[@]+"${fuzz_flags[@]}"} -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb="${FUZZ_RSS_MB:-2048}" \
  -artifact_prefix="$out/" -print_final_stats=1 2>"$build/log.txt"
status=$?
set -e
grep -E "^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb)" "$build/log.txt" || true
# 72 is libFuzzer's exit code for a run interrupted by SIGINT or SIGTERM (ending a campaign
# early): not a finding.
if [[ $status -eq 72 ]] && grep -q "libFuzzer: run interrupted" "$build/log.txt"; then
  echo "fuzz: $target interrupted; nothing found"
  exit 0
fi
if [[ $status -ne 0 ]]; then
  grep -E "ERROR|SUMMARY|==[0-9]+==" "$build/log.txt" | head -n 20 >&2
  echo "fuzz: $target FAILED (exit $status); inputs in $out/" >&2
  exit 1
fi
echo "fuzz: $target found nothing in ${seconds}s"
