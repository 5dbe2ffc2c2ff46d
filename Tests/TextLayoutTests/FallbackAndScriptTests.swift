import Foundation
import Testing
@testable import TextLayout

@Suite("Fallback, bidi and line height for scripts")
struct FallbackAndScriptTests {
    @Test("Characters the primary lacks fall back through the list, and are reported with their face")
    func fallbackIsReported() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17, fallbacks: [Fonts.notoDevanagari, Fonts.notoNaskh])
        let line = Typesetter.measure("Hi مرحبا and नमस्ते!", attrs)
        // The primary is tried first for spaces and punctuation too.
        #expect(line.fallbacks.map(\.text) == ["مرحبا", "नमस्ते"])
        #expect(line.fallbacks.map { $0.face?.path } == [Fonts.notoNaskh, Fonts.notoDevanagari])
        let latin = Typesetter.measure("Hi", attrs)
        #expect(latin.fallbacks.isEmpty)
    }

    @Test("A character no face covers is reported with no face")
    func missingIsReported() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17, fallbacks: [Fonts.notoNaskh])
        let line = Typesetter.measure("a\u{1F600}b", attrs)
        #expect(line.fallbacks.count == 1)
        #expect(line.fallbacks[0].text == "\u{1F600}")
        #expect(line.fallbacks[0].face == nil)
    }

    @Test("Mixed-direction text is reordered: the Arabic run is right to left, between the Latin runs")
    func bidiOrder() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17, fallbacks: [Fonts.notoNaskh])
        let line = Typesetter.measure("abc مرحبا بالعالم def", attrs)
        let scripts = line.runs.map(\.script)
        #expect(scripts.first == "Latn" && scripts.last == "Latn")
        #expect(line.runs.contains { $0.isRightToLeft && $0.script == "Arab" })
        #expect(!line.isRightToLeft)
        // Visual order: the Arabic word typed first (مرحبا) is to the right of the second.
        let arabic = line.runs.filter(\.isRightToLeft)
        let firstWordRun = arabic.first { $0.textRange.lowerBound == 4 }
        let secondWordRun = arabic.first { $0.textRange.lowerBound > 4 && $0.glyphs.count > 1 }
        if let a = firstWordRun, let b = secondWordRun { #expect(a.glyphs[0].x > b.glyphs[0].x) }
        let rtl = Typesetter.measure("مرحبا", try Fonts.attrs(Fonts.notoNaskh, size: 17))
        #expect(rtl.isRightToLeft)
    }

    @Test("The style's line height stands for Latin, and grows to the Arabic face's own line height")
    func lineGrowsForTallScripts() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17, fallbacks: [Fonts.notoNaskh], lineHeight: 22)
        let latin = Typesetter.measure("Hello", attrs)
        #expect(latin.lineHeight == 22)
        #expect(latin.lineHeightSource == "style")
        let arabic = Typesetter.measure("Hello مرحبا", attrs)
        // Noto Naskh Arabic: typo 1069 + 634 + 0 (USE_TYPO_METRICS), upem 1000, at 17 pt.
        #expect(abs(arabic.lineHeight - (1069 + 634) * 17 / 1000.0) < 1e-9)
        #expect(arabic.lineHeightSource == "NotoNaskhArabic-Regular")
        #expect(arabic.descent > latin.descent)
    }

    @Test("Ink bounds lie within the advance box for plain Latin, and are nil for spaces")
    func inkBounds() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 20)
        let line = Typesetter.measure("Hxg", attrs)
        let ink = try #require(line.inkBounds())
        #expect(ink.minX >= 0 && ink.maxX <= line.width)
        #expect(ink.maxY > 0 && ink.minY < 0)  // cap height above, g's descender below
        #expect(ink.maxY <= line.ascent && -ink.minY <= line.descent)
        #expect(Typesetter.measure("   ", attrs).inkBounds() == nil)
    }
}
