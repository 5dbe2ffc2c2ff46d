#!/usr/bin/env bash
# Agreement with fontconfig: the queries of Benchmarks/fc-agreement.queries through
# `typography fonts match --json` and through `fc-match`, side by side, on this machine's fonts.
# Prints the agreement rate (same file and face index), then every disagreement with its reason.
# A disagreement is documented when it comes from one of the rules docs/font-choice.md lists
# (the design map, a generic class through the design map, CSS matching within a family, Apple's
# weight numbering, private names, fonts a provider installed); any other is a bug, and the
# script exits 1 (so CI fails). Nothing is timed.
#   Benchmarks/fc-agreement.sh [BINARY]     (default: the debug build's typography)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${1:-}"
if [[ -z "$BIN" ]]; then
  swift build --product typography >/dev/null
  BIN="$(swift build --show-bin-path)/typography"
fi
command -v fc-match >/dev/null || { echo "fc-agreement: fc-match not found (apt-get install fontconfig)" >&2; exit 69; }
[[ -x "$BIN" ]] || { echo "fc-agreement: $BIN: no such program" >&2; exit 66; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# Our catalog cache (and fontconfig's user cache) go to the temp directory.
export XDG_CACHE_HOME="$tmp/cache"
mkdir -p "$XDG_CACHE_HOME"

queries="Benchmarks/fc-agreement.queries"
: >"$tmp/results"
while IFS= read -r line || [[ -n "$line" ]]; do
  [[ -z "$line" || "$line" == \#* ]] && continue
  ours="${line%%	*}"
  fc="$ours"
  [[ "$line" == *"	"* ]] && fc="${line#*	}"
  ours_json="$("$BIN" fonts match --quiet --json -- "$ours" 2>"$tmp/err" || true)"
  fc_out="$(fc-match -f '%{family[0]}\t%{file}\t%{index}' -- "$fc" 2>/dev/null || true)"
  printf '%s\t%s\t%s\t%s\n' "$ours" "$fc" "$fc_out" "$(printf '%s' "$ours_json" | tr -d '\n')$(tr -d '\n' <"$tmp/err")" >>"$tmp/results"
done <"$queries"

python3 - "$tmp/results" <<'PY'
import json, sys

def reason(ours_q, fc_q, fam, path, idx, js, err):
    """The documented rule behind a disagreement, or None."""
    if js is None:
        if "private system font name" in err:
            return "private name: Apple's '.' names never resolve (fontconfig treats it as an unknown family)"
        return None
    rule = js.get("rule")
    face = js.get("face", {})
    if rule == "designMap":
        return "design map: a generic or Apple family resolves to the design map's family (%s)" % js.get("family")
    if rule == "genericClass":
        return "generic class through the design map: " + (js.get("substitution") or "")
    if rule == "language" and "display style (Kufic)" in (js.get("substitution") or "") and "kufi" in fam.lower():
        return "a display face is not UI text: fontconfig's first face for the language is Kufic (" + js.get("substitution") + ")"
    if rule in ("family", "postscriptName", "fullName", "style", "alias", "language") and js.get("family") == fam:
        return "CSS Fonts 4 matching within %s (fontconfig scores weight, width and slant by distance)" % fam
    q = ours_q.lower()
    if ("thin" in q or "ultralight" in q) and js.get("family") == fam:
        return "Apple's weight names (Ultralight 100, Thin 200), where fontconfig's thin is 100"
    return None

rows = []
for raw in open(sys.argv[1], encoding="utf-8"):
    ours_q, fc_q, fam, path, idx, rest = (raw.rstrip("\n").split("\t") + [""] * 6)[:6]
    js, err = None, ""
    try:
        js = json.loads(rest)
    except ValueError:
        err = rest
    rows.append((ours_q, fc_q, fam, path, idx, js, err))

agree = 0
documented = []
undocumented = []
for ours_q, fc_q, fam, path, idx, js, err in rows:
    same = js is not None and js["face"]["path"] == path and str(js["face"]["index"]) == str(int(idx or 0) & 0xFFFF)
    if same:
        agree += 1
        continue
    ours = "%s (%s)" % (js["face"].get("fullName") or js["face"].get("postscriptName"), js["face"]["path"].split("/")[-1]) if js else "refused: " + err.strip()
    theirs = "%s (%s)" % (fam, path.split("/")[-1])
    why = reason(ours_q, fc_q, fam, path, idx, js, err)
    (documented if why else undocumented).append((ours_q, ours, theirs, why))

n = len(rows)
print("fc-agreement: %d queries; same face as fc-match: %d (%.1f %%); documented differences: %d; undocumented: %d"
      % (n, agree, 100.0 * agree / max(n, 1), len(documented), len(undocumented)))
for q, o, t, why in documented:
    print("  documented  %-34s ours %s | fc-match %s\n              reason: %s" % (q, o, t, why))
for q, o, t, why in undocumented:
    print("  UNDOCUMENTED %-33s ours %s | fc-match %s" % (q, o, t))
if n < 100:
    print("fc-agreement: fewer than 100 queries", file=sys.stderr)
    sys.exit(1)
sys.exit(1 if undocumented else 0)
PY
