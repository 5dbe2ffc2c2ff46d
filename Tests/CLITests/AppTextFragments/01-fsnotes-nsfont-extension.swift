// Source: https://github.com/glushchenko/fsnotes/blob/c69d4f178a616b6cc33c59adbd25eb04bf09dedc/FSNotes/Extensions/NSFont%2B.swift#L11-L66
// App: FSNotes (license: MIT)
// Uses: NSFont.ascender, NSFont.descender, NSFont.leading, NSFont.pointSize, NSFont.familyName, NSFont.fontDescriptor, NSFontDescriptor.symbolicTraits, String.boundingRect(with:options:attributes:context:), NSString.DrawingOptions.usesLineFragmentOrigin, NSAttributedString.Key.font, NSFontManager.convert(_:toHaveTrait:), NSFontManager.font(withFamily:traits:weight:size:), NSFontTraitMask, NSFontBoldTrait, NSFontItalicTrait
// Expect: no documented value
import Typography

// stub: FSNotes' UserDefaultsManagement, reduced to the two members this fragment reads
enum UserDefaultsManagement {
    static var noteFont: NSFont = NSFont.systemFont(ofSize: 14)
    static var fontSize: Int = 14
}

extension NSFont {
    public var lineHeight: CGFloat {
        return CGFloat(ceilf(Float(ascender + abs(descender) + leading)))
    }

    public var lineHeightCustom: CGFloat {
        return CGFloat(ceilf(Float(ascender + abs(descender) + leading)))
    }

    public func getAttachmentHeight() -> Double {
        return Double(pointSize) + 6
    }
    
    var isBold: Bool {
        return fontDescriptor.symbolicTraits.contains(.bold)
    }
    
    var isItalic: Bool {
        return fontDescriptor.symbolicTraits.contains(.italic)
    }
    
    var height:CGFloat {
        let constraintRect = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
        
        let boundingBox = "A".boundingRect(with: constraintRect, options: NSString.DrawingOptions.usesLineFragmentOrigin, attributes: [NSAttributedString.Key.font: self], context: nil)
        
        return boundingBox.height
    }
        
    static func italicFont() -> NSFont {
        return NSFontManager().convert(UserDefaultsManagement.noteFont, toHaveTrait: .italicFontMask)
    }
    
    static func boldFont() -> NSFont {
        return NSFontManager().convert(UserDefaultsManagement.noteFont, toHaveTrait: .boldFontMask)
    }

    func bold() -> NSFont {
        guard let family = UserDefaultsManagement.noteFont.familyName else {
            return UserDefaultsManagement.noteFont
        }
        
        var mask = 0
        if (isItalic) {
            mask = NSFontBoldTrait|NSFontItalicTrait
        } else {
            mask = NSFontBoldTrait
        }
    
        if let font = NSFontManager().font(withFamily: family, traits: NSFontTraitMask(rawValue: NSFontTraitMask.RawValue(mask)), weight: 5, size: CGFloat(UserDefaultsManagement.fontSize)) {
            return font
        }
    
        return UserDefaultsManagement.noteFont
    }
}
