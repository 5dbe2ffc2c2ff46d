#!/usr/bin/env bash
# The main job, on a fresh machine: install, build, and print iOS's whole type ramp at xxxLarge.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
swift build -c release --product typography
"$(swift build -c release --show-bin-path)/typography" table --platform ios --size xxxLarge "$@"
