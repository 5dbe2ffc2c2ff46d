"""The figures of Benchmarks/tex-compare.sh, from the line records both sides write (one a line:
width, paragraph, line, natural width, spaces, hyphenated, last, text; tab-separated).

For each line but a paragraph's last, its space stretch is how far each of its spaces must grow to
fill the column, in spaces: (width − natural) ÷ (spaces × the font's space), a line without
spaces counted as if it had one; negative when the spaces shrink. A line is overfull when even its
spaces shrunk by a third leave it wider than the column by more than TeX's \\hfuzz (0.1 pt).
Usage: compare.py SPACE_WIDTH LABEL=FILE…
"""
import sys

HFUZZ = 0.1


def figures(path, space):
    lines = []
    for row in open(path, encoding="utf-8"):
        if row.startswith("#") or not row.strip():
            continue
        f = row.rstrip("\n").split("\t")
        lines.append((float(f[0]), int(f[1]), int(f[2]), float(f[3]), int(f[4]), f[5] == "1", f[6] == "1"))
    squares, worst, overfull, hyphens, longest, final = 0.0, 0.0, 0, 0, 0, 0
    run, previous = 0, None
    for index, (width, paragraph, _, natural, spaces, hyphenated, last) in enumerate(lines):
        if last and index > 0 and lines[index - 1][5] and lines[index - 1][:2] == (width, paragraph):
            final += 1
        if previous != (width, paragraph):
            run, previous = 0, (width, paragraph)
        if not last:
            stretch = (width - natural) / (max(spaces, 1) * space)
            squares += stretch * stretch
            worst = max(worst, stretch)
        if natural - spaces * space / 3 > width + HFUZZ:
            overfull += 1
        run = run + 1 if hyphenated else 0
        hyphens += hyphenated
        longest = max(longest, run)
    return {"lines": len(lines), "squares": squares, "worst": worst, "run": longest, "overfull": overfull,
            "hyphens": hyphens, "final": final}


def main():
    space = float(sys.argv[1])
    columns = [(label, figures(path, space)) for label, path in (a.split("=", 1) for a in sys.argv[2:])]
    rows = [("sum of squared space stretch", "squares", "{:,.0f}"),
            ("worst space stretch, in spaces", "worst", "{:.2f}"),
            ("longest run of hyphenated lines", "run", "{}"),
            ("overfull lines", "overfull", "{}"),
            ("hyphenated lines", "hyphens", "{}"),
            ("hyphenated lines before a last line", "final", "{}"),
            ("lines", "lines", "{}")]
    print("| | " + " | ".join(label for label, _ in columns) + " |")
    print("|---|" + "---|" * len(columns))
    for title, key, form in rows:
        print(f"| {title} | " + " | ".join(form.format(c[key]) for _, c in columns) + " |")


main()
