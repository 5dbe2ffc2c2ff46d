// Source: https://github.com/duckduckgo/iOS/blob/7b3f6010d27a3a69fe92a2ad698543f2e67c8900/Core/StringExtension.swift#L41-L67
// App: DuckDuckGo iOS (license: Apache-2.0)
// Uses: NSTextAttachment(), NSTextAttachment.image, NSTextAttachment.bounds, NSAttributedString(attachment:), NSMutableAttributedString(string:), NSMutableAttributedString.append(_:), UIImage.size
// Expect: no documented value
// wrapped: member of DuckDuckGo's `extension String`; wrapped in `extension String { ... }`
import Typography

extension String {

    public func attributedString(withPlaceholder placeholder: String,
                                 replacedByImage image: UIImage,
                                 horizontalPadding: CGFloat = 0.0,
                                 verticalOffset: CGFloat = 0.0) -> NSAttributedString? {
        let components = self.components(separatedBy: placeholder)
        guard components.count > 1 else { return nil }

        let attachment = NSTextAttachment()
        attachment.image = image
        attachment.bounds = CGRect(x: 0, y: verticalOffset, width: image.size.width, height: image.size.height)
        let attachmentString = NSAttributedString(attachment: attachment)

        let paddingAttachment = NSTextAttachment()
        paddingAttachment.bounds = CGRect(x: 0, y: 0, width: horizontalPadding, height: 0)
        let startPadding = NSAttributedString(attachment: paddingAttachment)
        let endPadding = NSAttributedString(attachment: paddingAttachment)

        let firstString = NSMutableAttributedString(string: components[0])
        for component in components.dropFirst() {
            let endString = NSMutableAttributedString(string: component)
            firstString.append(startPadding)
            firstString.append(attachmentString)
            firstString.append(endPadding)
            firstString.append(endString)
        }
        return firstString
    }
}
