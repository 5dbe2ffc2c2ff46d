// Source: https://github.com/utmapp/UTM/blob/e4a4c34b671284263fc69f81b607de494d7e9b65/Configuration/QEMUConstant.swift#L233-L276
// App: UTM (license: Apache-2.0)
// Uses: NSFontManager.shared, NSFontManager.availableFontNames(with:), NSFontTraitMask.fixedPitchFontMask, NSFont(name:size:), NSFont.displayName, UIFont.familyNames, UIFont(name:size:), UIFont.fontDescriptor, UIFontDescriptor.symbolicTraits, UIFontDescriptor.SymbolicTraits.traitMonoSpace, UIFont.fontNames(forFamilyName:), UIFontDescriptor.SymbolicTraits.traitItalic, UIFontDescriptor.SymbolicTraits.traitBold, UIFont.familyName, NSLocalizedString
// Expect: no documented value
// wrapped: static properties of UTM's `struct QEMUTerminalFont: QEMUConstant` (L232); wrapped in `struct QEMUTerminalFont { ... }` (the QEMUConstant conformance and the members after L276 are not copied)
// note: the `#if os(macOS)` branch uses NSFontManager/NSFont, the `#else` branch UIFont; on Linux the `#else` branch is the one compiled
import Typography

struct QEMUTerminalFont {
    #if os(macOS)
    static var allRawValues: [String] = {
        NSFontManager.shared.availableFontNames(with: .fixedPitchFontMask) ?? []
    }()
    
    static var allPrettyValues: [String] = {
        allRawValues.map { name in
            NSFont(name: name, size: 1)?.displayName ?? name
        }
    }()
    #else
    static var allRawValues: [String] = {
        UIFont.familyNames.flatMap { family -> [String] in
            guard let font = UIFont(name: family, size: 1) else {
                return []
            }
            if font.fontDescriptor.symbolicTraits.contains(.traitMonoSpace) {
                return UIFont.fontNames(forFamilyName: family)
            } else {
                return []
            }
        }
    }()
    
    static var allPrettyValues: [String] = {
        allRawValues.map { name in
            guard let font = UIFont(name: name, size: 1) else {
                return name
            }
            let traits = font.fontDescriptor.symbolicTraits
            let description: String
            if traits.isSuperset(of: [.traitItalic, .traitBold]) {
                description = NSLocalizedString("Italic, Bold", comment: "UTMQemuConstants")
            } else if traits.contains(.traitItalic) {
                description = NSLocalizedString("Italic", comment: "UTMQemuConstants")
            } else if traits.contains(.traitBold) {
                description = NSLocalizedString("Bold", comment: "UTMQemuConstants")
            } else {
                description = NSLocalizedString("Regular", comment: "UTMQemuConstants")
            }
            return String.localizedStringWithFormat(NSLocalizedString("%@ (%@)", comment: "QEMUConstant"), font.familyName, description)
        }
    }()
    #endif
}
