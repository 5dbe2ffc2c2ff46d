#!/usr/bin/env bash
# Benchmark: `typography rtf convert` on a generated 10 MB TextEdit-like RTF.
#
#   Benchmarks/rtf-convert.sh [MEGABYTES]      (default 10)
#
# Builds the tool in release (scratch path $SCRATCH, default .build-rtf), generates an iOS-scaled
# document in the form TextEdit/NSAttributedString writes (font table, colour tables, \'hh and \uN
# escapes, HYPERLINK fields, a \bin picture every 200 paragraphs, a size change in every
# paragraph), converts it to the standard scaling and back, and prints the times. There is no
# NSAttributedString on Linux to compare with, so the side-by-side reference is `sed` doing the
# naive text substitution of the most common size (\fs34 → \fs26) over the same file: a floor for
# one pass over the bytes, not a faithful converter (it would rewrite \bin data too).
# Not a timed test: it only prints.
source "$(dirname "$0")/lib/harness.sh"
megabytes="${1:-10}"
work="$BENCH_TMP"
tool="$(bench_build typography "${SCRATCH:-.build-rtf}")"

input="$work/big.rtf"
python3 - "$input" "$megabytes" <<'PY'
import sys
path, megabytes = sys.argv[1], int(sys.argv[2])
target = megabytes * 1024 * 1024
header = (b"{\\rtf1\\ansi\\ansicpg1252\\cocoartf2761\n"
          b"\\cocoatextscaling1\\cocoaplatform1{\\fonttbl\\f0\\fnil\\fcharset0 .SFUI-Regular;\\f1\\fnil\\fcharset0 .SFUI-Semibold;"
          b"\\f2\\fnil\\fcharset0 .AppleSystemUIFontMonospaced-Regular;\\f3\\fswiss\\fcharset0 Helvetica;}\n"
          b"{\\colortbl;\\red255\\green255\\blue255;\\red0\\green0\\blue0;\\red0\\green0\\blue233;}\n"
          b"{\\*\\expandedcolortbl;;\\csgray\\c0;\\cssrgb\\c0\\c0\\c93333;}\n"
          b"\\deftab720\n\\pard\\pardeftab720\\partightenfactor0\n\n")
paragraphs = [
    b"\\f1\\b\\fs44 \\cf2 Chapter heading at 22 pt\\\n",
    b"\\f0\\b0\\fs34 \\cf2 Body text at the iOS body size with caf\\'e9, na\\'efve, an arrow \\uc0\\u8594  and quotes \\'93like this\\'94. "
    b"The quick brown fox jumps over the lazy dog; the five boxing wizards jump quickly.\\\n",
    b"\\f3\\fs30 A link to {\\field{\\*\\fldinst{HYPERLINK \"https://www.apple.com/\"}}{\\fldrslt \\cf3 \\ul \\ulc3 Apple}}\\cf2 \\ulnone  in Helvetica 15 pt.\\\n",
    b"\\f2\\fs28 let size = 17 // monospaced 14 pt\\\n",
    b"\\f0\\fs24 Footnote at 12 pt with an emoji \\uc0\\u55357 \\u56832 .\\\n",
]
picture_data = bytes(range(256)) * 4
picture = (b"{\\*\\shppict{\\pict\\pngblip\\picw32\\pich32\\bin" + str(len(picture_data)).encode() + b" "
           + picture_data + b"}}\\\n")
with open(path, "wb") as f:
    f.write(header)
    size, n = len(header), 0
    while size < target - 2:
        chunk = paragraphs[n % len(paragraphs)]
        if n % 200 == 199:
            chunk += picture
        f.write(chunk)
        size += len(chunk)
        n += 1
    f.write(b"}")
PY
bytes=$(stat -c %s "$input")
echo "input: $(awk -v b="$bytes" 'BEGIN { printf "%.1f MB (%d bytes)", b / 1048576, b }')" >&2

now() { date +%s.%N; }
best() { printf '%s\n' "$@" | sort -g | head -n 1; }
runs=3
ours=() back=() peer=()
for _ in $(seq "$runs"); do
    t0=$(now); "$tool" rtf convert "$input" --to standard -o "$work/standard.rtf" > /dev/null; t1=$(now)
    "$tool" rtf convert "$work/standard.rtf" --to ios -o "$work/back.rtf" > /dev/null; t2=$(now)
    sed 's/\\fs34/\\fs26/g' "$input" > "$work/sed.rtf"; t3=$(now)
    ours+=("$(echo "$t1 - $t0" | bc -l)"); back+=("$(echo "$t2 - $t1" | bc -l)"); peer+=("$(echo "$t3 - $t2" | bc -l)")
done
if cmp -s "$input" "$work/back.rtf"; then roundtrip="identical"; else roundtrip="DIFFERENT"; fi

o=$(best "${ours[@]}"); b=$(best "${back[@]}"); p=$(best "${peer[@]}")
ms() { python3 -c "import sys; print(f'{float(sys.argv[1]) * 1000:.1f}')" "$1"; }
echo "round trip ios → standard → ios: $roundtrip"
bench_result "rtf convert ios → standard, $megabytes MB" "$(ms "$o")" ms "$(ms "$p")" "sed's one-pass substitution of \\fs34, a floor" "< 1000 ms"
bench_result "rtf convert standard → ios, $megabytes MB" "$(ms "$b")" ms
