// Source: https://github.com/Automattic/pocket-casts-ios/blob/c23892d1f47bc44d422fa06c389b49820aa04dd3/Modules/Utils/Sources/PocketCastsUtils/Extensions/StringExtension.swift#L56-L62
// App: Pocket Casts iOS (license: MPL-2.0)
// Uses: NSAttributedString.Key.font, String.size(withAttributes:), UIFont
// Expect: no documented value
// wrapped: member of Pocket Casts' `public extension String`; wrapped in `public extension String { ... }`
import Typography

public extension String {
    func widthOfString(usingFont font: UIFont) -> CGFloat {
        let fontAttributes = [NSAttributedString.Key.font: font]

        let attributedSize = self.size(withAttributes: fontAttributes)

        return attributedSize.width
    }
}
