#!/usr/bin/env bash
# Paragraph layout speed against Pango, in-process, side by side in one run (prints figures; never
# fails on speed). Three figures, each the best of REPEATS alternating runs of ours and the peer's:
#  - greedy: the paragraphs of Tests/Fixtures/paragraphs/paragraphs.tsv (15 languages, 13 scripts,
#    each in its own font file) at 17 pt and two widths, laid out ROUNDS times by
#    Typesetter.paragraph (ICU line breaks, grapheme advances from one shaping pass, each line
#    reshaped), hyphenation off, ÷ Pango laying out the same (pango_layout_set_text +
#    pango_layout_get_lines, each font alone in its own fontconfig configuration, hyphen insertion
#    off). Goal ≤ 0.8.
#  - optimal: the same paragraphs with `wrap = .optimal` (the total-fit breaker), ÷ the same Pango
#    figure (Pango has no total fit). Goal ≤ 1.0.
#  - boundingRect: 10,000 short labels, each an NSAttributedString in Noto Sans 17 pt measured with
#    boundingRect(with: 200 pt wide, options: [.usesLineFragmentOrigin, .usesFontLeading]), ÷
#    Pango's pango_layout_set_text + pango_layout_get_pixel_extents of the same strings in the same
#    font and width. Goal ≤ 1.0.
# Ours is built in release as users get it (Benchmarks/ParagraphBench); the peer is a small C
# harness compiled here (Benchmarks/paragraph/). Each pair prints its line counts, which must agree
# closely (the same text broken the same way).
# Usage: Benchmarks/paragraph.sh [ROUNDS]   (env: REPEATS=3, SCRATCH=.build-para, LABELS=10000)
source "$(dirname "$0")/lib/harness.sh"
ROUNDS="${1:-20}"
SIZE=17
WIDTHS=(180 290)
PARAGRAPHS=Tests/Fixtures/paragraphs/paragraphs.tsv
LABEL_FONT=/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf
LABELS="${LABELS:-10000}"
LABEL_WIDTH=200
tmp="$BENCH_TMP"

cc -O2 -o "$tmp/pango_paragraphs" Benchmarks/paragraph/pango_paragraphs.c \
  $(pkg-config --cflags --libs pangocairo pangofc fontconfig)
bin="$(bench_build paragraph-bench "${SCRATCH:-.build-para}")"

pin=""
command -v taskset >/dev/null && pin="taskset -c 0"
# Ours and the peer alternate (REPEATS times each, best kept) so that a busy machine slows both alike.
REPEATS="${REPEATS:-3}"
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b < a) ? b : a }'; }
field() { awk -v k="$1" '$1 == k {print $2}' <<<"$2"; }
greedy=""; optimal=""; pango=""; labels=""; pango_labels=""
for ((r = 0; r < REPEATS; r++)); do
  g="$($pin "$bin" greedy "$PARAGRAPHS" "$SIZE" "$ROUNDS" 0 "${WIDTHS[@]}")"
  o="$($pin "$bin" optimal "$PARAGRAPHS" "$SIZE" "$ROUNDS" 0 "${WIDTHS[@]}")"
  p="$($pin "$tmp/pango_paragraphs" "$PARAGRAPHS" "$SIZE" "$ROUNDS" "${WIDTHS[@]}")"
  l="$($pin "$bin" labels "$LABEL_FONT" "$SIZE" "$LABELS" "$LABEL_WIDTH")"
  pl="$($pin "$tmp/pango_paragraphs" labels "$LABEL_FONT" "$SIZE" "$LABELS" "$LABEL_WIDTH")"
  greedy="$(min "$greedy" "$(field ns_per_paragraph "$g")")"
  optimal="$(min "$optimal" "$(field ns_per_paragraph "$o")")"
  pango="$(min "$pango" "$(field ns_per_paragraph "$p")")"
  labels="$(min "$labels" "$(field ns_per_paragraph "$l")")"
  pango_labels="$(min "$pango_labels" "$(field ns_per_paragraph "$pl")")"
done
us() { awk -v n="$1" 'BEGIN { printf "%.1f", n / 1000 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo "lines in one pass: greedy $(field lines "$g"), optimal $(field lines "$o"), pango $(field lines "$p") ($(grep -vc '^#' "$PARAGRAPHS") paragraphs, ${#WIDTHS[@]} widths)"
echo "lines of the labels: ours $(field lines "$l"), pango $(field lines "$pl") ($LABELS labels, $LABEL_WIDTH pt)"
echo "result paragraph-greedy: ours $(us "$greedy") µs; peer $(us "$pango") µs (pango); ratio $(ratio "$greedy" "$pango")×; goal ≤ 0.8"
echo "result paragraph-optimal: ours $(us "$optimal") µs; peer $(us "$pango") µs (pango, greedy); ratio $(ratio "$optimal" "$pango")×; goal ≤ 1.0"
echo "result label-boundingRect: ours $(us "$labels") µs; peer $(us "$pango_labels") µs (pango_layout_get_pixel_extents); ratio $(ratio "$labels" "$pango_labels")×; goal ≤ 1.0"
echo "greedy: $(ratio "$greedy" "$pango")× pango"
echo "optimal: $(ratio "$optimal" "$pango")× pango"
echo "boundingRect: $(ratio "$labels" "$pango_labels")× pango"
