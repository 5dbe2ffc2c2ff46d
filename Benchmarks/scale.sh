#!/usr/bin/env bash
# The catalog at library scale, side by side with fontconfig and HarfBuzz in one run (prints
# figures and ratios; never fails on speed). For each size (default 1000 10000 50000 files):
#   - a library of that many files, hard links to the installed fonts (files up to 5 MB, so the
#     CJK collections do not dominate), 1,000 to a folder, in a temporary directory, with a
#     fontconfig file that names only that folder, so fontconfig and we see the same set;
#   - cold scan including the cache write: `typography fonts scan` against `fc-scan` of the folder;
#   - warm `typography fonts match Inter` against `fc-match Inter` (each after its own cache is built);
#   - `typography measure "Hello" body` against `hb-shape` on the face it chose, and
#     `typography render "Hello" body` against `hb-view` (PNG);
#   - one file added, then the next `fonts match` (the incremental rescan);
#   - peak RSS (GNU time's maximum resident set) of each.
# Wall times are the best of ROUNDS (default 5) whole processes.
#   Benchmarks/scale.sh [SIZES…]        env: ROUNDS=5 SCRATCH=.build-scale
set -euo pipefail
cd "$(dirname "$0")/.."
SIZES=("$@")
[[ ${#SIZES[@]} -eq 0 ]] && SIZES=(1000 10000 50000)
ROUNDS="${ROUNDS:-5}"
SCRATCH="${SCRATCH:-.build-scale}"
for tool in fc-match fc-scan fc-cache hb-shape hb-view /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "scale.sh: $tool not found (run scripts/setup.sh)" >&2; exit 69; }
done

source scripts/release-flags.sh
swift build "${RELEASE_FLAGS[@]}" --scratch-path "$SCRATCH" --product typography >/dev/null
bin="$(swift build "${RELEASE_FLAGS[@]}" --scratch-path "$SCRATCH" --show-bin-path)/typography"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# The installed font files a library is made of (links need one file system: else copies).
find /usr/share/fonts -type f \( -name '*.ttf' -o -name '*.otf' -o -name '*.ttc' \) -size -5M | sort > "$tmp/sources"
sources=$(wc -l < "$tmp/sources")

# Best wall-clock milliseconds of ROUNDS runs, and the peak RSS in KiB of the last. SETUP, when
# set, is a shell command run (untimed) before each round.
measure() {
  python3 - "$ROUNDS" "$@" <<'PY'
import subprocess, sys, time, os, tempfile
n = int(sys.argv[1]); cmd = sys.argv[2:]
best = float("inf"); rss = 0
setup = os.environ.get("SETUP")
with tempfile.NamedTemporaryFile() as t:
    for _ in range(n):
        if setup:
            subprocess.run(["bash", "-c", setup], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        t0 = time.perf_counter()
        subprocess.run(["/usr/bin/time", "-f", "%M", "-o", t.name] + cmd, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=True)
        best = min(best, time.perf_counter() - t0)
        rss = int(open(t.name).read().split()[-1])
print(f"{best * 1000:.1f} {rss}")
PY
}
ratio() { python3 -c "import sys; print(f'{float(sys.argv[1]) / float(sys.argv[2]):.2f}')" "$1" "$2"; }
row() { printf '%-34s %12s %12s %9s %12s %12s\n' "$@"; }

echo "== scale.sh: $(nproc) cores; libraries of hard links to $sources installed font files (< 5 MB)"
for size in "${SIZES[@]}"; do
  lib="$tmp/lib-$size"
  mkdir -p "$lib"
  python3 - "$tmp/sources" "$lib" "$size" <<'PY'
import os, sys
sources = open(sys.argv[1]).read().split("\n")[:-1]
lib, size = sys.argv[2], int(sys.argv[3])
for i in range(size):
    src = sources[i % len(sources)]
    folder = os.path.join(lib, f"d{i // 1000:03d}")
    os.makedirs(folder, exist_ok=True)
    dst = os.path.join(folder, f"f{i:06d}{os.path.splitext(src)[1]}")
    try:
        os.link(src, dst)
    except OSError:
        import shutil; shutil.copyfile(src, dst)
PY
  home="$tmp/home-$size"
  mkdir -p "$home/cache" "$home/config" "$home/data"
  cat > "$tmp/fonts-$size.conf" <<EOF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig><dir>$lib</dir><cachedir>$home/fc-cache</cachedir></fontconfig>
EOF
  export HOME="$home" XDG_CACHE_HOME="$home/cache" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data"
  export FONTCONFIG_FILE="$tmp/fonts-$size.conf"
  faces=$(fc-scan --format '%{file}\n' "$lib" | wc -l)
  echo
  echo "-- $size files ($faces faces by fc-scan)"
  row "" "ours ms" "peer ms" "ratio" "ours KiB" "peer KiB"

  # Cold scan including the cache write: ours from an empty cache each round.
  read -r fc_scan fc_scan_rss < <(measure fc-scan --format '%{family}\n' "$lib")
  read -r scan scan_rss < <(SETUP="rm -rf '$home/cache/typography'" measure "$bin" fonts scan --quiet)
  row "cold scan vs fc-scan" "$scan" "$fc_scan" "$(ratio "$scan" "$fc_scan")" "$scan_rss" "$fc_scan_rss"

  # Warm match: both caches built first.
  fc-cache -f >/dev/null 2>&1 || true
  "$bin" fonts scan --quiet >/dev/null
  read -r fcm fcm_rss < <(measure fc-match Inter)
  read -r match match_rss < <(measure "$bin" fonts match Inter)
  row "fonts match vs fc-match" "$match" "$fcm" "$(ratio "$match" "$fcm")" "$match_rss" "$fcm_rss"

  # One line in a style, against HarfBuzz on the face our catalog chose for it.
  face=$("$bin" measure Hello body -j | python3 -c 'import json, sys; print(json.load(sys.stdin)["font"]["path"])')
  read -r hbs hbs_rss < <(measure hb-shape --font-size=17 "$face" Hello)
  read -r meas meas_rss < <(measure "$bin" measure Hello body)
  row "measure vs hb-shape" "$meas" "$hbs" "$(ratio "$meas" "$hbs")" "$meas_rss" "$hbs_rss"
  read -r hbv hbv_rss < <(measure hb-view --font-size=17 -O png -o "$tmp/hb.png" "$face" Hello)
  read -r rend rend_rss < <(measure "$bin" render Hello body -o "$tmp/ours.png")
  row "render vs hb-view" "$rend" "$hbv" "$(ratio "$rend" "$hbv")" "$rend_rss" "$hbv_rss"

  # One file added: the next command sees it (incremental rescan), against the cold scan.
  extra="$lib/d000/added.ttf"
  read -r rescan rescan_rss < <(SETUP="rm -f '$extra'; '$bin' fonts match Inter; ln -f '$(head -n 1 "$tmp/sources")' '$extra'" \
    measure "$bin" fonts match Inter)
  row "one file added, next match" "$rescan" "$scan" "$(ratio "$rescan" "$scan")" "$rescan_rss" "—"
  echo "   (the last ratio is against our own cold scan: the goal is ≤ 0.1 at 50,000 files)"
  rm -rf "$lib" "$home"
done
