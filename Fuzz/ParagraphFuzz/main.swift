// libFuzzer target for paragraph layout: random text, widths, languages and paragraph styles
// through the one paragraph engine (ICU breaks with each line-break strictness and keep-all,
// libhyphen, soft hyphens, greedy/balance/pretty/optimal, indents, spacing, justification, maximum
// lines), as one style or as up to three runs in different sizes, trackings and colours
// (Typesetter.paragraph(runs:)). Any trap, sanitizer report or broken invariant is a crash.
//
// Built by scripts/fuzz.sh (Fuzz/Driver/FuzzDriver.swift says how); built plainly
// (`swift build --product paragraph-fuzz`) it replays the files given as arguments.
import Foundation
import TextLayout

/// The faces every input may use, loaded once: Latin, Thai, Lao, Khmer, Myanmar, CJK, Arabic,
/// Hebrew, Devanagari (fonts-noto-core and fonts-noto-cjk).
let attributes: TextAttributes? = fontSet(pointSize: 15)
/// The same faces at 22 pt, for a second run.
let larger: TextAttributes? = fontSet(pointSize: 22)

func fontSet(pointSize: Double) -> TextAttributes? {
    let dir = "/usr/share/fonts/"
    let files = ["truetype/noto/NotoSans-Regular.ttf", "truetype/noto/NotoSansThai-Regular.ttf",
                 "truetype/noto/NotoSansLao-Regular.ttf", "truetype/noto/NotoSansKhmer-Regular.ttf",
                 "truetype/noto/NotoSansMyanmar-Regular.ttf", "opentype/noto/NotoSansCJK-Regular.ttc",
                 "truetype/noto/NotoNaskhArabic-Regular.ttf", "truetype/noto/NotoSansHebrew-Regular.ttf",
                 "truetype/noto/NotoSansDevanagari-Regular.ttf"]
    let fonts = files.compactMap { f -> FontInstance? in
        guard let face = try? FontFace(path: dir + f) else { return nil }
        return try? FontInstance(face: face, pointSize: pointSize)
    }
    guard let primary = fonts.first else { return nil }
    return TextAttributes(font: primary, fallbacks: Array(fonts.dropFirst()))
}

let languages: [String?] = [nil, "en-US", "de", "fr", "th", "lo", "km", "my", "ja", "zh", "ko", "ar", "he", "hi", "sw",
                            "ja-u-lb-loose", "de-CH", "en-GB", "x-bad-tag", ""]

/// Lays out one input and checks the result; returns a broken invariant, or nil.
func check(_ bytes: [UInt8]) -> String? {
    guard var attrs = attributes, bytes.count >= 8 else { return nil }
    func byte(_ i: Int) -> Int { Int(bytes[i]) }
    let width = Double(byte(0) | (byte(1) << 8)) / 64  // 0…1024 pt
    attrs.language = languages[byte(2) % languages.count]
    var style = ParagraphStyle()
    style.alignment = ParagraphStyle.Alignment.allCases[byte(3) % 5]
    style.wrap = ParagraphStyle.Wrap.allCases[(byte(3) / 5) % ParagraphStyle.Wrap.allCases.count]
    style.maximumConsecutiveHyphenatedLines = byte(1) % 4
    style.hyphenationFactor = Float(byte(4) % 5) / 4
    style.lineBreakStrategy = ParagraphStyle.LineBreakStrategy(rawValue: (byte(4) & 0x20 != 0 ? 1 : 0) | (byte(4) & 0x40 != 0 ? 1 << 16 : 0))
    style.firstLineHeadIndent = Double(byte(5) % 16) * 4
    style.headIndent = Double(byte(5) / 16) * 4
    style.tailIndent = Double(Int(byte(6) % 32) - 16) * 4
    style.lineSpacing = Double(byte(7) % 4)
    style.paragraphSpacing = Double(byte(7) / 64) * 3
    style.lineHeightMultiple = byte(6) & 0x80 != 0 ? 1.5 : 0
    style.lineBreakStrictness = ParagraphStyle.LineBreakStrictness.allCases[(byte(2) / languages.count) % 5]
    style.wordBreak = byte(6) & 0x40 != 0 ? .keepAll : .normal
    let maxLines: Int? = byte(7) & 0x10 != 0 ? 1 + byte(7) % 5 : nil
    let text = String(decoding: bytes[8...], as: UTF8.self)
    // One run, or the text cut into two or three runs (at code points) in other sizes, trackings
    // and colours.
    let runCount = 1 + (byte(2) / languages.count) % 3
    let codePoints = Array(text.unicodeScalars)
    var runs: [TextRun] = []
    for k in 0..<runCount {
        let lo = codePoints.count * k / runCount, hi = codePoints.count * (k + 1) / runCount
        var view = String.UnicodeScalarView()
        view.append(contentsOf: codePoints[lo..<hi])
        var a = k == 1 ? (larger ?? attrs) : attrs
        a.language = attrs.language
        if k == 2 { a.tracking = TrackingDecision(perMille: 40, source: .explicit) }
        runs.append(TextRun(String(view), a, color: k == 1 ? RGBA(red: 1, green: 0, blue: 0) : nil))
    }
    let p: Paragraph
    do {
        p = runCount == 1
            ? try Typesetter.paragraph(text, attrs, options: ParagraphOptions(width: width, maxLines: maxLines, style: style))
            : try Typesetter.paragraph(runs: runs, options: ParagraphOptions(width: width, maxLines: maxLines, style: style))
    } catch {
        return nil  // a style the paragraph refuses is an error, not a crash
    }
    let utf8 = text.utf8.count, utf16 = text.utf16.count, scalars = text.unicodeScalars.count
    var top = -Double.infinity
    var last = 0
    for l in p.lines {
        guard l.textRange.lowerBound >= last || maxLines != nil, l.textRange.upperBound <= utf8 else { return "a line's range \(l.textRange) is out of order or outside the text (\(utf8) bytes)" }
        guard l.utf16Range.upperBound <= utf16, l.scalarRange.upperBound <= scalars,
              l.scalarRange.count <= l.utf16Range.count, l.utf16Range.count <= l.textRange.count
        else { return "a line's UTF-16 or scalar range disagrees with its UTF-8 range" }
        guard l.top >= top, l.top.isFinite, l.height.isFinite, l.x.isFinite, l.line.width.isFinite
        else { return "a line is placed at a position that is not finite or goes up" }
        if l.hyphenated && !(l.line.text.hasSuffix("\u{2010}") || l.line.text.hasSuffix("-")) { return "a hyphenated line without its hyphen" }
        top = l.top
        last = l.textRange.upperBound
    }
    if let maxLines, p.lines.count > maxLines { return "more lines than maxLines" }
    guard p.height.isFinite, p.height >= 0 else { return "a height that is not finite" }
    return nil
}

// The hyphenation dictionaries are loaded once, before the first input, as an app loads them
// once: libhyphen's loader takes seconds for the large German ones under AddressSanitizer (2.7 s
// of CPU for de-CH in a debug build), which would otherwise count against the first input that
// names the language and end the run as a timeout that is not the layout's.
for language in languages { _ = Typesetter.hyphenationPoints("hyphenation", language: language) }

fuzz("paragraph") { bytes in check(Array(bytes)) }
