#!/usr/bin/env bash
# The main job, on a fresh machine: install, build, print iOS's whole type ramp at xxxLarge, then
# draw it: every style's name, size, line height and tracking, and a sample set in the font the
# catalog chooses (Apple's when installed, else the default open fonts setup.sh installs).
# Extra arguments go to the specimen command (for example --design rounded).
# The tool is built in debug, which takes a fraction of the release build's time on a fresh clone
# and draws one specimen as well; `make install` builds the release tool.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
./scripts/setup.sh
swift build --product typography
bin="$(swift build --show-bin-path)/typography"
"$bin" table --platform ios --category xxxLarge
echo
"$bin" specimen --platform ios --category xxxLarge -o specimen.png "$@"
echo "specimen: $(pwd)/specimen.png"
echo "time: $(( SECONDS - started )) s"
