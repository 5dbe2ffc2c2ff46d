// Source: https://github.com/RocketChat/Rocket.Chat.iOS/blob/3172a098afd86d6b2bbd04802fdfc308c6ea8cda/Rocket.Chat/Extensions/NSAttributedStringExtensions.swift#L25-L111
// App: Rocket.Chat iOS (license: MIT)
// Uses: NSString.rangeOfCharacter(from:), NSString.rangeOfCharacter(from:options:), NSString.CompareOptions.backwards, NSMutableAttributedString.replaceCharacters(in:with:), NSMaxRange, NSMutableAttributedString.addAttributes(_:range:), NSAttributedString.Key.font, NSAttributedString.Key.foregroundColor, NSAttributedString.Key.backgroundColor, NSAttributedString.Key.link, NSMutableAttributedString.insert(_:at:), NSAttributedString(string:), NSMutableParagraphStyle, NSMutableParagraphStyle.lineSpacing, UIFont.lineHeight, NSAttributedString.Key.paragraphStyle
// Expect: no documented value
// note: the extension continues to L199 with markdown and mention helpers that call the app's managers; the copied lines end at L111 and the extension's closing brace (L199) is added back
import Typography

extension NSMutableAttributedString {

    func trimCharacters(in set: CharacterSet) {
        var range = (string as NSString).rangeOfCharacter(from: set)

        // Trim leading characters from character set.
        while range.length != 0 && range.location == 0 {
            replaceCharacters(in: range, with: "")
            range = (string as NSString).rangeOfCharacter(from: set)
        }

        // Trim trailing characters from character set.
        range = (string as NSString).rangeOfCharacter(from: set, options: .backwards)
        while range.length != 0 && NSMaxRange(range) == length {
            replaceCharacters(in: range, with: "")
            range = (string as NSString).rangeOfCharacter(from: set, options: .backwards)
        }
    }

    func setFont(_ font: UIFont, range: NSRange? = nil) {
        if let attributeRange = range != nil ? range : NSRange(location: 0, length: self.length) {
            self.addAttributes([
                NSAttributedString.Key.font: font
            ], range: attributeRange)
        }
    }

    func setFontColor(_ color: UIColor, range: NSRange? = nil) {
        if let attributeRange = range != nil ? range : NSRange(location: 0, length: self.length) {
            self.addAttributes([
                NSAttributedString.Key.foregroundColor: color
            ], range: attributeRange)
        }
    }

    func setBackgroundColor(_ color: UIColor, range: NSRange? = nil) {
        if let attributeRange = range != nil ? range : NSRange(location: 0, length: self.length) {
            self.addAttributes([
                NSAttributedString.Key.backgroundColor: color
            ], range: attributeRange)
        }
    }

    func setMention(_ mention: String, range: NSRange? = nil) {
        let link = "rocketchat://mention?name=\(mention)"

        let attributeRange = range ?? NSRange(location: 0, length: self.length)

        self.addAttributes([
            NSAttributedString.Key.link: link
        ], range: attributeRange)
    }

    func padLeftAndRight(range: NSRange) -> NSRange {
        // "\u{00a0}" = non-line-breaking space character
        self.insert(NSAttributedString(string: "\u{00a0}"), at: range.location)
        self.insert(NSAttributedString(string: "\u{00a0}"), at: range.location + range.length + 1)
        return NSRange(location: range.location, length: range.length + 2)
    }

    func removeAtSymbol(range: NSRange) -> NSRange {
        self.replaceCharacters(
            in: NSRange(location: range.location + 1, length: 1),
            with: ""
        )

        return NSRange(location: range.location, length: range.length - 1)
    }

    func setChannel(_ channel: String, range: NSRange? = nil) {
        let link = "rocketchat://channel?name=\(channel)"

        if let attributeRange = range != nil ? range : NSRange(location: 0, length: self.length) {
            self.addAttributes([
                NSAttributedString.Key.link: link
            ], range: attributeRange)
        }
    }

    func setLineSpacing(_ font: UIFont) {
        let paragraphStyle = NSMutableParagraphStyle()
        paragraphStyle.lineSpacing = font.lineHeight * 0.1

        self.addAttributes([
            NSAttributedString.Key.paragraphStyle: paragraphStyle
        ], range: NSRange(location: 0, length: self.length))
    }
}
