import Foundation
import Testing
import TypeSystem
import TypographyUIKit

/// UIKit's `withSymbolicTraits(_:)` replaces the descriptor's symbolic traits with those given
/// (Apple's reference: "a new font descriptor … with the specified symbolic traits"), whatever
/// they were, and the design, which is not a symbolic trait, stays; `fontAttributes[.textStyle]`
/// reads as apps read it.
@Suite("Descriptor traits and attributes as UIKit apps read them")
struct DescriptorTraitsTests {
    @Test("the traits given are the traits after, from a bold, an italic and a monospaced font")
    func replaces() throws {
        let bold = UIFont.boldSystemFont(ofSize: 17).fontDescriptor
        let italic = UIFont.italicSystemFont(ofSize: 17).fontDescriptor
        let mono = UIFont.monospacedSystemFont(ofSize: 17, weight: .regular).fontDescriptor
        let boldToItalic = try #require(bold.withSymbolicTraits(.traitItalic))
        let italicToBold = try #require(italic.withSymbolicTraits(.traitBold))
        #expect(boldToItalic.symbolicTraits.intersection([.traitBold, .traitItalic]) == .traitItalic)
        #expect(italicToBold.symbolicTraits.intersection([.traitBold, .traitItalic]) == .traitBold)
        let monoBold = try #require(mono.withSymbolicTraits(.traitBold))
        #expect(monoBold.font.modifiers.design == .monospaced)
        #expect(UIFont(descriptor: monoBold, size: 0).familyName == UIFont(descriptor: mono, size: 0).familyName)
        let both = try #require(bold.withSymbolicTraits(bold.symbolicTraits.union(.traitItalic)))
        #expect(both.symbolicTraits.isSuperset(of: [.traitBold, .traitItalic]))
    }

    @Test("a text style in fontAttributes reads as a String and as a text style")
    func textStyleAttribute() throws {
        let attributes = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1).fontAttributes
        #expect(attributes[.textStyle] as? String == "UICTFontTextStyleTitle1")
        #expect(attributes[.textStyle] as? UIFont.TextStyle == .title1)
        let style = UIFont.TextStyle(rawValue: try #require(attributes[.textStyle] as? String))
        // An app's "scale like its text style" at AX1: title1 is 28 pt at Large and 38 at AX1 (HIG).
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(UIFontMetrics(forTextStyle: style).scaledValue(for: 28, compatibleWith: traits) == 38)
    }
}
