// Source: https://github.com/raspu/Highlightr/blob/32561b17602e7f2c69a1defb264ade2d52314eb7/src/classes/Theme.swift#L288-L315
// App: Highlightr (license: MIT)
// Uses: NSAttributedString.Key (as AttributedStringKey), NSAttributedString.Key.foregroundColor, NSAttributedString.Key.font, NSAttributedString.Key.backgroundColor, NSFont
// Expect: no documented value
// wrapped: private methods of Highlightr's `open class Theme`; wrapped in `open class Theme { ... }` with the stored fonts they read (stub)
import Typography

open class Theme {
    // stub: the stored properties the methods read (same file L35-L39)
    open var codeFont : RPFont!
    open var boldCodeFont : RPFont!
    open var italicCodeFont : RPFont!

    private func fontForCSSStyle(_ fontStyle:String) -> RPFont
    {
        switch fontStyle
        {
            case "bold", "bolder", "600", "700", "800", "900":
                return boldCodeFont
            case "italic", "oblique":
                return italicCodeFont
            default:
                return codeFont
        }
    }
    
    private func attributeForCSSKey(_ key: String) -> AttributedStringKey
    {
        switch key {
        case "color":
            return .foregroundColor
        case "font-weight":
            return .font
        case "font-style":
            return .font
        case "background-color":
            return .backgroundColor
        default:
            return .font
        }
    }
}

// stub: Highlightr's platform aliases (src/classes/Theme.swift L11-L24; the import lines are replaced by `import Typography`)
#if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
    public typealias RPColor = UIColor
    public typealias RPFont = UIFont
#else
    public typealias RPColor = NSColor
    public typealias RPFont = NSFont
#endif

// stub: copied from src/classes/Shims.swift L17-L21
#if swift(>=4.2)
    public typealias AttributedStringKey = NSAttributedString.Key
#else
    public typealias AttributedStringKey = NSAttributedStringKey
#endif
