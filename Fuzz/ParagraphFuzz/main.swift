// libFuzzer target for paragraph layout: random text, widths, languages and paragraph styles
// through the one paragraph engine (ICU breaks with each line-break strictness and keep-all,
// libhyphen, soft hyphens, greedy/balance/pretty/optimal, indents, spacing, justification, maximum
// lines), as one style or as up to three runs in different sizes, trackings, colours, baseline
// offsets and ligature settings (Typesetter.paragraph(runs:)); or through Apple's API on top of it
// (TypographyText: an NSAttributedString with UIKit's attributes and an NSParagraphStyle, every line
// break mode, measured with boundingRect and each drawing option, now and then drawn). Any trap,
// sanitizer report or broken invariant is a crash.
//
// Built by scripts/fuzz.sh (Fuzz/Driver/FuzzDriver.swift says how); built plainly
// (`swift build --product paragraph-fuzz`) it replays the files given as arguments.
import FontCatalog
import Foundation
import TextLayout
import TypographyText
import TypographyUIKit

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

/// PARAGRAPH_FUZZ_ENGINE=1: every input through the engine alone (a long campaign on the engine
/// runs several times more inputs a second without Apple's API, whose font fallback goes through
/// the catalog).
let engineOnly = ProcessInfo.processInfo.environment["PARAGRAPH_FUZZ_ENGINE"] == "1"

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
    if byte(6) & 0x20 != 0 && !engineOnly { return checkAPI(text, bytes) }
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
        if k == 2 {
            a.tracking = TrackingDecision(perMille: 40, source: .explicit)
            a.features = ["-liga", "-clig"]
        }
        runs.append(TextRun(String(view), a, color: k == 1 ? RGBA(red: 1, green: 0, blue: 0) : nil,
                            baselineOffset: k == 1 ? Double(Int(byte(5) % 16) - 8) : 0))
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
    return checkQueries(p, utf16: utf16)
}

/// The layout queries on the paragraph: every caret is finite and on its line; the point just
/// inside a grapheme's leading edge finds that grapheme; selections stay inside their lines.
func checkQueries(_ p: Paragraph, utf16: Int) -> String? {
    let queries = p.queries
    for index in stride(from: 0, through: utf16, by: max(1, utf16 / 64)) {
        guard let caret = queries.caret(atUTF16: index) else { return p.lines.isEmpty ? nil : "no caret for \(index)" }
        guard caret.strongX.isFinite, caret.weakX.isFinite, p.lines.indices.contains(caret.lineIndex) else {
            return "the caret of \(index) is not finite or not on a line"
        }
        let line = p.lines[caret.lineIndex]
        let x = caret.strongX
        guard let hit = queries.characterIndex(x: x, y: line.top + line.height / 2) else { return "no character at a caret" }
        guard hit.fraction >= 0, hit.fraction <= 1, hit.utf16Index >= 0, hit.utf16Index <= utf16, hit.lineIndex == caret.lineIndex else {
            return "the character at the caret of \(index) is \(hit), outside the text or the line"
        }
    }
    for rect in queries.selectionRects(forUTF16: 0..<utf16) {
        guard rect.width >= 0, rect.x.isFinite, rect.y.isFinite, rect.height.isFinite else { return "a selection rectangle is not finite" }
    }
    let fragments = queries.lineFragments
    guard fragments.count == p.lines.count,
          zip(fragments, fragments.dropFirst()).allSatisfy({ $0.utf16Range.upperBound <= $1.utf16Range.lowerBound || $1.utf16Range.isEmpty })
    else { return "line fragments overlap or are missing" }
    return nil
}

/// The installed fonts for Apple's API, read once without a cache (as the tests read them).
let textFonts: Void = {
    TextFonts.shared = CatalogFonts(catalog: Catalog.open(directories: FontDirectories(directories: ["/usr/share/fonts"]),
                                                          cachePath: nil))
}()

