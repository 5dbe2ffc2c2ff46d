// Source: https://github.com/coteditor/CotEditor/blob/611b0ce5cf6a7ade94535611aac10d9a169f0547/CotEditor/Sources/Utilities/AppKit/NSFont%2BSize.swift#L29-L88
// App: CotEditor (license: Apache-2.0)
// Uses: NSFont as CTFont (toll-free bridge), NSFont.advancement(forCGGlyph:), CTFontCopyTraits, kCTFontWeightTrait, NSFont.Weight, CTFontGetGlyphsForCharacters, CTFontGetAdvancesForGlyphs, CTFontOrientation, CGGlyph, UniChar
// Expect: no documented value
import Typography

extension NSFont {
    
    /// Calculates the width of given character in the receiver.
    ///
    /// - Precondition: The given character is assumed to consist of a single UniChar.
    ///
    /// - Parameter character: The character to obtain the width.
    /// - Returns: An advance width.
    final func width(of character: Character) -> CGFloat {
        
        let glyph = (self as CTFont).glyph(for: character)
        let advancement = self.advancement(forCGGlyph: glyph)
        
        return advancement.width
    }
    
    
    /// The font-weight of the receiver.
    final var weight: NSFont.Weight {
        
        let traits = CTFontCopyTraits(self as CTFont) as Dictionary
        let weightTrait = traits[kCTFontWeightTrait] as? CGFloat ?? 0
        
        return NSFont.Weight(weightTrait)
    }
}


extension CTFont {
    
    /// Creates CGGlyph from a character.
    ///
    /// - Parameter character: The character to extract glyph.
    /// - Returns: A CGGlyph for passed-in character based on the receiver font.
    final func glyph(for character: Character) -> CGGlyph {
        
        assert(character.utf16.count == 1)
        
        var glyph = CGGlyph()
        let uniChar: UniChar = character.utf16.first!
        CTFontGetGlyphsForCharacters(self, [uniChar], &glyph, 1)
        
        return glyph
    }
    
    
    /// Gets the advancement of a glyph.
    ///
    /// - Parameters:
    ///   - glyph: The glyph to calculate advancement.
    ///   - orientation: Drawing orientation.
    /// - Returns: Advancement of passed-in glyph.
    final func advance(for glyph: CGGlyph, orientation: CTFontOrientation = .horizontal) -> CGSize {
        
        var advance: CGSize = .zero
        CTFontGetAdvancesForGlyphs(self, orientation, [glyph], &advance, 1)
        
        return advance
    }
}
