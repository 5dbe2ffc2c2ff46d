#!/usr/bin/env bash
# Fuzzes the TextScaling RTF reader/writer with libFuzzer for a bounded time.
#
#   scripts/fuzz-rtf.sh SECONDS
#
# Builds Fuzz/RTFFuzz/main.swift together with every source of Sources/TextScaling using
# `swiftc -sanitize=fuzzer,address -parse-as-library`, seeds the corpus with Tests/Fixtures/rtf
# (and every earlier crash in Tests/Fixtures/rtf/fuzz), and runs for SECONDS seconds.
# Exits non-zero if libFuzzer finds a crash; the input is saved under fuzz-out/rtf/ (git-ignored):
# copy it to Tests/Fixtures/rtf/fuzz/ so that FuzzRegressionTests replays it.
set -euo pipefail

seconds="${1:-}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
    echo "usage: scripts/fuzz-rtf.sh SECONDS" >&2
    exit 64
fi

root="$(cd "$(dirname "$0")/.." && pwd)"
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

sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done < <(find "$root/Sources/TextScaling" -name '*.swift' -print0 | sort -z)

echo "building the RTF fuzzer (${#sources[@]} TextScaling sources)…" >&2
# Built in the build folder: with -g, a whole-module build leaves module files where it runs.
(cd "$build" && swiftc -sanitize=fuzzer,address -parse-as-library -O -wmo -g \
    -module-name RTFFuzz \
    "${sources[@]}" "$root/Fuzz/RTFFuzz/main.swift" \
    -o "$build/rtf-fuzz")

echo "fuzzing for ${seconds}s (corpus: $corpus, seeds: $seeds)…" >&2
status=0
# Leave crash reports to libFuzzer and ASan: the Swift runtime's backtracer would run under ASan.
runs=()
[[ -n "${FUZZ_RUNS:-}" ]] && runs=(-runs="$FUZZ_RUNS")
SWIFT_BACKTRACE=enable=no "$build/rtf-fuzz" "${runs[@]}" \
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
