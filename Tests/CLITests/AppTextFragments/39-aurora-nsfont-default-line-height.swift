// Source: https://github.com/AuroraEditor/AuroraEditor/blob/1925b515db1d7b404bd4b98aedc0cb3b571241c4/AuroraEditor/Utils/NSFont%2BLineHeight.swift#L11-L16
// App: Aurora Editor (license: MIT)
// Uses: NSLayoutManager(), NSLayoutManager.defaultLineHeight(for:), NSFont
// Expect: no documented value
import Typography

public extension NSFont {
    /// The default line height of the font.
    var lineHeight: Double {
        NSLayoutManager().defaultLineHeight(for: self)
    }
}
