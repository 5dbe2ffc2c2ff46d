// Source: https://github.com/glushchenko/fsnotes/blob/c69d4f178a616b6cc33c59adbd25eb04bf09dedc/FSNotes%20iOS/Extensions/UIFont%2B.swift#L11-L42
// App: FSNotes (license: MIT)
// Uses: UIFont.fontDescriptor, UIFontDescriptor.symbolicTraits, UIFontDescriptor.SymbolicTraits, UIFontDescriptor.withSymbolicTraits(_:), UIFont(descriptor:size:), UIFont.withSize(_:), UIFontDescriptor.pointSize, UIFont.pointSize
// Expect: no documented value
import Typography

// stub: FSNotes' UserDefaultsManagement, reduced to the one member this fragment reads
enum UserDefaultsManagement {
    static var noteFont: UIFont = UIFont.systemFont(ofSize: 14)
}

extension UIFont {
    var isItalic: Bool {
        return fontDescriptor.symbolicTraits.contains(.traitItalic)
    }
    
    func bold() -> UIFont {
        if let descriptor = fontDescriptor.withSymbolicTraits(.traitBold) {
            return UIFont(descriptor: descriptor, size: 0)
        }
        
        return UserDefaultsManagement.noteFont
    }

    private func buildFont(symTraits: UIFontDescriptor.SymbolicTraits?) -> UIFont {
        var font: UIFont

        if let traits = symTraits, let descriptor = fontDescriptor.withSymbolicTraits(traits) {
            font = UIFont(descriptor: descriptor, size: descriptor.pointSize)
        } else {
            font = UserDefaultsManagement.noteFont
            font.withSize(fontDescriptor.pointSize)

            return font
        }

        return font
    }

    public func getAttachmentHeight() -> Double {
        return Double(pointSize) + 6
    }
}
