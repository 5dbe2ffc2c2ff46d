#!/usr/bin/env bash
# German hyphenation ready in a fresh process: ours (the dictionary's automaton mapped from the
# compiled cache, Sources/TextLayout/Layout/CompiledPatterns.swift) against libhyphen reading the
# same dictionary's text (Benchmarks/hyphenation/libhyphen_ready.c), side by side in one run.
# Prints, each the best of REPEATS alternating runs:
#  - ready: from asking for a word's points to having them, inside a fresh process (ours: finding
#    the dictionary, mapping and checking the compiled file, hyphenating; the peer: hnj_hyphen_load
#    and hnj_hyphen_hyphenate3). Goal ≤ 10 ms.
#  - process: the whole process, against the same process hyphenating with no dictionary (what a
#    process costs before any hyphenation) and against the peer's.
#  - cold: ours the first time on the machine, when the compiled file is made (once).
# Ours is built in release as users get it (paragraph-bench).
# Usage: Benchmarks/hyphenation.sh [WORD]   (env: REPEATS=3, SCRATCH=.build-para, LANGUAGE=de)
source "$(dirname "$0")/lib/harness.sh"
WORD="${1:-Silbentrennungsregeln}"
LANGUAGE="${LANGUAGE:-de}"
REPEATS="${REPEATS:-3}"
tmp="$BENCH_TMP"

cc -O2 -o "$tmp/libhyphen_ready" Benchmarks/hyphenation/libhyphen_ready.c -lhyphen
bin="$(bench_build paragraph-bench "${SCRATCH:-.build-para}")"
dictionary="/usr/share/hyphen/hyph_${LANGUAGE}.dic"
[[ -e "$dictionary" ]] || dictionary="$(ls /usr/share/hyphen/hyph_"${LANGUAGE}"_*.dic | head -1)"

# libhyphen takes words lower-cased (ours lower-cases them itself).
lower="$(tr '[:upper:]' '[:lower:]' <<<"$WORD")"
field() { awk -v k="$1" '$1 == k {print $2}' <<<"$2"; }
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b < a) ? b : a }'; }
# The harness's XDG_CACHE_HOME is empty: the first run compiles the dictionary.
first="$("$bin" hyphenate "$LANGUAGE" "$WORD")"
cold="$(field ready_ms "$first")"
ours=""; peer=""
for ((r = 0; r < REPEATS; r++)); do
  o="$("$bin" hyphenate "$LANGUAGE" "$WORD")"
  p="$("$tmp/libhyphen_ready" "$dictionary" "$lower")"
  ours="$(min "$ours" "$(field ready_ms "$o")")"
  peer="$(min "$peer" "$(field ready_ms "$p")")"
done
echo "points of $WORD: ours $(field points "$o"), libhyphen $(field points "$p") ($(basename "$dictionary"))"
ours_process="$(bench_time "$REPEATS" "$bin" hyphenate "$LANGUAGE" "$WORD" | cut -d' ' -f1)"
bare_process="$(bench_time "$REPEATS" "$bin" hyphenate zz "$WORD" | cut -d' ' -f1)"
peer_process="$(bench_time "$REPEATS" "$tmp/libhyphen_ready" "$dictionary" "$lower" | cut -d' ' -f1)"
bench_result "hyphenation-ready-$LANGUAGE" "$ours" ms "$peer" "libhyphen from the text" "≤ 10 ms"
bench_result "hyphenation-process-$LANGUAGE" "$ours_process" ms "$peer_process" "libhyphen from the text"
echo "the same process with no dictionary: $bare_process ms; ours the first time (compiling): $cold ms"
