#!/usr/bin/env bash
# Installs everything the build, the main job and the tests need, on a fresh Debian/Ubuntu machine
# that has only the Swift toolchain (or on macOS with Homebrew). Safe to run again.
set -euo pipefail

# System packages, one list for all platforms' purposes:
#  fontconfig: fc-list/fc-scan/fc-cache, the peer the catalog is checked against
#  python3: the generator scripts (fonttools and PyICU come from pip only to regenerate fixtures)
#  TextLayout's C libraries (pkg-config system-library targets in Package.swift): HarfBuzz,
#  FreeType, Cairo (with cairo-ft, PNG/SVG/PDF), FriBidi, ICU (line breaking: libicu-dev)
#  libhyphen-dev, hyphen-en-us, hyphen-de, hyphen-fr: hyphenation (libhyphen and the LibreOffice
#    pattern dictionaries under /usr/share/hyphen; the tests hyphenate English, German and French);
#    python3-pyphen: the tests check our hyphenation points against pyphen's reading of the same files
#  libharfbuzz-bin: hb-shape, the peer the layout tests and Benchmarks/layout.sh compare with
#  fonts-noto-core, fonts-noto-color-emoji, fonts-inter, fonts-inter-variable: the real fonts the
#  layout tests shape (Latin, Arabic, Devanagari, Thai, Hebrew, emoji; Inter and Inter Display)
#  libsqlite3-dev: the catalog's cache (GRDB links the system SQLite)
#  fonts-inter(-variable), fonts-quicksand, fonts-noto-core, fonts-jetbrains-mono, fonts-noto-mono,
#    fonts-noto-color-emoji: the open default fonts of the design map (docs/default-fonts.md)
#  util-linux: setpriv, to test an unreadable file as root (CLI tests)
#  libfontconfig-dev, pkg-config, gcc: Benchmarks/catalog.sh times FcFontMatch in a small C program
#  fonts-liberation2, fonts-crosextra-carlito, fonts-crosextra-caladea: the metric-compatible
#    families fontconfig's aliases name (Helvetica/Arial, Times, Courier → Liberation; Calibri →
#    Carlito; Cambria → Caladea): the substitution tests and Benchmarks/fc-agreement.sh
#  fonts-noto-cjk: Han text in each region's own face (ja, zh-Hans, zh-Hant, ko) in the fallback tests
#  pngcheck: the tests check every PNG we write with it (chunks, CRCs, the sRGB chunk)
#  python3-jsonschema, python3-tinycss2, python3-libsass, nodejs, libxml2-utils: the design-token
#    tests validate exports against the DTCG schema, parse the CSS, compile the SCSS, load the
#    Tailwind config and check the Android XML with xmllint
#  libglib2.0-0, dconf-gsettings-backend, gsettings-desktop-schemas: the desktop's text size
#    (GSettings org.gnome.desktop.interface text-scaling-factor through GIO and dconf, opened at
#    run time); dbus, dconf-service, dconf-cli, libglib2.0-bin (gsettings), xvfb, x11-xserver-utils
#    (xrdb), xdg-desktop-portal, xdg-desktop-portal-gtk: the tests run the real stack on a private
#    D-Bus daemon and X display (Tests/CLITests/DesktopTextSizeTests.swift)
#  aapt, android-framework-res: the Android XML export is compiled with Debian's aapt against the
#    framework's resources (framework-res.apk), as an Android build links it
#    (Tests/CLITests/ExportToolTests.swift)
#  chromium: the HTML specimen test lays the page out in headless Chromium and compares each line's
#    width with measure's (Tests/CLITests/HTMLSpecimenTests.swift)
#  libgtk-4-dev: GTK 4 and Pango (≥ 1.50, absolute line heights) for the TypographyGTK bridge and
#    the GTKSpecimen app (the CGTK4 system-library target; nothing else needs it); imagemagick: the
#    GTK tests take screenshots of the app on Xvfb (`import`) and measure them (`convert -trim`);
#    weston: they run it under Wayland too, on weston's headless backend; python3-gi,
#    gir1.2-gtk-4.0: the PyGObject example (Examples/GTKPython) the GTK tests run
#  tmux: the font management tests drive the interactive picker and the consent prompt on a real
#    terminal; sqlite3: they read the font registry without our code after killing the tool
DEBIAN_PACKAGES=(
  fontconfig
  python3 python3-pip python3-venv
  pkg-config libharfbuzz-dev libharfbuzz-bin libfreetype-dev libcairo2-dev libfribidi-dev libicu-dev
  libhyphen-dev hyphen-en-us hyphen-de hyphen-fr python3-pyphen
  libsqlite3-dev
  fonts-inter fonts-inter-variable fonts-quicksand fonts-noto-core fonts-jetbrains-mono fonts-noto-mono
  fonts-noto-color-emoji
  fonts-liberation2 fonts-crosextra-carlito fonts-crosextra-caladea fonts-noto-cjk
  util-linux
  libfontconfig-dev gcc
  tmux sqlite3
  pngcheck
  python3-jsonschema python3-tinycss2 python3-libsass nodejs libxml2-utils
  libglib2.0-0 libglib2.0-bin dconf-gsettings-backend dconf-service dconf-cli gsettings-desktop-schemas dbus
  xvfb x11-xserver-utils xdg-desktop-portal xdg-desktop-portal-gtk
  chromium
  libgtk-4-dev imagemagick weston python3-gi gir1.2-gtk-4.0
  aapt android-framework-res
)
# Homebrew: the same open default fonts are casks (font-inter, font-quicksand, font-noto-serif,
# font-jetbrains-mono); macOS has SQLite and Apple's own fonts.
BREW_PACKAGES=(fontconfig harfbuzz freetype cairo fribidi icu4c pkg-config gtk4)
BREW_CASKS=(font-inter font-quicksand font-noto-serif font-jetbrains-mono font-noto-color-emoji chromium)

if [[ "$(uname -s)" == "Darwin" ]]; then
  command -v brew >/dev/null || { echo "setup: Homebrew is required on macOS (https://brew.sh)" >&2; exit 69; }
  brew install "${BREW_PACKAGES[@]}"
  brew install --cask "${BREW_CASKS[@]}" || echo "setup: some font casks did not install; the design map falls back" >&2
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
