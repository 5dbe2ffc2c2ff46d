// Source: https://github.com/duckduckgo/iOS/blob/7b3f6010d27a3a69fe92a2ad698543f2e67c8900/Core/NSAttributedStringExtension.swift#L22-L85
// App: DuckDuckGo iOS (license: Apache-2.0)
// Uses: NSAttributedString.mutableCopy(), NSMutableAttributedString, NSAttributedString(string:), NSMutableAttributedString.mutableString, NSMutableString.setString(_:), NSAttributedString.attributes(at:effectiveRange:), NSAttributedString.Key.font, UIFont.withSize(_:), NSMutableAttributedString(attributedString:), NSMutableAttributedString.setAttributes(_:range:), NSAttributedString.Key.foregroundColor, NSMutableAttributedString.addAttributes(_:range:), NSAttributedString.string
// Expect: no documented value
import Typography

extension NSAttributedString {
    public func withText(_ text: String) -> NSAttributedString {
        guard let mutableText = mutableCopy() as? NSMutableAttributedString else {
            return NSAttributedString(string: text)
        }
        mutableText.mutableString.setString(text)
        return mutableText
    }

    public var font: UIFont? {
        return attributes(at: 0, effectiveRange: nil)[.font] as? UIFont
    }

    public func stringWithFontSize(_ size: CGFloat) -> NSAttributedString? {
        guard let font = font else { return nil }
        let newFont = font.withSize(size)

        let newString = NSMutableAttributedString(attributedString: self)
        newString.setAttributes([.font: newFont], range: string.fullRange)
        return newString
    }

    /// Creates a new `NSAttributedString` initialized with the characters and attributes of the current attributed string plus the specified font.
    ///
    /// - Parameter font: The `UIFont` to apply to the text in the `NSAttributedString`.
    /// - Returns: A new `NSAttributedString`initialized with characters and attributes of the current attributed string plus the specified font.
    public func withFont(_ font: UIFont) -> NSAttributedString {
        with(attribute: .font, value: font)
    }

    /// Creates a new `NSAttributedString` initialized with the characters and attributes of the current attributed string plus the specified text color
    ///
    /// - Parameter color: The color to apply to the text
    /// - Returns: A new `NSAttributedString` initialized with characters and attributes of the current attributed string plus the text color
    public func withTextColor(_ color: UIColor) -> NSAttributedString {
        with(attribute: .foregroundColor, value: color)
    }

    /// Creates a new `NSAttributedString` initialized with the characters and attributes of the current attributed string plus the specified attribute
    ///
    /// - Parameters:
    ///   - key: The attribute key to apply. This should be one of the keys defined in `NSAttributedString.Key`.
    ///   - value: The value associated with the attribute key. This can be any object compatible with the attribute.
    ///   - range: An optional `NSRange` specifying the range within the `NSAttributedString` to apply the attribute.
    ///            If `nil`, the attribute is applied to the entire `NSAttributedString`.
    /// - Returns: A new `NSAttributedString` with the specified attribute applied.
    public func with(attribute key: NSAttributedString.Key, value: Any, in range: NSRange? = nil) -> NSAttributedString {
        with(attributes: [key: value], in: range)
    }

    /// Creates a new `NSAttributedString` initialized with the characters and attributes of the current attributed string plus the specified attributes
    ///
    /// - Parameters:
    ///   - attributes: A dictionary of attributes to apply, where the keys are of type `NSAttributedString.Key` and the values
    ///     are objects compatible with the attributes (e.g., `UIFont`, `UIColor`).
    ///   - range: An optional `NSRange` specifying the range within the `NSAttributedString` to apply the attributes.
    ///            If `nil`, the attributes are applied to the entire `NSAttributedString`.
    /// - Returns: A new `NSAttributedString` with the specified attributes applied.
    public func with(attributes: [NSAttributedString.Key: Any], in range: NSRange? = nil) -> NSAttributedString {
        let mutableString = NSMutableAttributedString(attributedString: self)
        mutableString.addAttributes(attributes, range: range ?? string.nsRange)
        return mutableString
    }
}

// stub: copied from the same file L89-L97 (the `nsRange` helper; `range(of:)` at L99-L101 is left out and the closing brace added)
public extension String {

    var attributed: NSAttributedString {
        NSAttributedString(string: self)
    }

    var nsRange: NSRange {
        NSRange(startIndex..., in: self)
    }
}

// stub: `String.fullRange` comes from DuckDuckGo's BrowserServicesKit package (not in this repository); same body as `nsRange` above
extension String {
    var fullRange: NSRange { NSRange(startIndex..., in: self) }
}
