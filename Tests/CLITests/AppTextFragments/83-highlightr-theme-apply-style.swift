// Source: https://github.com/raspu/Highlightr/blob/32561b17602e7f2c69a1defb264ade2d52314eb7/src/classes/Theme.swift#L132-L169
// App: Highlightr (license: MIT)
// Uses: NSAttributedString.Key (as AttributedStringKey), NSAttributedString.Key.font, NSAttributedString(string:attributes:)
// Expect: no documented value
// wrapped: internal method of Highlightr's `open class Theme`; wrapped in `open class Theme { ... }` with the stored properties it uses (stub)
import Typography

open class Theme {
    // stub: the stored properties the method uses (same file L35 and L41)
    open var codeFont : RPFont!
    private var themeDict : [String: [AnyHashable: AnyObject]]!

    internal func applyStyleToString(_ string: String, styleList: [String]) -> NSAttributedString
    {
        let returnString : NSAttributedString
        
        if styleList.count > 0
        {
            var attrs = [AttributedStringKey: Any]()
            attrs[.font] = codeFont
            for style in styleList
            {
                var style = style

                if styleList.contains("hljs-title") && styleList.contains("hljs-function") && themeDict["hljs-function-hljs-title"] != nil {
                    style = "hljs-function-hljs-title"
                }

                if styleList.contains("hljs-title") && styleList.contains("hljs-class") && themeDict["hljs-class-hljs-title"] != nil {
                    style = "hljs-class-hljs-title"
                }

                if let themeStyle = themeDict[style] as? [AttributedStringKey: Any]
                {
                    for (attrName, attrValue) in themeStyle
                    {
                        attrs.updateValue(attrValue, forKey: attrName)
                    }
                }
            }
            
            returnString = NSAttributedString(string: string, attributes:attrs )
        }
        else
        {
			returnString = NSAttributedString(string: string, attributes:[AttributedStringKey.font:codeFont as Any] )
        }

        return returnString
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
