// Source: https://github.com/RocketChat/Rocket.Chat.iOS/blob/3172a098afd86d6b2bbd04802fdfc308c6ea8cda/Rocket.Chat/Extensions/UIFontExtensions.swift#L11-L35
// App: Rocket.Chat iOS (license: MIT)
// Uses: UIFontDescriptor.SymbolicTraits (variadic, init from array), UIFont.fontDescriptor, UIFontDescriptor.withSymbolicTraits(_:), UIFont(descriptor:size:), UIFontDescriptor.SymbolicTraits.traitBold, UIFontDescriptor.SymbolicTraits.traitItalic, UIFont.systemFont(ofSize:weight:), UIFont.Weight.semibold, UIFont.pointSize
// Expect: no documented value
import Typography

extension UIFont {
    func withTraits(_ traits: UIFontDescriptor.SymbolicTraits...) -> UIFont? {
        if let descriptor = self.fontDescriptor.withSymbolicTraits(UIFontDescriptor.SymbolicTraits(traits)) {
            return UIFont(descriptor: descriptor, size: 0)
        }
        return nil
    }

    func bold() -> UIFont? {
        return withTraits(.traitBold)
    }

    func italic() -> UIFont? {
        return withTraits(.traitItalic)
    }

    func boldItalic() -> UIFont? {
        return withTraits(.traitBold, .traitItalic)
    }

    func semibold() -> UIFont? {
        return UIFont.systemFont(ofSize: self.pointSize, weight: .semibold)
    }

}
