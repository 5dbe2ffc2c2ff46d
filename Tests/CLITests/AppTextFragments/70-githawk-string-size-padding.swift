// Source: https://github.com/GitHawkApp/GitHawk/blob/36f6fa2850bbfce767a903ba93e960dd2222633f/Classes/Utility/String%2BSize.swift#L11-L29
// App: GitHawk (license: MIT)
// Uses: NSString.size(withAttributes:), NSAttributedString.Key.font, UIFont, UIEdgeInsets(top:left:bottom:right:)
// Expect: no documented value
import Typography

extension String {

    func size(
        font: UIFont,
        xPadding: CGFloat = 0,
        yPadding: CGFloat = 0
        ) -> CGSize {
        return (self as NSString).size(withAttributes: [
            .font: font
            ]).resized(inset: UIEdgeInsets(
                top: yPadding,
                left: xPadding,
                bottom: yPadding,
                right: xPadding
                )
        )
    }

}

// stub: copied from Pods/StyledTextKit/Source/CGSize+Utility.swift L11-L27 (vendored in the GitHawk repository; StyledTextKit is MIT, same author)
public extension CGSize {

    func snapped(scale: CGFloat) -> CGSize {
        var size = self
        size.width = ceil(size.width * scale) / scale
        size.height = ceil(size.height * scale) / scale
        return size
    }

    func resized(inset: UIEdgeInsets) -> CGSize {
        var size = self
        size.width += inset.left + inset.right
        size.height += inset.top + inset.bottom
        return size
    }

}
