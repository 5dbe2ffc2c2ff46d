#!/usr/bin/env bash
# Peak memory against input size: `typography lint` and `typography rtf convert` on generated
# inputs of 1, 10 and 100 MB (or the sizes given), whole process, peak resident set from GNU time.
# `rtf convert` runs on two documents: TextEdit-like paragraphs (one `\fs` in 75 bytes) and dense
# `\fs` runs (a size change every 7 bytes, `\fs34 a\fs26 b…`), the worst case for a converter that
# remembers every size it rewrites.
# The goal is a peak under 2× the input. Prints figures; never fails on memory.
#   Benchmarks/memory.sh [MEGABYTES…]
source "$(dirname "$0")/lib/harness.sh"
SIZES=("$@")
[[ ${#SIZES[@]} -eq 0 ]] && SIZES=(1 10 100)
bin="$(bench_build typography "${SCRATCH:-.build-bench}")"

for mb in "${SIZES[@]}"; do
  python3 - "$BENCH_TMP" "$mb" <<'PY'
import sys
tmp, mb = sys.argv[1], int(sys.argv[2])
target = mb * 1_000_000
row = b'  {"name": "label", "platform": "ios", "style": "footnote", "size": "large", "weight": "light", "lines": 1},\n'
with open(f"{tmp}/usages-{mb}.json", "wb") as f:
    f.write(b'{"usages": [\n')
    size = 14
    while size + len(row) < target:
        f.write(row); size += len(row)
    f.write(b'  {"platform": "ios", "style": "body"}\n]}\n')
para = b"\\f0\\fs34 Body text at the iOS body size, with caf\\'e9 and \\uc0\\u8594  an arrow.\\\n"
with open(f"{tmp}/doc-{mb}.rtf", "wb") as f:
    head = b"{\\rtf1\\ansi\\ansicpg1252\\cocoartf2761\\cocoatextscaling1\\cocoaplatform1{\\fonttbl\\f0\\fnil .SFUI-Regular;}\n"
    f.write(head)
    size = len(head)
    while size + len(para) < target:
        f.write(para); size += len(para)
    f.write(b"}")
runs = b"".join(b"\\fs%d %c" % (n, c) for n, c in zip([34, 26, 30, 44] * 5, b"abcdefghijklmnopqrst")) + b"\\\n"
with open(f"{tmp}/dense-{mb}.rtf", "wb") as f:
    head = b"{\\rtf1\\ansi\\ansicpg1252\\cocoartf2761\\cocoatextscaling1\\cocoaplatform1{\\fonttbl\\f0\\fnil .SFUI-Regular;}\n\\f0 "
    f.write(head)
    size = len(head)
    while size + len(runs) < target:
        f.write(runs); size += len(runs)
    f.write(b"}")
PY
  bytes=$(stat -c %s "$BENCH_TMP/usages-$mb.json")
  read -r t rss < <(bench_time 1 bash -c "'$bin' lint '$BENCH_TMP/usages-$mb.json' >/dev/null 2>&1; true")
  bench_result "lint, $mb MB input: peak RSS" "$rss" KiB "$(( bytes / 1024 ))" "the input's size" "< 2× the input"
  bytes=$(stat -c %s "$BENCH_TMP/doc-$mb.rtf")
  read -r t rss < <(bench_time 1 "$bin" rtf convert "$BENCH_TMP/doc-$mb.rtf" --to standard -o "$BENCH_TMP/out-$mb.rtf")
  bench_result "rtf convert, $mb MB input: peak RSS" "$rss" KiB "$(( bytes / 1024 ))" "the input's size" "< 2× the input"
  bench_result "rtf convert, $mb MB input: time" "$t" ms
  bytes=$(stat -c %s "$BENCH_TMP/dense-$mb.rtf")
  read -r t rss < <(bench_time 1 "$bin" rtf convert "$BENCH_TMP/dense-$mb.rtf" --to standard -o "$BENCH_TMP/out-$mb.rtf")
  bench_result "rtf convert, $mb MB of dense \\fs runs: peak RSS" "$rss" KiB "$(( bytes / 1024 ))" "the input's size" "< 2× the input"
  bench_result "rtf convert, $mb MB of dense \\fs runs: time" "$t" ms
  rm -f "$BENCH_TMP"/dense-"$mb".rtf
  rm -f "$BENCH_TMP"/usages-"$mb".json "$BENCH_TMP"/doc-"$mb".rtf "$BENCH_TMP"/out-"$mb".rtf
done
