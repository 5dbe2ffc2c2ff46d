// Source: https://github.com/migueldeicaza/SwiftTerm/blob/cb3c863a3fa62ec2bf04cadf432937589f66b43e/Sources/SwiftTerm/Apple/AppleTerminalView.swift#L883-L928
// App: SwiftTerm (license: MIT)
// Uses: CTFont, CGGlyph, CTFontGetAdvancesForGlyphs, CTFontOrientation.horizontal, CTFontGetBoundingRectsForGlyphs, CTFontGetSymbolicTraits, CTFontSymbolicTraits.traitColorGlyphs, CTFontGetAscent, CTFontGetSize
// Expect: no documented value
// note: the file is inside `#if os(macOS) || os(iOS) || os(visionOS)` in the app (not copied)
import Typography

struct GlyphMetrics {
    let inkBounds: CGRect
    let horizontalAdvance: CGFloat
    let fontSize: CGFloat
    let fitInkSizeScale: CGFloat

    /// Interprets fixed color-bitmap strikes in the requested pixel space.
    /// Core Text can select a strike whose size differs from the requested
    /// point size. Its center remains in the requested coordinate space, but
    /// its width and height are in strike space.
    var fitInkBounds: CGRect {
        guard fitInkSizeScale != 1 else { return inkBounds }
        let size = CGSize(width: inkBounds.width * fitInkSizeScale,
                          height: inkBounds.height * fitInkSizeScale)
        return CGRect(x: inkBounds.origin.x,
                      y: inkBounds.midY - size.height / 2,
                      width: size.width,
                      height: size.height)
    }

    static func measure(font: CTFont, glyph: CGGlyph,
                        fittingFont: CTFont? = nil,
                        renderingScale: CGFloat = 1) -> GlyphMetrics {
        var glyph = glyph
        var advance = CGSize.zero
        let fittingFont = fittingFont ?? font
        CTFontGetAdvancesForGlyphs(fittingFont, .horizontal, &glyph, &advance, 1)
        var inkBounds = CGRect.zero
        CTFontGetBoundingRectsForGlyphs(font, .horizontal, &glyph, &inkBounds, 1)

        var fitInkSizeScale: CGFloat = 1
        if renderingScale != 1,
           CTFontGetSymbolicTraits(font).contains(.traitColorGlyphs) {
            let sourceAscent = CTFontGetAscent(fittingFont)
            let strikeAscent = CTFontGetAscent(font)
            if sourceAscent > 0, strikeAscent > 0 {
                let strikeScale = strikeAscent / sourceAscent
                fitInkSizeScale = renderingScale / strikeScale
            }
        }
        return GlyphMetrics(inkBounds: inkBounds,
                            horizontalAdvance: advance.width * renderingScale,
                            fontSize: CTFontGetSize(font),
                            fitInkSizeScale: fitInkSizeScale)
    }
}
