#!/usr/bin/env bash
# Benchmark: the source lint (`typography-lint`, which `typography lint` runs) on a generated tree
# of 2,000 SwiftUI/UIKit files (100,000 lines), on a real open-source app, and on a real-world-sized
# CSS bundle (about 300 KB, the size of an unminified Bootstrap 5).
#
#   Benchmarks/lint.sh [FILES]      (default 2000 Swift files of 50 lines)
#
# Builds the tool in release (scratch path $SCRATCH, default .build-lint), generates the inputs,
# and prints the best whole-process time of 3 runs and the files (and lines) linted a second.
# Goals (issue 41, §6): the whole Swift tree, data flow included, in at most 2 s on the 2-core
# development machine, files read in parallel; a real app of about 90,000 lines in at most 0.5 s.
# The side-by-side reference is the Swift compiler's own parser over the same files
# (`swiftc -frontend -parse` over the file list, one frontend process, no type checking): the
# cost of parsing alone, which the lint adds its rules and its I/O to. There is no CSS peer on Linux to install (stylelint needs npm).
#
# The real app is Mastodon for iOS (UIKit and SwiftUI, about 93,000 lines of Swift), cloned at a
# pinned commit into the temporary directory (never into the repository):
#   LINT_APP_GIT     where to clone it from (default https://github.com/mastodon/mastodon-ios; a
#                    local clone or bare mirror works offline)
#   LINT_APP_COMMIT  the commit (default the one the figures in docs/benchmarks.md were taken at)
#   LINT_APP_NAME    its name in the results (default mastodon-ios)
#   LINT_APP=0       leaves the app out
# SARIF beside text on a real minified style sheet (goal: SARIF at most 2x text): Bootstrap 3's
# bootstrap.min.css (120 KB on one line, 48 px font sizes), from Debian's libjs-bootstrap
# (`apt-get download`, unpacked into the temporary directory, nothing installed), linted with
# `lint.include-tests = on` so that its findings are warnings and SARIF carries their fixes:
#   LINT_MINIFIED_CSS  another minified file instead (LINT_MINIFIED_CSS=0 leaves this out)
# Not a timed test: it only prints.
source "$(dirname "$0")/lib/harness.sh"
files="${1:-2000}"
work="$BENCH_TMP"
tool="$(bench_build typography-lint "${SCRATCH:-.build-lint}")"
app_git="${LINT_APP_GIT:-https://github.com/mastodon/mastodon-ios}"
app_commit="${LINT_APP_COMMIT:-a9e088a9c7b88720fed5eefdd2dc1606b5f21dc8}"

