// Source: https://github.com/home-assistant/iOS/blob/d722d7811aec72397d05837477c5f146943b6248/Sources/HAIconic/Sources/IconDrawable.swift#L96-L174
// App: Home Assistant Companion for iOS (license: Apache-2.0)
// Uses: NSAttributedString(string:attributes:), NSMutableAttributedString(attributedString:), NSAttributedString.Key.font, NSAttributedString.Key.foregroundColor, NSAttributedString.Key.baselineOffset, NSAttributedString.Key.kern, NSAttributedString.Key.paragraphStyle, NSMutableAttributedString.insert(_:at:), UIEdgeInsets, NSMutableParagraphStyle, NSTextAlignment.center, UIGraphicsBeginImageContextWithOptions, NSAttributedString.draw(in:), UIGraphicsGetImageFromCurrentImageContext, UIGraphicsEndImageContext, UIFont(name:size:), UIFont.systemFont(ofSize:)
// Expect: no documented value
// wrapped: members of `extension IconDrawable` (default implementations); wrapped in `extension IconDrawable { ... }`
import Typography

// stub: the protocol requirements of HAIconic's IconDrawable that this extension reads (IconDrawable.swift L18-L30)
protocol IconDrawable {
    static var familyName: String { get }
    var name: String { get }
    var unicode: String { get }
}

extension IconDrawable {
    public func attributedString(ofSize pointSize: CGFloat, color: UIColor?) -> NSAttributedString {

        let font = Self.font(ofSize: pointSize)

        var attributes: [NSAttributedString.Key: Any] = [NSAttributedString.Key.font : font]

        if let color = color {
            attributes[NSAttributedString.Key.foregroundColor] = color
        }

        return NSAttributedString(string: unicode, attributes: attributes)
    }

    public func attributedString(ofSize pointSize: CGFloat, color: UIColor?, edgeInsets: UIEdgeInsets) -> NSAttributedString {

        let aString = attributedString(ofSize: pointSize, color: color)
        let mString = NSMutableAttributedString(attributedString: aString)

        let range = NSRange(location: 0, length: mString.length)

        mString.addAttribute(NSAttributedString.Key.baselineOffset, value: edgeInsets.bottom-edgeInsets.top, range: range)

        let leftSpace = NSAttributedString(string: " ", attributes: [NSAttributedString.Key.kern: edgeInsets.left])
        let rightSpace = NSAttributedString(string: " ", attributes: [NSAttributedString.Key.kern: edgeInsets.right])

        mString.insert(rightSpace, at: mString.length)
        mString.insert(leftSpace, at: 0)

        return mString
    }

    public func image(ofSize size: CGSize, color: UIColor?) -> UIImage {

        return image(ofSize: size, color: color, edgeInsets: .zero)
    }

    public func image(ofSize size: CGSize, color: UIColor?, edgeInsets: UIEdgeInsets) -> UIImage {

        let pointSize = min(size.width, size.height)
        let aString = attributedString(ofSize: pointSize, color: color)
        let mString = NSMutableAttributedString(attributedString: aString)

        var rect = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        rect.origin.y -= edgeInsets.top
        rect.size.width -= edgeInsets.left + edgeInsets.right
        rect.size.height -= edgeInsets.top + edgeInsets.bottom

        let paragraphStyle = NSMutableParagraphStyle()
        paragraphStyle.alignment = .center

        let range = NSRange(location: 0, length: mString.length)

        mString.addAttribute(NSAttributedString.Key.paragraphStyle, value: paragraphStyle, range: range)

        // Renders the attributed string as image using Text Kit
        UIGraphicsBeginImageContextWithOptions(rect.size, false, 0.0)
        mString.draw(in: rect)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        if let image {
            return image
        } else {
            assertionFailure("Failed to get image for IconDrawable name: \(name). image(ofSize size: CGSize, color: UIColor?, edgeInsets: UIEdgeInsets) -> UIImage")
            return UIImage()
        }
    }

    public static func font(ofSize fontSize: CGFloat) -> UIFont {
        let defaultSize = 10.0
        // Needs a default size, since zero would return a system font object.
        let size = (fontSize == 0) ? defaultSize : fontSize

        if let font = UIFont(name: familyName, size: size) {
            return font
        } else {
            assertionFailure("Failed to get font for IconDrawable familyName: \(familyName). font(ofSize fontSize: CGFloat) -> UIFont")
            return .systemFont(ofSize: defaultSize)
        }
    }
}
