// 08 — Seed 004 (WWDC19 session 227): saving with text scaling — "you can use the text scaling
// document attribute to set the metadata in the document on Save using attributed string writing
// APIs like data from range … you can also convert the document to a particular text scaling when
// you save it … by specifying both of the new document attributes." Written as Apple's reference
// spells `data(from:documentAttributes:)` and the two attributes.
// Expected: tagged \cocoatextscaling0 (standard, NSTextScalingStandard = 0), the 17 pt iOS body
// saved as 13 pt (\fs26); without the source attribute the size is kept (17 pt, \fs34).
import Typography

func snippet_08() -> [String: Double] {
    let body = NSAttributedString(string: "Saved", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    let range = NSRange(location: 0, length: body.length)
    let converted = try? body.data(from: range, documentAttributes: [
        .documentType: NSAttributedString.DocumentType.rtf,
        .textScaling: NSTextScalingType.standard,
        .sourceTextScaling: NSTextScalingType.iOS,
    ])
    let taggedOnly = body.rtf(from: range, documentAttributes: [.textScaling: NSTextScalingType.iOS])
    let convertedRTF = converted.map { String(decoding: $0, as: UTF8.self) } ?? ""
    let taggedRTF = taggedOnly.map { String(decoding: $0, as: UTF8.self) } ?? ""
    let readBack = converted.flatMap {
        try? NSAttributedString(data: $0, options: [.targetTextScaling: NSTextScalingType.standard], documentAttributes: nil)
    }
    let font = readBack?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    return ["taggedStandard": convertedRTF.contains("\\cocoatextscaling0") ? 1 : 0,
            "convertedTo13": convertedRTF.contains("\\fs26") ? 1 : 0,
            "taggedIOS": taggedRTF.contains("\\cocoatextscaling1") ? 1 : 0,
            "keptAt17": taggedRTF.contains("\\fs34") ? 1 : 0,
            "readBackPointSize": Double(font?.pointSize ?? 0),
            "readBackText": readBack?.string == "Saved" ? 1 : 0]
}
