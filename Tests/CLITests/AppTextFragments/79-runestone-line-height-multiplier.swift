// Source: https://github.com/simonbs/Runestone/blob/d490289ca660c6e2691e7a3f282d353ac99bded7/Sources/Runestone/StringSyntaxHighlighter.swift#L79-L105
// App: Runestone (license: MIT)
// Uses: NSMutableAttributedString.beginEditing(), NSMutableAttributedString.removeAttribute(_:range:), NSMutableAttributedString.addAttribute(_:value:range:), NSAttributedString.Key.paragraphStyle, NSMutableParagraphStyle.lineSpacing, NSAttributedString.attribute(_:at:effectiveRange:), NSParagraphStyle.mutableCopy(), UIFont.ascender, UIFont.descender, UIFont.leading
// Expect: no documented value
import Typography

private extension StringSyntaxHighlighter {
    private func applyLineHeightMultiplier(to attributedString: NSMutableAttributedString) {
        let scaledLineHeight = theme.font.totalLineHeight * lineHeightMultiplier
        let mutableParagraphStyle = getMutableParagraphStyle(from: attributedString)
        mutableParagraphStyle.lineSpacing = scaledLineHeight - theme.font.totalLineHeight
        let range = NSRange(location: 0, length: attributedString.length)
        attributedString.beginEditing()
        attributedString.removeAttribute(.paragraphStyle, range: range)
        attributedString.addAttribute(.paragraphStyle, value: mutableParagraphStyle, range: range)
        attributedString.endEditing()
    }

    private func getMutableParagraphStyle(
        from attributedString: NSMutableAttributedString
    ) -> NSMutableParagraphStyle {
        guard let attributeValue = attributedString.attribute(.paragraphStyle, at: 0, effectiveRange: nil) else {
            return NSMutableParagraphStyle()
        }
        guard let paragraphStyle = attributeValue as? NSParagraphStyle else {
            fatalError("Expected .paragraphStyle attribute to be instance of NSParagraphStyle")
        }
        guard let mutableParagraphStyle = paragraphStyle.mutableCopy() as? NSMutableParagraphStyle else {
            fatalError("Expected mutableCopy() to return an instance of NSMutableParagraphStyle")
        }
        return mutableParagraphStyle
    }
}

// stub: StringSyntaxHighlighter's stored properties read here (same file L6-L22), with Theme reduced to its font
public final class StringSyntaxHighlighter {
    public var theme: Theme = Theme()
    public var lineHeightMultiplier: CGFloat = 1
}

public struct Theme {
    var font: UIFont = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
}

// stub: copied from Sources/Runestone/Library/UIFont+Helpers.swift L3-L7
extension UIFont {
    var totalLineHeight: CGFloat {
        ascender + abs(descender) + leading
    }
}
