#!/usr/bin/env bash
# FontFile vs fontconfig's fc-scan on the same files, in one run: microseconds per face, and the
# ratio. Goal: under 10 µs per face for classification in process (bytes in memory). Prints
# figures; never fails on speed. Benchmarks are never timed tests.
#
#   Benchmarks/fontfile-scan.sh [FONT_DIR_OR_FILES...]   (default /usr/share/fonts/truetype/noto)
#
# Needs: swiftc (the toolchain), fc-scan (apt: fontconfig), fonts (apt: fonts-noto-core).
source "$(dirname "$0")/lib/harness.sh"

inputs=("$@")
[[ ${#inputs[@]} -eq 0 ]] && inputs=(/usr/share/fonts/truetype/noto)
mapfile -t files < <(find "${inputs[@]}" -type f \( -iname '*.ttf' -o -iname '*.otf' -o -iname '*.ttc' -o -iname '*.otc' \) | sort)
[[ ${#files[@]} -gt 0 ]] || { echo "bench: no font files under ${inputs[*]}" >&2; exit 66; }
command -v fc-scan >/dev/null || { echo "bench: fc-scan not found (apt-get install fontconfig)" >&2; exit 69; }

build=".build-bench"
mkdir -p "$build"
bin="$build/fontfile-scan-bench"
echo "bench: building (swiftc -O, whole module)"
swiftc -O -wmo -parse-as-library -module-name fontfilebench -package-name typography \
  Sources/FontFile/*.swift Sources/FontFile/*/*.swift Benchmarks/FontFileScan/main.swift -o "$bin"

run() { if command -v taskset >/dev/null; then taskset -c 0 "$@"; else "$@"; fi; }

echo "bench: ${#files[@]} files"
ours="$(run "$bin" "${files[@]}")"
faces=$(awk '/^faces/ {print $2}' <<<"$ours")
mem=$(awk '/^ours_in_memory_us_per_face/ {print $2}' <<<"$ours")
io=$(awk '/^ours_with_mmap_us_per_face/ {print $2}' <<<"$ours")

# fc-scan: one process over all files (what fc-cache does per directory), best of 3, warm cache.
best=""
for _ in 1 2 3; do
  start=$(date +%s%N)
  run fc-scan --format '%{index}\n' "${files[@]}" >/dev/null 2>&1
  end=$(date +%s%N)
  t=$(( (end - start) / 1000 ))
  [[ -z "$best" || $t -lt $best ]] && best=$t
done
fc_faces=$(fc-scan --format '%{index}\n' "${files[@]}" 2>/dev/null | wc -l)
fc_us=$(awk -v t="$best" -v n="$fc_faces" 'BEGIN { printf "%.2f", t / n }')
bench_result "classify a face, bytes in memory ($faces faces)" "$mem" "µs" "$fc_us" "fc-scan, whole process, $fc_faces faces" "< 10 µs"
bench_result "classify a face, through the path API" "$io" "µs" "$fc_us" "fc-scan, whole process"
