// Source: https://github.com/Automattic/pocket-casts-ios/blob/c23892d1f47bc44d422fa06c389b49820aa04dd3/podcasts/SwiftUI/HTMLTextView.swift#L45-L67
// App: Pocket Casts iOS (license: MPL-2.0)
// Uses: NSAttributedString.DocumentReadingOptionKey.documentType, NSAttributedString.DocumentType.html, NSMutableAttributedString(data:options:documentAttributes:), NSAttributedString(string:), NSMutableParagraphStyle, NSMutableParagraphStyle.alignment, NSMutableParagraphStyle.lineSpacing, NSTextAlignment.center, NSAttributedString.Key.font, NSAttributedString.Key.foregroundColor, NSAttributedString.Key.paragraphStyle, NSMakeRange, NSMutableAttributedString.addAttributes(_:range:)
// Expect: no documented value
// wrapped: private computed property of Pocket Casts' HTMLTextView (a SwiftUI UIViewRepresentable); wrapped in `struct HTMLTextView { ... }` with the stored properties it reads
import Typography

struct HTMLTextView {
    // stub: copied from the same file L6-L8 (the stored properties the property reads)
    let text: String
    let font: UIFont
    let textColor: UIColor

    private var attributedString: NSAttributedString {
        let options = [NSAttributedString.DocumentReadingOptionKey.documentType: NSAttributedString.DocumentType.html]

        guard let data = text.data(using: .unicode),
            let attributedString = try? NSMutableAttributedString(data: data, options: options, documentAttributes: nil) else {
            return NSAttributedString(string: text)
        }

        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineSpacing = 7

        let attributes = [
            NSAttributedString.Key.font: font,
            NSAttributedString.Key.foregroundColor: textColor,
            NSAttributedString.Key.paragraphStyle: paragraph
        ]

        let range = NSMakeRange(0, attributedString.length)
        attributedString.addAttributes(attributes, range: range)

        return attributedString
    }
}
