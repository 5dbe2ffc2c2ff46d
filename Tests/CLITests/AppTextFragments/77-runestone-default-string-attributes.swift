// Source: https://github.com/simonbs/Runestone/blob/d490289ca660c6e2691e7a3f282d353ac99bded7/Sources/Runestone/Library/DefaultStringAttributes.swift#L4-L27
// App: Runestone (license: MIT)
// Uses: NSMutableParagraphStyle, NSParagraphStyle.tabStops, NSTextTab(textAlignment:location:), NSTextAlignment.natural, NSMutableParagraphStyle.defaultTabInterval, NSAttributedString.Key.foregroundColor, NSAttributedString.Key.font, NSAttributedString.Key.kern, NSAttributedString.Key.paragraphStyle, NSMutableAttributedString.beginEditing(), NSMutableAttributedString.setAttributes(_:range:), NSMutableAttributedString.endEditing(), UIColor, UIFont
// Expect: no documented value
import Typography

struct DefaultStringAttributes {
    let textColor: UIColor
    let font: UIFont
    let kern: CGFloat
    let tabWidth: CGFloat

    func apply(to attributedString: NSMutableAttributedString) {
        let paragraphStyle = NSMutableParagraphStyle()
        paragraphStyle.tabStops = (0 ..< 20).map { index in
            NSTextTab(textAlignment: .natural, location: CGFloat(index) * tabWidth)
        }
        paragraphStyle.defaultTabInterval = tabWidth
        let range = NSRange(location: 0, length: attributedString.length)
        let attributes: [NSAttributedString.Key: Any] = [
            .foregroundColor: textColor,
            .font: font,
            .kern: kern as NSNumber,
            .paragraphStyle: paragraphStyle
        ]
        attributedString.beginEditing()
        attributedString.setAttributes(attributes, range: range)
        attributedString.endEditing()
    }
}
