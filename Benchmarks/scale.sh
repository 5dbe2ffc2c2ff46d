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
source "$(dirname "$0")/lib/harness.sh"
SIZES=("$@")
[[ ${#SIZES[@]} -eq 0 ]] && SIZES=(1000 10000 50000)
ROUNDS="${ROUNDS:-5}"
for tool in fc-match fc-scan fc-cache hb-shape hb-view /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "scale.sh: $tool not found (run scripts/setup.sh)" >&2; exit 69; }
done
bin="$(bench_build typography "${SCRATCH:-.build-scale}")"
tmp="$BENCH_TMP"

# The installed font files a library is made of (links need one file system: else copies).
find /usr/share/fonts -type f \( -name '*.ttf' -o -name '*.otf' -o -name '*.ttc' \) -size -5M | sort > "$tmp/sources"
sources=$(wc -l < "$tmp/sources")
measure() { bench_time "$ROUNDS" "$@"; }
# One step: ours against the peer, in time and in peak RSS.
step() {
  local name=$1 ours=$2 ours_rss=$3 peer=$4 peer_rss=$5 peer_name=$6 goal=$7
  bench_result "$name" "$ours" ms "$peer" "$peer_name" "$goal"
  bench_result "$name, peak RSS" "$ours_rss" KiB "$peer_rss" "$peer_name" "${8:-}"
}

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

  # Cold scan including the cache write: ours from an empty cache each round.
  read -r fc_scan fc_scan_rss < <(measure fc-scan --format '%{family}\n' "$lib")
  read -r scan scan_rss < <(BENCH_SETUP="rm -rf '$home/cache/typography'" measure "$bin" fonts scan --quiet)
  step "$size files: cold scan with cache write" "$scan" "$scan_rss" "$fc_scan" "$fc_scan_rss" "fc-scan" "≤ 0.33×"

  # Warm match: both caches built first.
  fc-cache -f >/dev/null 2>&1 || true
  "$bin" fonts scan --quiet >/dev/null
  read -r fcm fcm_rss < <(measure fc-match Inter)
  read -r match match_rss < <(measure "$bin" fonts match Inter)
  step "$size files: fonts match Inter" "$match" "$match_rss" "$fcm" "$fcm_rss" "fc-match" "≤ 1.0×" "≤ 1.5× at 50,000"

  # One line in a style, against HarfBuzz on the face our catalog chose for it.
  face=$("$bin" measure Hello body -j | python3 -c 'import json, sys; print(json.load(sys.stdin)["font"]["path"])')
  read -r hbs hbs_rss < <(measure hb-shape --font-size=17 "$face" Hello)
  read -r meas meas_rss < <(measure "$bin" measure Hello body)
  step "$size files: measure Hello body" "$meas" "$meas_rss" "$hbs" "$hbs_rss" "hb-shape" "≤ 3×"
  read -r hbv hbv_rss < <(measure hb-view --font-size=17 -O png -o "$tmp/hb.png" "$face" Hello)
  read -r rend rend_rss < <(measure "$bin" render Hello body -o "$tmp/ours.png")
  step "$size files: render Hello body" "$rend" "$rend_rss" "$hbv" "$hbv_rss" "hb-view" "≤ 3×"

  # One file added: the next command sees it (the incremental rescan), against our cold scan.
  extra="$lib/d000/added.ttf"
  read -r rescan rescan_rss < <(BENCH_SETUP="rm -f '$extra'; '$bin' fonts match Inter; ln -f '$(head -n 1 "$tmp/sources")' '$extra'" \
    measure "$bin" fonts match Inter)
  bench_result "$size files: one file added, next fonts match" "$rescan" ms "$scan" "our cold scan" "≤ 0.1× at 50,000"
  rm -rf "$lib" "$home"
done
