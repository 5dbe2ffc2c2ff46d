#!/usr/bin/env bash
# Installs everything the build, the main job and the tests need, on a fresh Debian/Ubuntu machine
# that has only the Swift toolchain (or on macOS with Homebrew). Safe to run again.
set -euo pipefail

# System packages, one list for all platforms' purposes:
#  fontconfig, fonts-*: the font catalog and the default fonts (see README "Default fonts")
#  python3 + fonttools: generating test fonts (scripts/make-test-fonts.py)
#  TextLayout's C libraries (pkg-config system-library targets in Package.swift): HarfBuzz,
#  FreeType, Cairo (with cairo-ft, PNG/SVG/PDF), FriBidi, libunibreak
#  libharfbuzz-bin: hb-shape, the peer the layout tests and Benchmarks/layout.sh compare with
#  fonts-noto-core, fonts-noto-color-emoji, fonts-inter, fonts-inter-variable: the real fonts the
#  layout tests shape (Latin, Arabic, Devanagari, Thai, Hebrew, emoji; Inter and Inter Display)
DEBIAN_PACKAGES=(
  fontconfig fonts-noto-core
  python3 python3-pip python3-venv
  pkg-config libharfbuzz-dev libharfbuzz-bin libfreetype-dev libcairo2-dev libfribidi-dev libunibreak-dev
  fonts-noto-core fonts-noto-color-emoji fonts-inter fonts-inter-variable
)
BREW_PACKAGES=(fontconfig harfbuzz freetype cairo fribidi libunibreak pkg-config)

if [[ "$(uname -s)" == "Darwin" ]]; then
  command -v brew >/dev/null || { echo "setup: Homebrew is required on macOS (https://brew.sh)" >&2; exit 69; }
  brew install "${BREW_PACKAGES[@]}"
elif command -v apt-get >/dev/null; then
  SUDO=""
  if [[ "$(id -u)" != "0" ]]; then
    command -v sudo >/dev/null || { echo "setup: run as root or install sudo" >&2; exit 77; }
    SUDO="sudo"
  fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${DEBIAN_PACKAGES[@]}" >/dev/null
else
  echo "setup: unsupported system: need apt-get (Debian/Ubuntu) or Homebrew (macOS)" >&2
  exit 69
fi
echo "setup: system packages ready"