/// The text through Apple's API: an attributed string in three parts (the second larger, kerned
/// and raised or lowered; the third tracked, without ligatures, in another colour), sometimes an
/// attachment, with a
/// paragraph style from the bytes, measured with each drawing option and, for one input in eight,
/// drawn into an image. Checks what UIKit promises: a finite rectangle of non-negative size, and
/// with `.truncatesLastVisibleLine` no taller than the height, or than the first line (always
/// kept) when that alone is taller.
func checkAPI(_ text: String, _ bytes: [UInt8]) -> String? {
    func byte(_ i: Int) -> Int { Int(bytes[i]) }
    textFonts
    let sizes: [CGFloat] = [15, 0, 9.5, 22]
    guard let body = UIFont(name: "Noto Sans", size: sizes[byte(7) % 4]) else { return nil }
    let style = NSMutableParagraphStyle()
    style.alignment = NSTextAlignment(rawValue: byte(3) % 5) ?? .natural
    style.lineBreakMode = NSLineBreakMode(rawValue: byte(5) % 6) ?? .byWordWrapping
    style.hyphenationFactor = Float(byte(4) % 5) / 4
    style.allowsDefaultTighteningForTruncation = byte(4) & 0x80 != 0
    style.baseWritingDirection = NSWritingDirection(rawValue: byte(2) % 3 - 1) ?? .natural
    style.firstLineHeadIndent = CGFloat(byte(5) / 16) * 4
    style.lineSpacing = CGFloat(byte(7) % 4)
    style.paragraphSpacing = CGFloat(byte(7) / 64) * 3
    let s = NSMutableAttributedString(string: text, attributes: [.font: body, .paragraphStyle: style])
    let n = s.length
    if n >= 3 {
        let second = NSRange(location: n / 3, length: n / 3), third = NSRange(location: 2 * n / 3, length: n - 2 * n / 3)
        s.addAttributes([.font: UIFont.preferredFont(forTextStyle: .title1), .kern: Double(byte(1) % 5) - 1,
                         .baselineOffset: Double(Int(byte(5) % 16) - 8)], range: second)
        s.addAttributes([.tracking: 0.5, .ligature: 0, .foregroundColor: UIColor.red], range: third)
        // A horizontal expansion (from half to twice as wide) and one or two levels of explicit
        // embedding or override, from the input, over runs that overlap others.
        s.addAttribute(.expansion, value: Double(Int(byte(7) % 9) - 4) / 6, range: NSRange(location: n / 4, length: n / 2))
        let levels = [Int(byte(4) % 4), Int(byte(5) % 4)].prefix(byte(3) & 1 == 0 ? 1 : 2)
        s.addAttribute(.writingDirection, value: Array(levels), range: NSRange(location: n / 6, length: n / 2))
    }
    // An attachment, for one input in eight: a box of the input's size set in the line.
    if n >= 1, byte(2) & 7 == 0 {
        let attachment = NSTextAttachment()
        attachment.bounds = CGRect(x: 0, y: CGFloat(Int(byte(6) % 16) - 8), width: CGFloat(byte(5) % 40), height: CGFloat(byte(4) % 40))
        s.insert(NSAttributedString(attachment: attachment), at: n / 2)
    }
    // Decorations (underline and strikethrough styles from the input, a background, a shadow, an
    // outline and a slant) change what is drawn, never what is measured.
    let decorated = NSMutableAttributedString(attributedString: s)
    let decorates = n >= 2 && byte(6) & 3 == 0
    if decorates {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 1, height: CGFloat(byte(6) % 4))
        decorated.addAttributes([.underlineStyle: byte(6) | (byte(7) << 8), .strikethroughStyle: byte(7) % 16,
                                 .backgroundColor: UIColor.yellow, .shadow: shadow, .underlineColor: UIColor.blue,
                                 .strokeWidth: Double(byte(6) % 7) - 3, .obliqueness: Double(byte(7) % 5) / 10 - 0.2],
                                range: NSRange(location: n / 2, length: n - n / 2))
    }
    let width = CGFloat(byte(0) | (byte(1) << 8)) / 64
    let height = CGFloat(byte(2)) * 2
    let options = NSStringDrawingOptions(rawValue: byte(4) & 0x23)  // line fragments, font leading, truncation
    let r = s.boundingRect(with: CGSize(width: width, height: height), options: options, context: nil)
    guard r.width.isFinite, r.height.isFinite, r.minY.isFinite, r.width >= 0, r.height >= 0 else {
        return "boundingRect \(r) is not a finite rectangle of non-negative size"
    }
    if options.contains(.usesLineFragmentOrigin), options.contains(.truncatesLastVisibleLine), height > 0,
       r.height > height + 1e-6 {
        // At least the first line is kept, however short the height: what a height of almost
        // nothing keeps.
        let first = s.boundingRect(with: CGSize(width: width, height: 1e-3), options: options, context: nil)
        if r.height > max(height, first.height) + 1e-6 { return "\(r.height) pt tall with truncation in \(height) pt" }
    }
    if decorates, decorated.boundingRect(with: CGSize(width: width, height: height), options: options, context: nil) != r {
        return "decorations changed the measured rectangle"
    }
    if byte(3) & 0xE0 == 0xE0 {
        let png = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 32)).pngData { _ in
            decorated.draw(with: CGRect(x: 0, y: 0, width: width, height: height), options: options, context: nil)
        }
        if png.isEmpty { return "drawing made no image" }
    }
    return nil
}

// The hyphenation dictionaries are loaded once, before the first input, as an app loads them
// once: libhyphen's loader takes seconds for the large German ones under AddressSanitizer (2.7 s
// of CPU for de-CH in a debug build), which would otherwise count against the first input that
// names the language and end the run as a timeout that is not the layout's.
for language in languages { _ = Typesetter.hyphenationPoints("hyphenation", language: language) }
// The same for the font catalog that Apple's API reads (9 s to scan /usr/share/fonts in the debug
// build under AddressSanitizer, near libFuzzer's 10 s timeout for one input).
if !engineOnly { textFonts }

fuzz("paragraph") { bytes in check(Array(bytes)) }
