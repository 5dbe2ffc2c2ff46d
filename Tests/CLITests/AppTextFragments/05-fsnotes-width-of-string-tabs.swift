// Source: https://github.com/glushchenko/fsnotes/blob/c69d4f178a616b6cc33c59adbd25eb04bf09dedc/FSNotesCore/Extensions/String%2B.swift#L189-L202
// App: FSNotes (license: MIT)
// Uses: NSMutableParagraphStyle, NSParagraphStyle.tabStops, NSTextTab, NSAttributedString.Key.font, NSAttributedString.Key.paragraphStyle, String.size(withAttributes:)
// Expect: no documented value
// wrapped: member of `extension String`; wrapped in `extension String { ... }`
import Typography

// stub: FSNotes' platform alias (String+.swift L22, iOS branch)
typealias Font = UIFont

extension String {
    func widthOfString(usingFont font: Font, tabs: [NSTextTab]? = nil) -> CGFloat {
        let paragraph = NSMutableParagraphStyle()
        if let tabs = tabs {
            paragraph.tabStops = tabs
        }

        let fontAttributes = [
            NSAttributedString.Key.font: font,
            NSAttributedString.Key.paragraphStyle: paragraph
        ]

        let size = self.size(withAttributes: fontAttributes)
        return size.width
    }
}
