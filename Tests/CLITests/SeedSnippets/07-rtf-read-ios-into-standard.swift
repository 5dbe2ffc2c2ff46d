// 07 — Seed 004 (WWDC19 session 227, "Font Management and Text Scaling"): reading RTF copied on
// iOS into the standard text scaling — "you first set the target text scaling to standard when
// you're reading your RTF into an attributed string". Written as Apple's reference spells the
// reading options (`.targetTextScaling`, `NSTextScalingType`).
// Expected, from the seed: "The original text we copied here on iOS is using a size of 17 points.
// And the pasted text on the Mac is using a size of 13 points." The document reports its own
// scaling, iOS (`NSTextScalingType.iOS`, raw value 1).
import Typography

func snippet_07() -> [String: Double] {
    // Text copied on iOS: tagged with the iOS text scaling, 17 pt (\fs34).
    let rtf = #"{\rtf1\ansi\ansicpg1252\cocoatextscaling1\cocoaplatform1{\fonttbl\f0\fnil\fcharset0 .SFUI-Regular;}\pard\f0\fs34 Copied on iOS}"#
    var documentAttributes: NSDictionary?
    let text = try? NSAttributedString(data: Data(rtf.utf8),
                                       options: [.documentType: NSAttributedString.DocumentType.rtf,
                                                 .targetTextScaling: NSTextScalingType.standard],
                                       documentAttributes: &documentAttributes)
    let font = text?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    let attributes = documentAttributes as? [NSAttributedString.DocumentAttributeKey: Any]
    let scaling = attributes?[.textScaling] as? Int

    let asIs = try? NSAttributedString(data: Data(rtf.utf8), options: [.targetTextScaling: NSTextScalingType.iOS],
                                       documentAttributes: nil)
    let iOSFont = asIs?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    return ["pointSize": Double(font?.pointSize ?? 0),
            "pointSizeKeptInIOS": Double(iOSFont?.pointSize ?? 0),
            "documentTextScaling": Double(scaling ?? -1),
            "text": text?.string == "Copied on iOS" ? 1 : 0]
}
