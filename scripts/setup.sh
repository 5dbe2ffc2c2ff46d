#!/usr/bin/env bash
# Installs everything the build, the main job and the tests need, on a fresh Debian/Ubuntu machine
# that has only the Swift toolchain (or on macOS with Homebrew). Safe to run again.
set -euo pipefail

# Everything comes from one list, scripts/dependencies.txt (what each entry is for is said there):
# Debian packages, Homebrew formulas and casks, and the Python packages from PyPI, which go into a
# virtual environment at .build/venv that the tests find by that path. A second run installs
# nothing and takes about 2 s: apt-get and pip run only when something on the list is missing.
list=scripts/dependencies.txt
# The entries of one kind; a `library` line adds its `apt:` package and `brew:` formula.
entries() {
  sed -e 's/#.*//' "$list" | awk -v kind="$1" '
    $1 == kind { print $2 }
    $1 == "library" { for (i = 3; i <= NF; i++) if (index($i, kind ":") == 1) print substr($i, length(kind) + 2) }'
}
pip_requirements() { sed -e 's/#.*//' "$list" | awk '$1 == "python" && $3 ~ /^pip:/ { print substr($3, 5) }'; }

if [[ "$(uname -s)" == "Darwin" ]]; then
  command -v brew >/dev/null || { echo "setup: Homebrew is required on macOS (https://brew.sh)" >&2; exit 69; }
  mapfile -t formulas < <(entries brew)
  mapfile -t casks < <(entries cask)
  brew install "${formulas[@]}"
  brew install --cask "${casks[@]}" || echo "setup: some font casks did not install; the design map falls back" >&2
  python=python3
elif command -v apt-get >/dev/null; then
  mapfile -t packages < <(entries apt)
  # Only what is missing: dpkg-query answers for the whole list in a few milliseconds.
  mapfile -t missing < <(dpkg-query -W -f='${db:Status-Status} ${binary:Package}\n' "${packages[@]}" 2>/dev/null \
    | awk '$1 == "installed" { sub(/:.*/, "", $2); print $2 }' | sort -u | comm -13 - <(printf '%s\n' "${packages[@]}" | sort -u))
  if [[ ${#missing[@]} -gt 0 ]]; then
    SUDO=""
    if [[ "$(id -u)" != "0" ]]; then
      command -v sudo >/dev/null || { echo "setup: run as root or install sudo" >&2; exit 77; }
      SUDO="sudo"
    fi
    export DEBIAN_FRONTEND=noninteractive
    echo "setup: installing ${#missing[@]} Debian packages: ${missing[*]}"
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
  fi
  # Debian's python3, so that the environment also sees Debian's Python modules (python3-gi…).
  python=/usr/bin/python3
else
  echo "setup: unsupported system: need apt-get (Debian/Ubuntu) or Homebrew (macOS)" >&2
  exit 69
fi
echo "setup: system packages ready"

# The Python packages from PyPI, in .build/venv; the installed list is kept beside it, so that pip
# runs again only when the list changes.
venv=.build/venv
wanted="$(pip_requirements | sort)"
if [[ ! -x "$venv/bin/python" ]] || [[ "$(cat "$venv/requirements.txt" 2>/dev/null)" != "$wanted" ]]; then
  rm -rf "$venv"
  mkdir -p .build
  "$python" -m venv --system-site-packages "$venv"
  mapfile -t requirements <<<"$wanted"
  "$venv/bin/pip" install -q --disable-pip-version-check "${requirements[@]}" \
    || { echo "setup: pip could not install ${requirements[*]} into $venv" >&2; rm -rf "$venv"; exit 69; }
  printf '%s\n' "$wanted" > "$venv/requirements.txt"
fi
echo "setup: Python tools ready ($venv)"
