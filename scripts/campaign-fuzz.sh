#!/usr/bin/env bash
# A long fuzzing campaign, off CI: each libFuzzer target for FUZZ_RUNS executions (default
# 10,000,000; at most HOURS hours each, default 2), one after another, then its corpus minimized
# (-merge=1) and packed into Fuzz/corpus/TARGET.tar.gz, which scripts/fuzz.sh starts from. Prints
# executions and coverage per target; exits non-zero on a crash, a timeout or an out-of-memory.
#   scripts/campaign-fuzz.sh [fontfile lint rtf config css kotlin dart android-xml paragraph khmer]
# FUZZ_ASAN=0 builds without AddressSanitizer (scripts/fuzz.sh says when that is enough).
# FUZZ_NICE=N runs at that niceness (default 19, the lowest priority): at 19 on a machine busy
# with builds, a target may get so little time that an input of 0.1 s passes libFuzzer's timeout.
set -euo pipefail
# All in one function, read whole before it runs: a campaign lasts hours, and bash reads a script
# as it goes, so an edit to this file would otherwise reach a campaign already running.
main() {
cd "$(dirname "$0")/.."
targets=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=(fontfile lint rtf config css kotlin dart android-xml paragraph khmer)
runs="${FUZZ_RUNS:-10000000}"
seconds=$(( ${HOURS:-2} * 3600 ))
scratch=.fuzz-build/spm; [[ "${FUZZ_ASAN:-1}" == 0 ]] && scratch=.fuzz-build/spm-noasan
status=0
mkdir -p .fuzz-build
for t in "${targets[@]}"; do
  echo "== campaign: $t, $runs executions at most, ${seconds}s at most"
  log=".fuzz-build/$t/log.txt"
  FUZZ_RUNS=$runs FUZZ_JOBS=1 nice -n "${FUZZ_NICE:-19}" scripts/fuzz.sh "$seconds" "$t" >".fuzz-build/campaign-$t.out" 2>&1 || status=1
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb|cov: [0-9]+" "$log" | tail -n 3 || true
  # Minimize into a new folder, then pack it in place of the committed corpus.
  bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/$( [[ " css kotlin dart android-xml " == *" $t "* ]] && echo lint-readers || echo "$t")-fuzz"
  fresh=".fuzz-build/$t/minimized"
  rm -rf "$fresh" && mkdir -p "$fresh"
  [[ "$t" == paragraph ]] && export LSAN_OPTIONS="suppressions=$PWD/Fuzz/ParagraphFuzz/lsan.supp"
  if FUZZ_READER="$t" SWIFT_BACKTRACE=enable=no "$bin" -merge=1 -max_len=65536 "$fresh" ".fuzz-build/$t/corpus" \
       >".fuzz-build/$t/merge.log" 2>&1 && [[ -n "$(ls -A "$fresh")" ]]; then
    (cd "$fresh" && find . -maxdepth 1 -type f -printf '%P\n' | LC_ALL=C sort \
      | tar --mtime=@0 --owner=0 --group=0 --numeric-owner -cf - -T - | gzip -n -9) > "Fuzz/corpus/$t.tar.gz.new"
    mv "Fuzz/corpus/$t.tar.gz.new" "Fuzz/corpus/$t.tar.gz"
  else
    # Keep the corpus there was: a failed merge must never empty it.
    echo "campaign: merging $t's corpus failed (see .fuzz-build/$t/merge.log); the committed corpus is unchanged" >&2
    status=1
  fi
  echo "corpus: $(tar -tzf "Fuzz/corpus/$t.tar.gz" | wc -l) inputs, $(du -h "Fuzz/corpus/$t.tar.gz" | cut -f1)"
done
exit $status
}
main "$@"
