// libFuzzer target for RTF documents, from bytes to laid-out lines: the TextScaling reader, writer
// and converter (their invariants, RTFDocument._checkInvariants), then the document read into
// TextLayout's attributed text (RTFDocument.attributedText: a TextBlock per paragraph with the
// paragraph's ParagraphStyle, a TextRun per run) and, when it is small enough to be cheap, laid
// out. Any trap, sanitizer report or broken invariant is a crash for libFuzzer; each one found
// becomes a file in Tests/Fixtures/rtf/fuzz/, replayed by FuzzRegressionTests.
//
// Built by scripts/fuzz.sh (Fuzz/Driver/FuzzDriver.swift says how); built plainly
// (`swift build --product rtf-fuzz`) it replays the files given as arguments.
import Foundation
@_spi(Fuzzing) import TextScaling
import TextLayout
import TypographyText
import TypographyUIKit

/// The faces runs are set in, loaded once (fonts-noto-core and fonts-noto-cjk): the fuzzer checks
/// the document's text and layout, not the catalog's choice, so every font name gets these.
let faces: [FontFace] = ["/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
                         "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"].compactMap { try? FontFace(path: $0) }

/// The largest document laid out, in code points: layout is linear in the text, but the fuzzer
/// runs far more inputs a second on what it reads than on what it also lays out.
let layoutLimit = 4096

/// Paragraph separators as the attributed-string API writes them: one line feed each.
func paragraphsNormalized(_ s: String) -> String {
    s.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        .replacingOccurrences(of: "\u{2029}", with: "\n").replacingOccurrences(of: "\u{85}", with: "\n")
}

/// Apple's API over the same engine: the document read into an `NSAttributedString` in the
/// standard and the iOS scalings (every size 17/13 of the other), written back as RTF, and read
/// again: the same text and the same sizes.
func checkAttributedStringAPI(_ bytes: [UInt8], paragraphs: [RTFParagraph]) -> String? {
    let data = Data(bytes)
    guard let standard = try? NSAttributedString(data: data, options: [.documentType: NSAttributedString.DocumentType.rtf,
                                                                       .targetTextScaling: NSTextScalingType.standard],
                                                 documentAttributes: nil) else { return "the document reads but not as an attributed string" }
    guard standard.string == paragraphs.map({ $0.runs.map(\.text).joined() }).joined(separator: "\n") else {
        return "the attributed string's text is not the document's paragraphs"
    }
    guard let iOS = try? NSAttributedString(data: data, options: [.documentType: NSAttributedString.DocumentType.rtf,
                                                                       .targetTextScaling: NSTextScalingType.iOS], documentAttributes: nil),
          iOS.string == standard.string else { return "the iOS reading's text differs" }
    func sizes(_ s: NSAttributedString) -> [Double] {
        var out: [Double] = []
        s.enumerateAttribute(.font, in: NSRange(location: 0, length: s.length)) { value, _, _ in
            out.append(Double((value as? UIFont)?.pointSize ?? -1))  // -1: a line feed of an empty paragraph, no font
        }
        return out
    }
    for (a, b) in zip(sizes(standard), sizes(iOS)) where a > 0 && abs(a * 17 / 13 - b) > 1e-6 * max(1, b) {
        return "a size read as \(a) pt standard and \(b) pt iOS"
    }
    guard let written = standard.rtf(from: NSRange(location: 0, length: standard.length), documentAttributes: [:]),
          let again = try? NSAttributedString(data: written, options: [.documentType: NSAttributedString.DocumentType.rtf,
                                                                       .targetTextScaling: NSTextScalingType.standard],
                                              documentAttributes: nil) else { return "the written RTF does not read" }
    guard again.string == paragraphsNormalized(standard.string) else { return "the text changed through writing and reading" }
    for (a, b) in zip(sizes(standard), sizes(again)) where abs(a - b) > 0.001 + 1e-9 * a {
        return "a size written as \(a) pt read back as \(b) pt"
    }
    return nil
}

func check(_ bytes: [UInt8]) -> String? {
    if let broken = RTFDocument._checkInvariants(bytes) { return broken }
    guard let document = try? RTFDocument(bytes: bytes), let primary = faces.first else { return nil }
    let text: RTFAttributedText
    do {
        text = try document.attributedText(display: bytes.count % 2 == 0 ? nil : .iOS) { request throws(LayoutError) in
            let font = try FontInstance(face: primary, pointSize: request.pointSize)
            var fallbacks: [FontInstance] = []
            for face in faces.dropFirst() { fallbacks.append(try font.matching(face)) }
            return (TextAttributes(font: font, fallbacks: fallbacks),
                    .init(name: request.font?.name ?? "Helvetica", face: primary.postscriptName ?? "", reason: nil))
        }
    } catch {
        return nil  // a size no font takes is an error, not a crash
    }
    let paragraphs = document.paragraphs()
    if bytes.count <= layoutLimit * 4, let broken = checkAttributedStringAPI(bytes, paragraphs: paragraphs) { return broken }
    guard text.blocks.count == paragraphs.count else { return "\(text.blocks.count) blocks for \(paragraphs.count) paragraphs" }
    guard text.runs.count == paragraphs.reduce(0, { $0 + $1.runs.count }) else { return "a run was lost or added" }
    var scalars = 0
    for (block, paragraph) in zip(text.blocks, paragraphs) {
        if let reason = block.style.invalidReason { return "an RTF paragraph's style is refused by the layout: \(reason)" }
        let joined = block.runs.map(\.text).joined()
        guard joined == paragraph.runs.map(\.text).joined() else { return "a block's text differs from its paragraph's" }
        scalars += joined.unicodeScalars.count
        for run in block.runs where !(run.attributes.font.pointSize.isFinite && run.attributes.font.pointSize > 0) {
            return "a run's size \(run.attributes.font.pointSize) is not a positive number"
        }
    }
    guard scalars <= layoutLimit, text.blocks.count <= layoutLimit / 8 else { return nil }
    let width = (try? text.wrapWidth()) ?? RTFAttributedText.defaultLineWidth
    let laid: Paragraph
    do {
        laid = try text.layout(width: min(width, 2_000))
    } catch {
        return nil
    }
    var top = -Double.infinity
    for l in laid.lines {
        guard l.top.isFinite, l.x.isFinite, l.height.isFinite, l.line.width.isFinite else { return "a line placed at a position that is not finite" }
        guard l.top >= top else { return "a line above the one before it" }
        top = l.top
    }
    guard laid.height.isFinite, laid.height >= 0 else { return "a height that is not finite" }
    return nil
}

fuzz("rtf") { bytes in check(Array(bytes)) }
