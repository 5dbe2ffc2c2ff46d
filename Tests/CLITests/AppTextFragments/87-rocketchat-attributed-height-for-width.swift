// Source: https://github.com/RocketChat/Rocket.Chat.iOS/blob/3172a098afd86d6b2bbd04802fdfc308c6ea8cda/Rocket.Chat/Extensions/NSAttributedStringExtensions.swift#L11-L23
// App: Rocket.Chat iOS (license: MIT)
// Uses: NSAttributedString.boundingRect(with:options:context:), NSString.DrawingOptions.usesLineFragmentOrigin, NSString.DrawingOptions.usesFontLeading
// Expect: no documented value
import Typography

extension NSAttributedString {
    func heightForView(withWidth width: CGFloat) -> CGFloat? {
        let size = CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)

        let rect = self.boundingRect(
            with: size,
            options: [.usesLineFragmentOrigin, .usesFontLeading],
            context: nil
        )

        return rect.height
    }
}
