#!/usr/bin/env bash
# Documentation of the public library API, from the debug build's modules:
#  1. extracts each library module's symbol graph (swift-symbolgraph-extract, public symbols);
#  2. prints, per module, how many public symbols have a doc comment (compiler-synthesized members
#     such as Codable's init(from:) and Hashable's hash(into:) are not counted);
#  3. builds the DocC archive of the umbrella catalog with every module's symbols (docc convert).
# With --check it exits 1 when a public symbol has no doc comment or DocC fails; run-tests.sh runs
# it so. Needs `swift build` first; SWIFT_BIN_PATH names its folder (run-tests.sh sets it, so that
# this never waits for the lock of the `swift test` beside it). Set DOCS_OUT=DIR to keep the
# .doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
[[ "${1:-}" == "--check" ]] && check=1
MODULES=(TypeSystem TypographyUIKit TypographyAppKit FontFile TextScaling FontCatalog FontManagement TextLayout TypographyText TypographyCoreText)
[[ -d Sources/DesignTokens ]] && MODULES+=(DesignTokens)
# The GTK 4 bridge (its own product, outside the umbrella), where GTK 4 is installed.
[[ -d Sources/TypographyGTK ]] && pkg-config --exists gtk4 2>/dev/null && MODULES+=(TypographyGTK)
[[ -d Sources/SourceLintCore ]] && MODULES+=(SourceLintCore)
[[ -d Sources/SourceLint ]] && MODULES+=(SourceLint)

bin="${SWIFT_BIN_PATH:-$(swift build --show-bin-path)}"
[[ -n "${DOCS_OUT:-}" ]] && mkdir -p "$DOCS_OUT"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
graphs="$work/graphs"
mkdir -p "$graphs"
triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
# The C modules the library modules import: their module maps and their headers' include paths.
flags=(-I "$bin/Modules")
for dir in Sources/C*; do [[ -f "$dir/module.modulemap" ]] && flags+=(-I "$dir"); done
for map in "$bin"/*.build/module.modulemap; do flags+=(-Xcc "-fmodule-map-file=$map"); done
grdb=$(find .build/checkouts -path '*GRDB.swift/Sources/GRDBSQLite' -type d | head -n 1)
[[ -n "$grdb" ]] && flags+=(-I "$grdb")
for inc in $(pkg-config --cflags-only-I harfbuzz freetype2 cairo fribidi icu-uc libxml-2.0 2>/dev/null); do flags+=(-Xcc "$inc"); done
for inc in $(pkg-config --cflags-only-I gtk4 2>/dev/null); do flags+=(-Xcc "$inc"); done
shims=$(find .build/checkouts -path '*swift-syntax/Sources/_SwiftSyntaxCShims/include' -type d | head -n 1)
[[ -n "$shims" ]] && flags+=(-I "$shims")  # SourceLint imports swift-syntax
for module in "${MODULES[@]}"; do
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -minimum-access-level public \
    -output-dir "$graphs" "${flags[@]}" >"$work/extract.log" 2>&1 \
    || { cat "$work/extract.log" >&2; echo "doc-coverage: cannot extract $module's symbols" >&2; exit 70; }
done

status=0
python3 - "$graphs" "$check" <<'PY' || status=1
import glob, json, os, sys
graphs, check = sys.argv[1], sys.argv[2] == "1"
missing_all = 0
for path in sorted(glob.glob(os.path.join(graphs, "*.symbols.json"))):
    if "@" in os.path.basename(path):   # extensions of other modules' types: counted with their module
        continue
    graph = json.load(open(path))
    module = graph["module"]["name"]
    # Compiler-synthesized members, and symbols a macro generates (they have no source location, so
    # no comment can reach them: @TaskLocal's `$current`), are documented by what generates them.
    symbols = [s for s in graph["symbols"] if "::SYNTHESIZED::" not in s["identifier"]["precise"] and s.get("location")]
    missing = [s for s in symbols if not s.get("docComment")]
    missing_all += len(missing)
    done = len(symbols) - len(missing)
    print(f"doc-coverage: {module}: {done} of {len(symbols)} public symbols documented")
    if check:
        for s in missing[:int(os.environ.get("DOC_LIST", "20"))]:
            print(f"  undocumented: {s['kind']['displayName'].lower()} {'.'.join(s['pathComponents'])}")
        if len(missing) > 20:
            print(f"  … and {len(missing) - 20} more")
sys.exit(1 if (check and missing_all) else 0)
PY

# The DocC archive: the umbrella catalog's articles with every module's symbols.
if ! docc convert Sources/Umbrella/Typography.docc --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name Typography --fallback-bundle-identifier org.typography.Typography \
    --output-path "${DOCS_OUT:-$work}/Typography.doccarchive" >"$work/docc.log" 2>&1; then
  tail -n 20 "$work/docc.log" >&2
  echo "doc-coverage: docc convert failed" >&2
  status=1
else
  warnings=$(grep -c "warning:" "$work/docc.log" || true)
  echo "doc-coverage: DocC archive built ($warnings warnings)"
  [[ $check -eq 1 && "${DOCS_VERBOSE:-0}" == 1 ]] && grep "warning:" "$work/docc.log" >&2
fi
exit $status