python3 - "$work/tree" "$files" "$work/bundle.css" <<'PY'
import os, sys
root, files, css = sys.argv[1], int(sys.argv[2]), sys.argv[3]
# 50 lines per file: a SwiftUI view or a UIKit cell, mixing text styles with a few fixed sizes.
swiftui = '''import SwiftUI

/// Row {n} of the generated feed.
struct FeedRow{n}: View {{
    let title: String
    let subtitle: String
    let count: Int
    @ScaledMetric(relativeTo: .body) private var icon: CGFloat = 20

    var body: some View {{
        HStack(alignment: .firstTextBaseline, spacing: 8) {{
            Image(systemName: "star")
                .font(.system(size: icon))
            VStack(alignment: .leading, spacing: 2) {{
                Text(title)
                    .font(.headline)
                Text(subtitle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
                Text("\\(count) comments")
                    .font(.system(size: {size}))
            }}
            Spacer()
            Text("New")
                .font(.caption.weight(.semibold))
                .padding(.horizontal, 6)
                .background(Capsule().fill(.tint))
        }}
        .padding(.vertical, 6)
    }}
}}

// A helper that formats counts; no text here.
enum Counts{n} {{
    static func short(_ value: Int) -> String {{
        switch value {{
        case ..<1_000: return "\\(value)"
        case ..<1_000_000: return "\\(value / 1_000)k"
        default: return "\\(value / 1_000_000)M"
        }}
    }}

    static func long(_ value: Int) -> String {{
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter.string(from: NSNumber(value: value)) ?? "\\(value)"
    }}
}}
'''
uikit = '''import UIKit

/// Cell {n} of the generated settings list.
final class SettingsCell{n}: UITableViewCell {{
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let badgeLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {{
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = UIFont.preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        detailLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13))
        detailLabel.adjustsFontForContentSizeCategory = true
        detailLabel.numberOfLines = 2
        badgeLabel.font = UIFont.systemFont(ofSize: {size}, weight: .medium)
        badgeLabel.textAlignment = .center
        for view in [titleLabel, detailLabel, badgeLabel] {{
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }}
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            titleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
            detailLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            badgeLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            badgeLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }}

    required init?(coder: NSCoder) {{ fatalError("init(coder:) has not been implemented") }}

    func configure(title: String, detail: String, badge: Int) {{
        titleLabel.text = title
        detailLabel.text = detail
        badgeLabel.text = badge > 0 ? "\\(badge)" : nil
        badgeLabel.isHidden = badge == 0
        accessibilityLabel = "\\(title), \\(detail)"
    }}

    override func prepareForReuse() {{
        super.prepareForReuse()
        titleLabel.text = nil
        detailLabel.text = nil
        badgeLabel.text = nil
        // Reset the badge's colours.
        badgeLabel.backgroundColor = .clear
    }}
}}
'''
for n in range(files):
    d = os.path.join(root, f"Module{n // 100}")
    os.makedirs(d, exist_ok=True)
    text = (swiftui if n % 2 == 0 else uikit).format(n=n, size=10 + n % 10)
    with open(os.path.join(d, f"File{n}.swift"), "w") as f:
        f.write(text)
# The CSS bundle: components with selectors, media queries, comments and a share of px sizes.
with open(css, "w") as f:
    f.write("/*! generated bundle */\n:root { --space: 8px; --radius: 4px; }\nhtml { font-size: 100%; }\n")
    n = 0
    while f.tell() < 300_000:
        size = "0.875rem" if n % 4 else f"{12 + n % 6}px"
        f.write(f"""/* component {n} */
.c{n}, .c{n}__item:hover > .c{n}__label {{
  display: flex;
  padding: calc(var(--space) * 2) 12px;
  border: 1px solid rgba(0, 0, 0, .125);
  border-radius: var(--radius);
  font-size: {size};
  line-height: 1.5;
  background: url("data:image/svg+xml;charset=utf8,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E") no-repeat;
}}
@media (min-width: 768px) {{
  .c{n} {{ font-size: 1rem; }}
}}
""")
        n += 1
PY
swift_files=$(find "$work/tree" -name '*.swift' | wc -l)
swift_lines=$(find "$work/tree" -name '*.swift' -exec cat {} + | wc -l)
css_bytes=$(stat -c %s "$work/bundle.css")
echo "inputs: $swift_files Swift files, $swift_lines lines; CSS bundle $css_bytes bytes, $(wc -l < "$work/bundle.css") lines" >&2
"$tool" "$work/tree" > "$work/out.txt" || [[ $? -eq 1 ]]
echo "findings on the Swift tree: $(tail -n 1 "$work/out.txt")" >&2

read -r swift_ms swift_rss < <(bench_time 3 sh -c '"$0" "$1" > /dev/null; [ $? -le 1 ]' "$tool" "$work/tree")
find "$work/tree" -name '*.swift' > "$work/list.txt"
read -r parse_ms _ < <(bench_time 3 sh -c 'xargs -d "\\n" swiftc -frontend -parse < "$0" > /dev/null 2>&1' "$work/list.txt")
read -r css_ms css_rss < <(bench_time 3 sh -c '"$0" "$1" > /dev/null; [ $? -le 1 ]' "$tool" "$work/bundle.css")

