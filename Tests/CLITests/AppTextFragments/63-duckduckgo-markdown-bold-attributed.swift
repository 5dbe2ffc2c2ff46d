// Source: https://github.com/duckduckgo/iOS/blob/7b3f6010d27a3a69fe92a2ad698543f2e67c8900/DuckDuckGo/String%2BMarkdown.swift#L22-L86
// App: DuckDuckGo iOS (license: Apache-2.0)
// Uses: NSMutableParagraphStyle, NSMutableParagraphStyle.lineHeightMultiple, NSMutableAttributedString(string:attributes:), NSAttributedString.Key.paragraphStyle, NSAttributedString.Key.foregroundColor, NSAttributedString.Key.font, UIColor, NSMutableAttributedString(), NSMutableAttributedString.append(_:), UIFont.systemFont(ofSize:), UIFont.boldSystemFont(ofSize:)
// Expect: no documented value
import Typography

extension String {
    
    class FormattedString {
        var bold = false
        var string = ""
        
        init(bold: Bool, string: String) {
            self.bold = bold
            self.string = string
        }
        
        func attributedString(color: UIColor, lineHeightMultiple: CGFloat, fontSize: CGFloat) -> NSAttributedString {
            let paragraphStyle = NSMutableParagraphStyle()
            paragraphStyle.lineHeightMultiple = lineHeightMultiple

            return NSMutableAttributedString(string: string, attributes: [
                NSAttributedString.Key.paragraphStyle: paragraphStyle,
                NSAttributedString.Key.foregroundColor: color,
                NSAttributedString.Key.font: bold ? UIFont.boldAppFont(ofSize: fontSize) : UIFont.appFont(ofSize: fontSize)
            ])
        }
    }

    /// This is a super simple markdown that currently only supports `*` to make text bold.
    func attributedStringFromMarkdown(color: UIColor,
                                      lineHeightMultiple: CGFloat = 1.37,
                                      fontSize: CGFloat = 16) -> NSAttributedString {
        
        var formattedStrings = [FormattedString]()
        
        let chars = Array(self)
        
        for i in 0 ..< chars.count {
            if chars[i].isMarkdownIndicator {
                let bold = chars[i] == "*" && !(formattedStrings.last?.bold ?? false)
                formattedStrings.append(FormattedString(bold: bold, string: ""))
                continue
            }

            var current = formattedStrings.last
            if current == nil {
                current = FormattedString(bold: false, string: "")
                formattedStrings.append(current!)
            }
            
            current?.string += "\(chars[i])"
        }
            
        let string = NSMutableAttributedString()

        formattedStrings.forEach {
            string.append($0.attributedString(color: color, lineHeightMultiple: lineHeightMultiple, fontSize: fontSize))
        }
        
        return string
    }
}

extension Character {
    
    var isMarkdownIndicator: Bool {
        return "*".contains(self)
    }
    
}

// stub: copied from DuckDuckGo/UIFontExtension.swift L22-L39 (the app fonts the fragment calls)
extension UIFont {

    public static func appFont(ofSize size: CGFloat) -> UIFont {
        return UIFont.systemFont(ofSize: size)
    }

    public static func lightAppFont(ofSize size: CGFloat) -> UIFont {
        return UIFont.systemFont(ofSize: size, weight: UIFont.Weight.light)
    }

    public static func semiBoldAppFont(ofSize size: CGFloat) -> UIFont {
        return UIFont.systemFont(ofSize: size, weight: UIFont.Weight.semibold)
    }

    public static func boldAppFont(ofSize size: CGFloat) -> UIFont {
        return UIFont.boldSystemFont(ofSize: size)
    }
}
