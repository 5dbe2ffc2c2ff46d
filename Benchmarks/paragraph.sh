#!/usr/bin/env bash
# Paragraph layout speed against Pango, in-process, side by side in one run (prints figures; never
# fails on speed): the paragraphs of Tests/Fixtures/paragraphs/paragraphs.tsv (15 languages, 13
# scripts, each in its own font file) at 17 pt and two widths, laid out ROUNDS times
#  - by Typesetter.paragraph (ICU line breaks, grapheme advances from one shaping pass, each line
#    reshaped), built in release as users get it (Benchmarks/ParagraphBench);
#  - by Pango (pango_layout_set_text + pango_layout_get_lines, each font alone in its own
#    fontconfig configuration), a small C harness compiled here (Benchmarks/paragraph/).
# Hyphenation off for the goal (Pango's hyphen insertion off too), then ours again with
# hyphenationFactor 1 (libhyphen, for the languages that have a dictionary), against the same Pango
# figure. The last line reads "paragraphs: R× pango" (ours with hyphenation off ÷ Pango); goal R ≤ 1.0.
# Usage: Benchmarks/paragraph.sh [ROUNDS]   (env: REPEATS=3, SCRATCH=.build-para)
source "$(dirname "$0")/lib/harness.sh"
ROUNDS="${1:-20}"
SIZE=17
WIDTHS=(180 290)
PARAGRAPHS=Tests/Fixtures/paragraphs/paragraphs.tsv
tmp="$BENCH_TMP"

cc -O2 -o "$tmp/pango_paragraphs" Benchmarks/paragraph/pango_paragraphs.c \
  $(pkg-config --cflags --libs pangocairo pangofc fontconfig)
bin="$(bench_build paragraph-bench "${SCRATCH:-.build-para}")"

pin=""
command -v taskset >/dev/null && pin="taskset -c 0"
# Ours and the peer alternate (REPEATS times each, best kept) so that a busy machine slows both alike.
REPEATS="${REPEATS:-3}"
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b < a) ? b : a }'; }
ours=""; hyph=""; pango=""
for ((r = 0; r < REPEATS; r++)); do
  o="$($pin "$bin" "$PARAGRAPHS" "$SIZE" "$ROUNDS" 0 "${WIDTHS[@]}")"
  h="$($pin "$bin" "$PARAGRAPHS" "$SIZE" "$ROUNDS" 1 "${WIDTHS[@]}")"
  p="$($pin "$tmp/pango_paragraphs" "$PARAGRAPHS" "$SIZE" "$ROUNDS" "${WIDTHS[@]}")"
  ours="$(min "$ours" "$(awk '/^ns_per_paragraph/ {print $2}' <<<"$o")")"
  hyph="$(min "$hyph" "$(awk '/^ns_per_paragraph/ {print $2}' <<<"$h")")"
  pango="$(min "$pango" "$(awk '/^ns_per_paragraph/ {print $2}' <<<"$p")")"
done
lines_ours="$(awk '/^lines/ {print $2}' <<<"$o")"
lines_pango="$(awk '/^lines/ {print $2}' <<<"$p")"
us() { awk -v n="$1" 'BEGIN { printf "%.1f", n / 1000 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo "lines in one pass: ours $lines_ours, pango $lines_pango ($(wc -l <"$PARAGRAPHS") lines in the file, ${#WIDTHS[@]} widths)"
echo "result paragraph: ours $(us "$ours") µs; peer $(us "$pango") µs (pango); ratio $(ratio "$ours" "$pango")×; goal ≤ 1.0"
echo "result paragraph-hyphenated: ours $(us "$hyph") µs; peer $(us "$pango") µs (pango, no hyphenation); ratio $(ratio "$hyph" "$pango")×"
echo "paragraphs: $(ratio "$ours" "$pango")× pango"