if [[ "${LINT_APP:-1}" != "0" ]]; then
  # The app at its pinned commit; only its files, no history beyond what the clone needs.
  git clone --quiet --no-checkout "$app_git" "$work/app" >&2
  git -C "$work/app" -c advice.detachedHead=false checkout --quiet "$app_commit" >&2
  rm -rf "$work/app/.git"
  app_name="${LINT_APP_NAME:-mastodon-ios}"
  app_swift=$(find "$work/app" -name '*.swift' | wc -l)
  app_lines=$(find "$work/app" -name '*.swift' -exec cat {} + | wc -l)
  "$tool" "$work/app" > "$work/app-out.txt" || [[ $? -eq 1 ]]
  echo "findings on $app_name: $(tail -n 1 "$work/app-out.txt")" >&2
  read -r app_ms app_rss < <(bench_time 3 sh -c '"$0" "$1" > /dev/null; [ $? -le 1 ]' "$tool" "$work/app")
  find "$work/app" -name '*.swift' > "$work/app-list.txt"
  # The compiler's parser reports diagnostics on some of the app's files (top-level code in a
  # LinuxMain.swift, a generated file) and exits 1 after parsing them all: its time is kept.
  read -r app_parse_ms _ < <(bench_time 3 sh -c 'xargs -d "\\n" swiftc -frontend -parse < "$0" > /dev/null 2>&1; true' "$work/app-list.txt")
fi

rate() { python3 -c "import sys; print(f'{float(sys.argv[1]) / (float(sys.argv[2]) / 1000):.0f}')" "$1" "$2"; }
bench_result "lint, $swift_files Swift files ($swift_lines lines), whole process" "$swift_ms" ms "$parse_ms" "swiftc -frontend -parse of the same files" "<= 2000 ms"
echo "result lint Swift rate: $(rate "$swift_files" "$swift_ms") files/s, $(rate "$swift_lines" "$swift_ms") lines/s; peak RSS ${swift_rss} KiB"
bench_result "lint, CSS bundle of $css_bytes bytes, whole process" "$css_ms" ms
echo "result lint CSS rate: $(rate "$css_bytes" "$css_ms") bytes/s; peak RSS ${css_rss} KiB"
if [[ "${LINT_APP:-1}" != "0" ]]; then
  bench_result "lint, $app_name @ ${app_commit:0:7} ($app_swift Swift files, $app_lines lines), whole process" "$app_ms" ms "$app_parse_ms" "swiftc -frontend -parse of the same files" "<= 500 ms"
  echo "result lint $app_name rate: $(rate "$app_lines" "$app_ms") lines/s; peak RSS ${app_rss} KiB"
fi

if [[ "${LINT_MINIFIED_CSS:-}" != "0" ]]; then
  mkdir -p "$work/minified"
  if [[ -n "${LINT_MINIFIED_CSS:-}" ]]; then
    cp "$LINT_MINIFIED_CSS" "$work/minified/"
  else
    (cd "$work" && apt-get download libjs-bootstrap >&2 && dpkg-deb -x libjs-bootstrap_*.deb deb)
    cp "$work/deb/usr/share/javascript/bootstrap/css/bootstrap.min.css" "$work/minified/"
  fi
  echo "lint.include-tests = on" > "$work/minified/.typography"
  min_file=$(ls "$work/minified"/*.css | head -n 1)
  "$tool" "$work/minified" > "$work/min-out.txt" || [[ $? -eq 1 ]]
  echo "findings on $(basename "$min_file") ($(stat -c %s "$min_file") bytes, $(wc -l < "$min_file") newlines): $(tail -n 1 "$work/min-out.txt")" >&2
  read -r min_text_ms _ < <(bench_time 5 sh -c '"$0" "$1" > /dev/null; [ $? -le 1 ]' "$tool" "$work/minified")
  read -r min_sarif_ms _ < <(bench_time 5 sh -c '"$0" --format sarif "$1" > /dev/null; [ $? -le 1 ]' "$tool" "$work/minified")
  bench_result "lint --format sarif on $(basename "$min_file"), whole process" "$min_sarif_ms" ms "$min_text_ms" "text output of the same file" "<= 2x"
fi
