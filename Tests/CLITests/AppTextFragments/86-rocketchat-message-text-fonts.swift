// Source: https://github.com/RocketChat/Rocket.Chat.iOS/blob/3172a098afd86d6b2bbd04802fdfc308c6ea8cda/Rocket.Chat/Helpers/MessageTextFontAttributes.swift#L25-L73
// App: Rocket.Chat iOS (license: MIT)
// Uses: UIFontDescriptor.preferredFontDescriptor(withTextStyle:), UIFont.TextStyle.body, UIFont(descriptor:size:), UIFontDescriptor.withSymbolicTraits(_:), UIFontDescriptor.SymbolicTraits.traitItalic, UIFontDescriptor.SymbolicTraits.traitBold, UIFontDescriptor.SymbolicTraits.traitMonoSpace, UIFont.italicSystemFont(ofSize:)
// Expect: no documented value
// wrapped: static properties of Rocket.Chat's `struct MessageTextFontAttributes` (its color helpers L13-L23, which read the app's theme, are left out); wrapped in `struct MessageTextFontAttributes { ... }`
import Typography

struct MessageTextFontAttributes {

    static var defaultFont: UIFont {
        let defaultFontDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        return UIFont(descriptor: defaultFontDescriptor, size: 0)
    }

    static var italicFont: UIFont {
        let defaultFontDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let fontDescriptor = defaultFontDescriptor.withSymbolicTraits(.traitItalic)

        let font: UIFont

        if let fontDescriptor = fontDescriptor {
            font = UIFont(descriptor: fontDescriptor, size: 0)
        } else {
            font = UIFont.italicSystemFont(ofSize: 16)
        }

        return font
    }

    static var boldFont: UIFont {
        let defaultFontDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let fontDescriptor = defaultFontDescriptor.withSymbolicTraits(.traitBold)

        let font: UIFont

        if let fontDescriptor = fontDescriptor {
            font = UIFont(descriptor: fontDescriptor, size: 0)
        } else {
            font = UIFont.italicSystemFont(ofSize: 16)
        }

        return font
    }

    static var monoSpacedFont: UIFont {
        let defaultFontDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let fontDescriptor = defaultFontDescriptor.withSymbolicTraits(.traitMonoSpace)?.withSymbolicTraits(.traitBold)

        let font: UIFont

        if let fontDescriptor = fontDescriptor {
            font = UIFont(descriptor: fontDescriptor, size: 0)
        } else {
            font = UIFont.italicSystemFont(ofSize: 16)
        }

        return font
    }
}
