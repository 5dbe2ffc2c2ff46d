// Ours side of Benchmarks/tex-compare.sh: the prose as TeX input with our hyphenation points, and
// the lines our engine sets, one record a line, in the form the TeX side writes its own.
import Foundation
import TextLayout

enum TeXComparison {
    /// The paragraphs of a prose file: one a line, lines starting with # skipped.
    static func paragraphs(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }

    /// Each paragraph as TeX input, each followed by a blank line: a discretionary hyphen (`\-`) at each of the
    /// dictionary's points for `language` (the points our engine breaks at, with the dictionary's
    /// minimums), so that TeX breaks at the same points; TeX's special characters escaped.
    static func texInput(language: String, path: String) throws -> String {
        var out = ""
        for paragraph in try paragraphs(path) {
            var word = ""
            func flushWord() {
                guard !word.isEmpty else { return }
                let points = Set(Typesetter.hyphenationPoints(word, language: language))
                for (offset, scalar) in word.unicodeScalars.enumerated() {
                    if points.contains(offset) { out += "\\-" }
                    out.unicodeScalars.append(scalar)
                }
                word = ""
            }
            for scalar in paragraph.unicodeScalars {
                if scalar.properties.isAlphabetic {
                    word.unicodeScalars.append(scalar)
                    continue
                }
                flushWord()
                switch scalar {
                case "\\", "{", "}", "$", "&", "#", "^", "_", "%", "~": out += "\\char\(scalar.value) "
                default: out.unicodeScalars.append(scalar)
                }
            }
            flushWord()
            out += "\n\n"  // a blank line ends a paragraph
        }
        return out
    }

    /// Our lines for every paragraph at each width, justified and hyphenated (factor 1) in the
    /// wrap mode: "width paragraph line natural spaces hyphenated last text", tab-separated, the
    /// natural width being the line's text (its hyphen included) shaped without justification.
    /// `capped`: hyphenation held to CSS-like limits instead of TeX's (at most 2 hyphenated lines
    /// in a row, words of 5 letters or more), to show what TeX's limits gain.
    static func lines(font: String, size: Double, language: String, wrap: ParagraphStyle.Wrap, capped: Bool = false,
                      path: String, widths: [Double]) throws -> String {
        let face = try FontFace(path: font)
        var attrs = TextAttributes(font: try FontInstance(face: face, pointSize: size))
        attrs.language = language
        var style = ParagraphStyle(hyphenationFactor: 1)
        style.wrap = wrap
        if capped {
            style.maximumConsecutiveHyphenatedLines = 2
            style.minimumHyphenatedWordLength = 5
        }
        var out = "# space \(Typesetter.measure(" ", attrs).width)\n"
        let texts = try paragraphs(path)
        for width in widths {
            for (index, text) in texts.enumerated() {
                let options = ParagraphOptions(width: width, alignment: .justified, style: style)
                let lines = try Typesetter.paragraph(text, attrs, options: options).lines
                for (number, line) in lines.enumerated() {
                    let natural = Typesetter.measure(line.line.text, attrs).width
                    let spaces = line.line.text.unicodeScalars.filter { $0 == " " }.count
                    let last = number == lines.count - 1
                    out += "\(width)\t\(index)\t\(number)\t\(natural)\t\(spaces)\t\(line.hyphenated ? 1 : 0)\t\(last ? 1 : 0)"
                    out += "\t\(line.line.text)\n"
                }
            }
        }
        return out
    }
}
