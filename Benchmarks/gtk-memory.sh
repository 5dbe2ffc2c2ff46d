#!/usr/bin/env bash
# Resident memory of GTKSpecimen (TypographyGTK: twelve labels in iOS text styles, following the
# desktop's text size) against a plain GTK 4 window in C with the same twelve labels set with the
# same Pango attributes (Benchmarks/GTKMemory/plain-window.c), side by side on one Xvfb display with
# a private D-Bus session. Each app runs ROUNDS times; its resident set (VmRSS, /proc) is read
# SETTLE seconds after its window was painted, and the median of the rounds is compared.
# The goal is ours within 10 % of the plain window. Prints figures; never fails on memory.
#   Benchmarks/gtk-memory.sh [ROUNDS]      (default 5; SETTLE=2, SCRATCH=.build-bench)
# DEBUG=1 measures the debug build (.build/debug) instead of a release build.
source "$(dirname "$0")/lib/harness.sh"
ROUNDS="${1:-5}"
SETTLE="${SETTLE:-2}"
for tool in Xvfb dbus-daemon gcc pkg-config; do
  command -v "$tool" >/dev/null || { echo "gtk-memory.sh: $tool not found (run scripts/setup.sh)" >&2; exit 69; }
done
pkg-config --exists gtk4 || { echo "gtk-memory.sh: gtk4 not found by pkg-config (apt-get install libgtk-4-dev)" >&2; exit 69; }

if [[ "${DEBUG:-0}" == "1" ]]; then
  swift build --product GTKSpecimen >&2
  ours="$(swift build --show-bin-path)/GTKSpecimen"
else
  ours="$(bench_build GTKSpecimen "${SCRATCH:-.build-bench}")"
fi
peer="$BENCH_TMP/plain-window"
# shellcheck disable=SC2046
gcc -O2 -o "$peer" Benchmarks/GTKMemory/plain-window.c $(pkg-config --cflags --libs gtk4)

mkdir -p -m 700 "$BENCH_TMP/runtime"
export XDG_RUNTIME_DIR="$BENCH_TMP/runtime" XDG_CURRENT_DESKTOP=GNOME GTK_A11Y=none
unset WAYLAND_DISPLAY TYPOGRAPHY_TEXT_SIZE GDK_BACKEND
number=90
while [[ -e /tmp/.X11-unix/X$number || -e /tmp/.X$number-lock ]]; do number=$((number + 1)); done
Xvfb ":$number" -nolisten tcp -noreset -screen 0 1600x1200x24 >/dev/null 2>&1 &
xvfb=$!
dbus-daemon --session --nofork --nopidfile --address="unix:path=$BENCH_TMP/bus" >/dev/null 2>&1 &
bus=$!
trap 'kill $xvfb $bus 2>/dev/null; rm -rf "$BENCH_TMP"' EXIT
for _ in $(seq 100); do [[ -e /tmp/.X11-unix/X$number && -e $BENCH_TMP/bus ]] && break; sleep 0.1; done
export DISPLAY=":$number" DBUS_SESSION_BUS_ADDRESS="unix:path=$BENCH_TMP/bus"

# The catalog's cache, warm for every round of ours (as on a user's machine after the first run).
"$ours" --report "$BENCH_TMP/warm.jsonl" & warm=$!
for _ in $(seq 600); do [[ -s $BENCH_TMP/warm.jsonl ]] && break; sleep 0.1; done
kill "$warm"; wait "$warm" 2>/dev/null || true

# rss_of COMMAND…: the app's VmRSS in KiB, SETTLE s after it is up (ours: after its first report).
rss_of() {
  local report="$BENCH_TMP/report.jsonl" pid
  rm -f "$report"
  if [[ "$1" == "$ours" ]]; then
    "$@" --report "$report" & pid=$!
    for _ in $(seq 600); do [[ -s $report ]] && break; sleep 0.05; done
  else
    "$@" & pid=$!
    sleep 1
  fi
  sleep "$SETTLE"
  awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status"
  kill "$pid"; wait "$pid" 2>/dev/null || true
}
median() { python3 -c "import statistics, sys; print(int(statistics.median(int(x) for x in sys.argv[1:])))" "$@"; }

o=(); p=()
for _ in $(seq "$ROUNDS"); do
  o+=("$(rss_of "$ours")")
  p+=("$(rss_of "$peer")")
done
echo "== resident memory after the window is up, $ROUNDS rounds each, alternating; $(nproc) cores"
echo "GTKSpecimen:  ${o[*]} KiB"
echo "plain window: ${p[*]} KiB"
mib() { python3 -c "import sys; print(f'{int(sys.argv[1]) / 1024:.1f}')" "$1"; }
bench_result "GTK window with 12 styled labels, resident memory (median)" "$(mib "$(median "${o[@]}")")" MiB \
  "$(mib "$(median "${p[@]}")")" "plain GTK 4 window in C" "≤ 1.10×"
