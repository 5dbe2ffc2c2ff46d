#!/usr/bin/env bash
# TextLayout speed, side by side with its peer, in one run (prints figures; never fails on speed):
#  1. measuring 10,000 short UI strings in-process vs raw HarfBuzz shaping of the same strings in C
#     (a tiny C program compiled here, to a temporary directory)          goal: ≤ 1.1×
#  2. fitting (tightening) vs one shaping pass (measuring)                 goal: ≤ 1.3×
#  3. fitting with truncation vs one shaping pass (for information: the ellipsis and the cut text
#     are shaped too)
#  4. whole processes: `typography measure --lines FILE --font PATH` (one JSON object per line) vs
#     `hb-shape --text-file FILE` (one glyph line per line), same font and features   goal: ≤ 1.1×
#     (release, the Swift runtime linked statically on Linux; the text is all covered by the
#     font, so the catalog is never opened)
# Usage: Benchmarks/layout.sh [FONT] [POINT_SIZE] [ROUNDS]   (env: REPEATS=3, CLI_ROUNDS=30, SCRATCH=.build-lay, TYPOGRAPHY_DYNAMIC=1 for a dynamic build)
source "$(dirname "$0")/lib/harness.sh"
FONT="${1:-/usr/share/fonts/truetype/inter-vf/Inter.var.ttf}"
SIZE="${2:-17}"
ROUNDS="${3:-5}"
SCRATCH="${SCRATCH:-.build-lay}"

tmp="$BENCH_TMP"

# 10,000 short UI strings: labels, buttons, titles, counts (deterministic).
python3 - "$tmp/strings.txt" <<'PY'
import random, sys
random.seed(7)
words = ["Settings", "Cancel", "Done", "Edit", "Share", "Delete", "Wi-Fi", "Bluetooth", "Notifications",
         "General", "Privacy", "Battery", "Display", "Brightness", "Sounds", "Focus", "Screen Time",
         "Messages", "Photos", "Camera", "Library", "Favorites", "Recents", "Search", "Profile",
         "Sign In", "Continue", "Office", "Official", "Download", "Update Available", "Storage"]
with open(sys.argv[1], "w") as f:
    for i in range(10000):
        n = random.choice([1, 1, 2, 2, 3])
        s = " ".join(random.choice(words) for _ in range(n))
        if random.random() < 0.2:
            s += " (%d)" % random.randint(1, 999)
        f.write(s + "\n")
PY

# The C peer.
cc -O2 -o "$tmp/hb_baseline" Benchmarks/layout/hb_baseline.c $(pkg-config --cflags --libs harfbuzz)

# Ours, in release, built as users get it.
source scripts/release-flags.sh  # the static, non-PIE release build on Linux (TYPOGRAPHY_DYNAMIC=1: not)
flags=("${RELEASE_FLAGS[@]}" --scratch-path "$SCRATCH")
swift build "${flags[@]}" --product layout-bench >/dev/null
swift build "${flags[@]}" --product typography >/dev/null
bindir="$(swift build "${flags[@]}" --show-bin-path)"
bin="$bindir/layout-bench"

pin=""
command -v taskset >/dev/null && pin="taskset -c 0"
# Ours and the peer alternate (REPEATS times each, best kept) so that a busy machine slows both alike.
REPEATS="${REPEATS:-3}"
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b < a) ? b : a }'; }
measure=""; fit=""; trunc=""; hb=""
for ((r = 0; r < REPEATS; r++)); do
  ours="$($pin "$bin" "$tmp/strings.txt" "$FONT" "$SIZE" "$ROUNDS")"
  tracking="$(awk '/^tracking/ {print $3}' <<<"$ours")"
  tracked=1
  [[ "$tracking" == "0" || "$tracking" == "0.0" ]] && tracked=0
  peer="$($pin "$tmp/hb_baseline" "$tmp/strings.txt" "$FONT" "$ROUNDS" "$tracked")"
  measure=$(min "$measure" "$(awk '/^measure/ {print $2}' <<<"$ours")")
  fit=$(min "$fit" "$(awk '/^fit-tighten/ {print $2}' <<<"$ours")")
  trunc=$(min "$trunc" "$(awk '/^fit-truncate/ {print $2}' <<<"$ours")")
  hb=$(min "$hb" "$(awk '/^hb-shape/ {print $2}' <<<"$peer")")
done

# Whole processes, interleaved: CLI_ROUNDS rounds of ours then hb-shape (a 10 % goal needs many
# rounds on a noisy machine); best of each and the median of the per-round ratios.
now_ns() { date +%s%N; }
CLI_ROUNDS="${CLI_ROUNDS:-30}"
feats="trak=0"; [[ "$tracked" == 1 ]] && feats="trak=0,liga=0,clig=0,dlig=0,hlig=0"
: >"$tmp/cli-times"
for ((r = 0; r < CLI_ROUNDS; r++)); do
  t0=$(now_ns); $pin "$bindir/typography" measure --lines "$tmp/strings.txt" --font "$FONT" --point-size "$SIZE" >"$tmp/ours.jsonl"; t1=$(now_ns)
  $pin hb-shape --features="$feats" --text-file="$tmp/strings.txt" "$FONT" >"$tmp/hb.txt"; t2=$(now_ns)
  echo "$(( (t1 - t0) / 1000 )) $(( (t2 - t1) / 1000 ))" >>"$tmp/cli-times"
done
read -r cli peercli cliratio < <(python3 - "$tmp/cli-times" <<'PY'
import statistics, sys
rows = [tuple(map(int, l.split())) for l in open(sys.argv[1]) if l.strip()]
print(min(a for a, _ in rows) / 1000, min(b for _, b in rows) / 1000, statistics.median(a / b for a, b in rows))
PY
)
[[ "$(wc -l <"$tmp/ours.jsonl")" -eq 10000 && "$(wc -l <"$tmp/hb.txt")" -eq 10000 ]] || echo "warning: line counts differ" >&2

echo "font: $FONT at $SIZE pt, $(awk '/^tracking/ {print $2, $3}' <<<"$ours") ‰ tracking; 10000 strings, in process best of $ROUNDS rounds × $REPEATS alternating runs, whole processes $CLI_ROUNDS interleaved rounds"
bench_result "measure a short UI string, in process" "$measure" ns "$hb" "HarfBuzz shaping in C" "≤ 1.1×"
bench_result "fit with tightening, in process" "$fit" ns "$measure" "one measuring pass" "≤ 1.3×"
bench_result "fit with truncation, in process" "$trunc" ns "$measure" "one measuring pass"
bench_result "typography measure --lines, 10000 lines" "$cli" ms "$peercli" "hb-shape --text-file" "≤ 1.1×"
echo "(median of $CLI_ROUNDS per-round ratios for measure --lines: $(printf '%.2f' "$cliratio")×)"
