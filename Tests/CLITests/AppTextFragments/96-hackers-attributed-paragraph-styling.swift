// Source: https://github.com/weiran/Hackers/blob/ffea336ae2927017c7daca5a6fc6fe60bc43eeca/Domain/Sources/Domain/CommentHTMLParser%2BBlocks.swift#L161-L170
// App: Hackers (license: MIT)
// Uses: AttributedString, AttributedString.startIndex, AttributedString.endIndex, AttributedSubstring.paragraphStyle (UIKit attribute scope), NSMutableParagraphStyle, NSMutableParagraphStyle.lineHeightMultiple, NSMutableParagraphStyle.paragraphSpacing
// Expect: no documented value
// wrapped: static method of `extension CommentHTMLParser`; wrapped in `enum CommentHTMLParser { ... }`
// note: the app imports Foundation and SwiftUI (which brings UIKit's attribute scope, where `paragraphStyle` is declared)
import Typography

enum CommentHTMLParser {
    /// Applies paragraph styling with proper line height
    static func applyParagraphStyling(_ attributedString: AttributedString) -> AttributedString {
        var styled = attributedString
        let paragraphStyle = NSMutableParagraphStyle()
        paragraphStyle.lineHeightMultiple = 1.5
        paragraphStyle.paragraphSpacing = 20.0
        let fullRange = styled.startIndex ..< styled.endIndex
        styled[fullRange].paragraphStyle = paragraphStyle
        return styled
    }
}
