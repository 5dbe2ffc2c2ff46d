#!/usr/bin/env bash
# A long fuzzing campaign, off CI: each libFuzzer target for FUZZ_RUNS executions (default
# 10,000,000; at most HOURS hours each, default 2), then its corpus minimized (-merge=1) into
# Fuzz/corpus/<target>, which scripts/fuzz*.sh seed from. Prints executions, coverage and
# findings per target; exits non-zero on a crash, a timeout or an out-of-memory.
#   scripts/campaign-fuzz.sh [fontfile lint rtf config css kotlin dart android-xml paragraph khmer]
set -euo pipefail
# All in one function, read whole before it runs: a campaign lasts hours, and bash reads a script
# as it goes, so an edit to this file would otherwise reach a campaign already running.
main() {
cd "$(dirname "$0")/.."
targets=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=(fontfile lint rtf config css kotlin dart android-xml)
export FUZZ_RUNS="${FUZZ_RUNS:-10000000}"
seconds=$(( ${HOURS:-2} * 3600 ))
status=0
for t in "${targets[@]}"; do
  echo "== campaign: $t, $FUZZ_RUNS executions at most, ${seconds}s at most"
  build=".fuzz-build/$t"
  # The paragraph target's build without AddressSanitizer has its own folder (FUZZ_ASAN=0).
  [[ "$t" == paragraph && "${FUZZ_ASAN:-1}" == 0 ]] && build=".fuzz-build/paragraph-noasan"
  log="$build/log.txt"; [[ "$t" == rtf ]] && log=".fuzz-build/campaign-$t.log"
  if [[ "$t" == rtf ]]; then nice -n 19 scripts/fuzz-rtf.sh "$seconds" 2>".fuzz-build/campaign-$t.log" || status=1
  elif [[ "$t" == paragraph || "$t" == khmer ]]; then nice -n 19 "scripts/fuzz-$t.sh" "$seconds" >".fuzz-build/campaign-$t.out" 2>&1 || status=1
  elif [[ "$t" == android-xml ]]; then
    # Foundation's XMLParser leaks libxml2's error messages, about 1.6 KB for each malformed
    # document (Fuzz/AndroidXMLLintFuzz/lsan.supp): one process would pass any RSS limit long
    # before 10 M inputs (2 GB in 0.6 M, 4 GB in 1 M as inputs grow). So this campaign runs in
    # processes of FUZZ_CHUNK inputs (250,000), each on the corpus the last one grew, as libFuzzer's
    # own fork mode does, and adds up their executions.
    total=0; chunk=${FUZZ_CHUNK:-250000}; started=$SECONDS
    while (( total < FUZZ_RUNS && SECONDS - started < seconds )); do
      FUZZ_RUNS=$chunk FUZZ_RSS_MB=4096 nice -n 19 scripts/fuzz.sh "$t" $(( seconds - (SECONDS - started) )) \
        >".fuzz-build/campaign-$t.out" 2>&1 || { status=1; break; }
      ran=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
      total=$(( total + ${ran:-0} ))
      echo "$t: $total executions so far ($(grep -o 'cov: [0-9]*' "$log" | tail -n 1))"
    done
    echo "stat::number_of_executed_units (all processes): $total"
  else nice -n 19 scripts/fuzz.sh "$t" "$seconds" >".fuzz-build/campaign-$t.out" 2>&1 || status=1; fi
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb|cov: [0-9]+" "$log" | tail -n 3 || true
  # Minimize into the committed corpus.
  bin="$build/fuzz-$t"; [[ "$t" == rtf ]] && bin="$build/rtf-fuzz"
  [[ "$t" == paragraph ]] && bin="$build/spm/release/paragraph-fuzz"
  [[ "$t" == khmer ]] && bin="$build/fuzz-khmer"
  mkdir -p "Fuzz/corpus/$t" "Fuzz/corpus/$t.new"
  [[ "$t" == paragraph ]] && export LSAN_OPTIONS="suppressions=$PWD/Fuzz/ParagraphFuzz/lsan.supp"
  if SWIFT_BACKTRACE=enable=no "$bin" -merge=1 -max_len=65536 "Fuzz/corpus/$t.new" "Fuzz/corpus/$t" "$build/corpus" \
       >"$build/merge.log" 2>&1 && [[ -n "$(ls -A "Fuzz/corpus/$t.new")" ]]; then
    rm -rf "Fuzz/corpus/$t" && mv "Fuzz/corpus/$t.new" "Fuzz/corpus/$t"
  else
    # Keep the corpus there was: a failed merge must never empty it.
    echo "campaign: merging $t's corpus failed (see $build/merge.log); the committed corpus is unchanged" >&2
    rm -rf "Fuzz/corpus/$t.new"; status=1
  fi
  echo "corpus: $(find "Fuzz/corpus/$t" -type f | wc -l) inputs, $(du -sh "Fuzz/corpus/$t" | cut -f1)"
done
exit $status
}
main "$@"
