// Source: https://github.com/simonbs/Runestone/blob/d490289ca660c6e2691e7a3f282d353ac99bded7/Sources/Runestone/Library/TabWidthMeasurer.swift#L3-L12
// App: Runestone (license: MIT)
// Uses: NSStringDrawingOptions (Swift name NSString.DrawingOptions), NSString.DrawingOptions.usesFontLeading, NSString.DrawingOptions.usesLineFragmentOrigin, NSAttributedString.Key.font, String.boundingRect(with:options:attributes:context:), UIFont
// Expect: no documented value
import Typography

enum TabWidthMeasurer {
    static func tabWidth(tabLength: Int, font: UIFont) -> CGFloat {
        let str = String(repeating: " ", count: tabLength)
        let maxSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let options: NSStringDrawingOptions = [.usesFontLeading, .usesLineFragmentOrigin]
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let bounds = str.boundingRect(with: maxSize, options: options, attributes: attributes, context: nil)
        return round(bounds.size.width)
    }
}
