#if !canImport(AppKit)
import Foundation
import TypeSystem
import TypographyAppKit
import TypographyUIKit

/// AppKit's `NSFontTraitMask`, with its raw values.
public struct NSFontTraitMask: OptionSet, Sendable, Hashable {
    /// AppKit's bits.
    public let rawValue: UInt
    /// A mask from AppKit's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Italic.
    public static let italicFontMask = NSFontTraitMask(rawValue: 0x0000_0001)
    /// Bold.
    public static let boldFontMask = NSFontTraitMask(rawValue: 0x0000_0002)
    /// Not bold.
    public static let unboldFontMask = NSFontTraitMask(rawValue: 0x0000_0004)
    /// A non-standard character set.
    public static let nonStandardCharacterSetFontMask = NSFontTraitMask(rawValue: 0x0000_0008)
    /// Narrow.
    public static let narrowFontMask = NSFontTraitMask(rawValue: 0x0000_0010)
    /// Expanded.
    public static let expandedFontMask = NSFontTraitMask(rawValue: 0x0000_0020)
    /// Condensed.
    public static let condensedFontMask = NSFontTraitMask(rawValue: 0x0000_0040)
    /// Small capitals.
    public static let smallCapsFontMask = NSFontTraitMask(rawValue: 0x0000_0080)
    /// Poster.
    public static let posterFontMask = NSFontTraitMask(rawValue: 0x0000_0100)
    /// Compressed.
    public static let compressedFontMask = NSFontTraitMask(rawValue: 0x0000_0200)
    /// Fixed pitch.
    public static let fixedPitchFontMask = NSFontTraitMask(rawValue: 0x0000_0400)
    /// Not italic.
    public static let unitalicFontMask = NSFontTraitMask(rawValue: 0x0100_0000)
}

/// AppKit's symbolic trait bits as `Int`s (`NSFontBoldTrait`…), Core Text's values.
public let NSFontItalicTrait = 1 << 0
/// Bold.
public let NSFontBoldTrait = 1 << 1
/// Expanded.
public let NSFontExpandedTrait = 1 << 5
/// Condensed.
public let NSFontCondensedTrait = 1 << 6
/// Fixed pitch.
public let NSFontMonoSpaceTrait = 1 << 10

/// AppKit's `NSFontManager`, for what text code asks of it: a font with or without a trait, at
/// another size or in another family, and a font by family, traits and weight. Its weights are
/// AppKit's 0–15 scale, where AppKit documents 5 as normal and 9 or more as bold; the steps
/// between are ours (3 light, 6 medium, 8 semibold, 11 heavy, 13 black).
public final class NSFontManager: @unchecked Sendable {
    // @unchecked: no state.
    /// The shared manager.
    public static let shared = NSFontManager()
    /// A manager (AppKit apps use ``shared``).
    public init() {}

