#!/usr/bin/env bash
# Our justified, hyphenated paragraphs against TeX's on the same prose, font, size, widths, glue
# and hyphenation points (prints figures; never fails on them).
#  - Prose: Benchmarks/tex/prose-en.txt and prose-de.txt (public domain; their sources are cited
#    in each file), one paragraph a line.
#  - TeX: LuaHBTeX (Debian's texlive-luatex, installed here when missing, with texlive-latex-base
#    for luaotfload's ltluatex) with HarfBuzz shaping (luaotfload mode=harf), \tolerance 1000,
#    \emergencystretch 1em, plain TeX's penalties and demerits, each space the font's space
#    stretching by a half and shrinking by a third (ours), and the hyphenation points our
#    dictionary gives written into its input as \- (so both sides break at the same points);
#    Benchmarks/tex/setting.tex. Each line TeX sets is written out by a post_linebreak_filter
#    (Benchmarks/tex/lines.lua).
#  - Ours: Typesetter.paragraph, justified, hyphenationFactor 1, `optimal` and greedy wrapping,
#    and `optimal` capped (at most 2 hyphenated lines in a row, words of 5 letters or more) to
#    show what TeX's limits gain (paragraph-bench tex-lines,
#    Benchmarks/ParagraphBench/TeXComparison.swift).
#  - The figures (Benchmarks/tex/compare.py): the sum of squared space stretch over all lines but
#    each paragraph's last, in spaces; the worst stretch; the longest run of hyphenated lines;
#    overfull lines (wider than the column by more than 0.1 pt with their spaces shrunk by a third).
# Usage: Benchmarks/tex-compare.sh   (env: FONT=NotoSans-Regular.ttf, WIDTHS="180 240 320",
# SCRATCH=.build; KEEP=DIR keeps every line record and TeX's log there)
source "$(dirname "$0")/lib/harness.sh"
FONT="${FONT:-/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf}"
read -r -a WIDTHS <<<"${WIDTHS:-180 240 320}"
SIZE=15
tmp="$BENCH_TMP"

if ! command -v luahbtex >/dev/null || [[ ! -e /usr/share/texlive/texmf-dist/tex/latex/base/ltluatex.tex ]]; then
  echo "installing texlive-luatex and texlive-latex-base (Debian) for LuaHBTeX…" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends texlive-luatex texlive-latex-base >&2
fi
# The line records are a reading of the layout, not a timing: the debug build is enough.
swift build --scratch-path "${SCRATCH:-.build}" --product paragraph-bench >&2
bin="$(swift build --scratch-path "${SCRATCH:-.build}" --show-bin-path)/paragraph-bench"

cp Benchmarks/tex/setting.tex Benchmarks/tex/lines.lua "$tmp/"
for lang in en de; do
  prose="Benchmarks/tex/prose-$lang.txt"
  "$bin" tex-input "$lang" "$prose" >"$tmp/prose-$lang.tex"
  for wrap in optimal optimal-capped greedy; do
    "$bin" tex-lines "$FONT" "$SIZE" "$lang" "$wrap" "$prose" "${WIDTHS[@]}" >"$tmp/ours-$wrap-$lang.lines"
  done
  {
    echo "\\def\\fontfile{$FONT}\\def\\texlinesout{tex-$lang.lines}"
    echo "\\def\\proselang{$([[ $lang == de ]] && echo DEU || echo ENG)}\\def\\prosefile{prose-$lang.tex}"
    echo "\\input setting.tex"
    for w in "${WIDTHS[@]}"; do echo "\\setat{$w}"; done
    echo "\\directlua{texlines.close()}\\bye"
  } >"$tmp/run-$lang.tex"
  (cd "$tmp" && luahbtex --interaction=nonstopmode "run-$lang.tex" >/dev/null 2>&1) \
    || { echo "LuaHBTeX failed on $lang: see its log (KEEP=DIR keeps it)" >&2; }
  space="$(awk '$1 == "#" && $2 == "space" {print $3}' "$tmp/ours-optimal-$lang.lines")"
  echo "## $lang: $(grep -vc '^#' "$prose") paragraphs at ${WIDTHS[*]} pt, $(basename "$FONT") $SIZE pt"
  python3 Benchmarks/tex/compare.py "$space" "ours optimal=$tmp/ours-optimal-$lang.lines" \
    "ours optimal, capped=$tmp/ours-optimal-capped-$lang.lines" "ours greedy=$tmp/ours-greedy-$lang.lines" \
    "TeX=$tmp/tex-$lang.lines"
  echo
done
echo "## both languages"
# Paragraph numbers restart per language: number the German ones after the English.
for set in ours-optimal ours-optimal-capped ours-greedy tex; do
  n="$(grep -vc '^#' Benchmarks/tex/prose-en.txt)"
  { grep -v '^#' "$tmp/$set-en.lines"; grep -v '^#' "$tmp/$set-de.lines" | awk -F'\t' -v OFS='\t' -v n="$n" '{ $2 += n; print }'; } \
    >"$tmp/$set-all.lines"
done
python3 Benchmarks/tex/compare.py "$space" "ours optimal=$tmp/ours-optimal-all.lines" \
  "ours optimal, capped=$tmp/ours-optimal-capped-all.lines" "ours greedy=$tmp/ours-greedy-all.lines" \
  "TeX=$tmp/tex-all.lines"
if [[ -n "${KEEP:-}" ]]; then mkdir -p "$KEEP" && cp "$tmp"/*.lines "$tmp"/*.log "$KEEP/" 2>/dev/null || true; fi
