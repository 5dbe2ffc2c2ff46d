// Source: https://github.com/glushchenko/fsnotes/blob/c69d4f178a616b6cc33c59adbd25eb04bf09dedc/FSNotes%20iOS/Extensions/UserDefaultsManagement%2B.swift#L139-L167
// App: FSNotes (license: MIT)
// Uses: UIFont.systemFont(ofSize:), UIFont(name:size:), UIFontMetrics(forTextStyle:), UIFontMetrics.scaledFont(for:), UIFont.TextStyle.body, UIFont.fontName, UIFont.pointSize
// Expect: no documented value
// wrapped: static property of FSNotes' UserDefaultsManagement (iOS extension); wrapped in `enum UserDefaultsManagement { ... }` with stubbed settings
import Typography

enum UserDefaultsManagement {
    // stub: the stored settings the original type declares elsewhere
    static var dynamicTypeFont = true
    static var fontName: String? = nil
    static var fontSize = 14
    static var DefaultFontSize = 14

    static var noteFont: UIFont {
        get {
            if #available(iOS 11.0, *), UserDefaultsManagement.dynamicTypeFont {
                var font = UIFont.systemFont(ofSize: CGFloat(DefaultFontSize))

                if let fontName = UserDefaultsManagement.fontName,
                    let currentFont = UIFont(name: fontName, size: CGFloat(DefaultFontSize)) {
                    font = currentFont
                }

                let fontMetrics = UIFontMetrics(forTextStyle: .body)
                return fontMetrics.scaledFont(for: font)
            }

            if let name = self.fontName, name.starts(with: ".") {
                return UIFont.systemFont(ofSize: CGFloat(self.fontSize))
            }

            if let fontName = self.fontName, let font = UIFont(name: fontName, size: CGFloat(self.fontSize)) {
                return font
            }

            return UIFont.systemFont(ofSize: CGFloat(self.fontSize))
        }
        set {
            self.fontName = newValue.fontName
            self.fontSize = Int(newValue.pointSize)
        }
    }
}
