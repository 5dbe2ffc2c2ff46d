// Source: https://github.com/raspu/Highlightr/blob/32561b17602e7f2c69a1defb264ade2d52314eb7/src/classes/Theme.swift#L89-L130
// App: Highlightr (license: MIT)
// Uses: UIFontDescriptor(fontAttributes:), UIFontDescriptor.AttributeName.family, UIFontDescriptor.AttributeName.face, NSFontDescriptor(fontAttributes:), NSFontDescriptor.AttributeName.family, NSFontDescriptor.AttributeName.face, NSFont(descriptor:size:), NSFont.familyName, NSFont.pointSize
// Expect: no documented value
// wrapped: method of Highlightr's `open class Theme`; wrapped in `open class Theme { ... }` with the stored properties it uses (stub)
// note: on Linux `#if os(iOS) || ...` is false, so the AppKit (#else) branch is the one compiled (RPFont = NSFont, NSFontDescriptor, `font.familyName!`)
import Typography

open class Theme {
    // stub: the stored properties the method uses (same file L35-L42), and strippedThemeToTheme (L253) reduced to a placeholder
    open var codeFont : RPFont!
    open var boldCodeFont : RPFont!
    open var italicCodeFont : RPFont!
    private var themeDict : [String: [AnyHashable: AnyObject]]!
    private var strippedTheme : [String:[String:String]]!
    private func strippedThemeToTheme(_ theme: [String:[String:String]]) -> [String: [AnyHashable: AnyObject]] { [:] }

    open func setCodeFont(_ font: RPFont)
    {
        codeFont = font
        
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        let boldDescriptor = UIFontDescriptor(fontAttributes: [UIFontDescriptor.AttributeName.family:font.familyName,
                                                                UIFontDescriptor.AttributeName.face:"Bold"])
        let italicDescriptor = UIFontDescriptor(fontAttributes: [UIFontDescriptor.AttributeName.family:font.familyName,
                                                                 UIFontDescriptor.AttributeName.face:"Italic"])
        let obliqueDescriptor = UIFontDescriptor(fontAttributes: [UIFontDescriptor.AttributeName.family:font.familyName,
                                                                  UIFontDescriptor.AttributeName.face:"Oblique"])
        #else
        let boldDescriptor = NSFontDescriptor(fontAttributes: [.family:font.familyName!,
                                                                   .face:"Bold"])
        let italicDescriptor = NSFontDescriptor(fontAttributes: [.family:font.familyName!,
                                                                     .face:"Italic"])
        let obliqueDescriptor = NSFontDescriptor(fontAttributes: [.family:font.familyName!,
                                                                      .face:"Oblique"])
        #endif
        
        boldCodeFont = RPFont(descriptor: boldDescriptor, size: font.pointSize)
        italicCodeFont = RPFont(descriptor: italicDescriptor, size: font.pointSize)
        
        if(italicCodeFont == nil || italicCodeFont.familyName != font.familyName)
        {
            italicCodeFont = RPFont(descriptor: obliqueDescriptor, size: font.pointSize)
        }
        if(italicCodeFont == nil)
        {
            italicCodeFont = font
        }
        
        if(boldCodeFont == nil)
        {
            boldCodeFont = font
        }

        if(themeDict != nil)
        {
            themeDict = strippedThemeToTheme(strippedTheme)
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
