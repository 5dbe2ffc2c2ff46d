#!/usr/bin/env bash
# The character at a point against Pango, in-process, side by side in one run (prints figures;
# never fails on speed): the English paragraph of Tests/Fixtures/paragraphs/paragraphs.tsv, eight
# times over as one paragraph (56 lines at 17 pt in 300 pt), in Noto Sans alone; for every
# grapheme, the point in the middle of its rectangle is asked for the character there.
#  - ours: ParagraphQueries.characterIndex (paragraph-bench hits, built in release as users get it);
#  - Pango: pango_layout_xy_to_index (Benchmarks/paragraph/pango_hits.c), the points from
#    pango_layout_index_to_pos. Goal ≤ 1.0.
# Each is the best of REPEATS alternating runs, each of which keeps its best of 3 passes.
# Usage: Benchmarks/queries.sh   (env: REPEATS=3, SCRATCH=.build-para)
source "$(dirname "$0")/lib/harness.sh"
SIZE=17
WIDTH=300
FONT=/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf
tmp="$BENCH_TMP"
text="$tmp/paragraph.txt"
english="$(awk -F'\t' '$1 == "en" { print $3; exit }' Tests/Fixtures/paragraphs/paragraphs.tsv)"
for _ in 1 2 3 4 5 6 7 8; do printf '%s ' "$english"; done >"$text"
cc -O2 -o "$tmp/pango_hits" Benchmarks/paragraph/pango_hits.c $(pkg-config --cflags --libs pangocairo pangofc fontconfig)
bin="$(bench_build paragraph-bench "${SCRATCH:-.build-para}")"
pin=""
command -v taskset >/dev/null && pin="taskset -c 0"
REPEATS="${REPEATS:-3}"
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b < a) ? b : a }'; }
field() { awk -v k="$1" '$1 == k {print $2}' <<<"$2"; }
ours=""; peer=""
for ((r = 0; r < REPEATS; r++)); do
  o="$($pin "$bin" hits "$FONT" "$SIZE" "$WIDTH" "$text")"
  p="$($pin "$tmp/pango_hits" "$FONT" "$SIZE" "$WIDTH" "$text")"
  ours="$(min "$ours" "$(field ns_per_paragraph "$o")")"
  peer="$(min "$peer" "$(field ns_per_paragraph "$p")")"
done
echo "lines: ours $(field lines "$o"), pango $(field lines "$p"); queries: ours $(field queries "$o"), pango $(field queries "$p")"
echo "result index-at-point: ours $ours ns; peer $peer ns (pango_layout_xy_to_index); ratio $(awk -v a="$ours" -v b="$peer" 'BEGIN { printf "%.4f", a / b }')×; goal ≤ 1.0"
