// Source: https://github.com/exelban/stats/blob/1ab6adb58a1ed3e9f6fffbb62af38d64ac3a53f5/Kit/extensions.swift#L46-L50
// App: Stats (license: MIT)
// Uses: NSAttributedString.Key.font, String.size(withAttributes:), NSFont
// Expect: no documented value
// wrapped: member of `extension String`; wrapped in `extension String { ... }`
import Typography

extension String {
    public func widthOfString(usingFont font: NSFont) -> CGFloat {
        let fontAttributes = [NSAttributedString.Key.font: font]
        let size = self.size(withAttributes: fontAttributes)
        return size.width
    }
}