    /// The font with a trait added: bold, italic, unbold, unitalic, condensed, expanded, fixed pitch.
    public func convert(_ font: NSFont, toHaveTrait trait: NSFontTraitMask) -> NSFont {
        var traits = font.fontDescriptor.symbolicTraits
        var weight = font.uiFont.fontDescriptor.font.modifiers.weight
        if trait.contains(.boldFontMask) { traits.insert(.bold) }
        if trait.contains(.unboldFontMask) {
            traits.remove(.bold)
            if let w = weight, w >= .semibold { weight = nil }
        }
        if trait.contains(.italicFontMask) { traits.insert(.italic) }
        if trait.contains(.unitalicFontMask) { traits.remove(.italic) }
        if trait.contains(.condensedFontMask) { traits.insert(.condensed) }
        if trait.contains(.expandedFontMask) { traits.insert(.expanded) }
        if trait.contains(.fixedPitchFontMask) { traits.insert(.monoSpace) }
        var d = font.fontDescriptor.withSymbolicTraits(traits)
        if !trait.contains(.boldFontMask), let weight { d = d.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight(weight)]]) }
        return NSFont(descriptor: d, size: font.pointSize) ?? font
    }

    /// The font with a trait taken away.
    public func convert(_ font: NSFont, toNotHaveTrait trait: NSFontTraitMask) -> NSFont {
        var opposite: NSFontTraitMask = []
        if trait.contains(.boldFontMask) { opposite.insert(.unboldFontMask) }
        if trait.contains(.italicFontMask) { opposite.insert(.unitalicFontMask) }
        var f = convert(font, toHaveTrait: opposite)
        var traits = f.fontDescriptor.symbolicTraits
        if trait.contains(.condensedFontMask) { traits.remove(.condensed) }
        if trait.contains(.expandedFontMask) { traits.remove(.expanded) }
        if traits != f.fontDescriptor.symbolicTraits {
            f = NSFont(descriptor: f.fontDescriptor.withSymbolicTraits(traits), size: f.pointSize) ?? f
        }
        return f
    }

    /// The font at another size.
    public func convert(_ font: NSFont, toSize size: CGFloat) -> NSFont { font.withSize(size) }

    /// The font in another family, with its size and traits; the font itself when the family is
    /// not installed.
    public func convert(_ font: NSFont, toFamily family: String) -> NSFont {
        guard let made = self.font(withFamily: family, traits: traits(of: font), weight: weight(of: font), size: font.pointSize) else {
            return font
        }
        return made
    }

    /// A font of an installed family with traits, a weight (0–15) and a size; nil when the family
    /// is not installed. The weight is ignored when the traits ask for bold, as AppKit says.
    public func font(withFamily family: String, traits: NSFontTraitMask, weight: Int, size: CGFloat) -> NSFont? {
        guard UIFont.isInstalled(family) else { return nil }
        var d = NSFontDescriptor(name: family, size: size)
        if !traits.contains(.boldFontMask) {
            d = d.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight(NSFontManager.fontWeight(weight))]])
        }
        var symbolic: NSFontDescriptor.SymbolicTraits = []
        if traits.contains(.boldFontMask) { symbolic.insert(.bold) }
        if traits.contains(.italicFontMask) { symbolic.insert(.italic) }
        if traits.contains(.condensedFontMask) { symbolic.insert(.condensed) }
        if traits.contains(.expandedFontMask) { symbolic.insert(.expanded) }
        if !symbolic.isEmpty { d = d.withSymbolicTraits(symbolic) }
        return NSFont(descriptor: d, size: size)
    }

    /// The face a font made by name draws with (nil for the system font and text styles, whose
    /// weight and slant are the ones asked for).
    private func namedFace(of font: NSFont) -> (weight: Int, italic: Bool)? {
        guard case .custom = font.uiFont.fontDescriptor.font.base,
              let info = TextFonts.cachedFont(for: font.uiFont)?.face.info else { return nil }
        return (info.weight, info.italic)
    }

    /// The font's weight: the one asked for, or for a font made by name its face's weight class.
    private func drawnWeight(of font: NSFont) -> FontWeight {
        guard let face = namedFace(of: font) else { return font.resolved.weight }
        return FontWeight.nearest(toNumericValue: Double(face.weight))
    }

    /// The font's traits.
    public func traits(of font: NSFont) -> NSFontTraitMask {
        let s = font.fontDescriptor.symbolicTraits
        var t: NSFontTraitMask = []
        let italic = s.contains(.italic) || font.resolved.isItalic || namedFace(of: font)?.italic == true
        if s.contains(.bold) || drawnWeight(of: font) >= .semibold { t.insert(.boldFontMask) } else { t.insert(.unboldFontMask) }
        if italic { t.insert(.italicFontMask) } else { t.insert(.unitalicFontMask) }
        if s.contains(.condensed) { t.insert(.condensedFontMask) }
        if s.contains(.expanded) { t.insert(.expandedFontMask) }
        if font.isFixedPitch { t.insert(.fixedPitchFontMask) }
        return t
    }

    /// The font's weight on AppKit's 0–15 scale (5 regular, 9 bold).
    public func weight(of font: NSFont) -> Int {
        switch drawnWeight(of: font) {
        case .ultraLight: return 2
        case .thin: return 2
        case .light: return 3
        case .regular: return 5
        case .medium: return 6
        case .semibold: return 8
        case .bold: return 9
        case .heavy: return 11
        case .black: return 13
        }
    }

    /// A weight on AppKit's 0–15 scale as a font weight.
    static func fontWeight(_ appKit: Int) -> FontWeight {
        switch appKit {
        case ..<2: return .ultraLight
        case 2: return .thin
        case 3, 4: return .light
        case 5: return .regular
        case 6: return .medium
        case 7, 8: return .semibold
        case 9, 10: return .bold
        case 11, 12: return .heavy
        default: return .black
        }
    }
}
#endif
