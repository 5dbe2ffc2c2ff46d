// Source: https://github.com/migueldeicaza/SwiftTerm/blob/cb3c863a3fa62ec2bf04cadf432937589f66b43e/Sources/SwiftTerm/Apple/GlyphFallback.swift#L128-L137
// App: SwiftTerm (license: MIT)
// Uses: UIFont as CTFont (toll-free bridge), CTFontGetGlyphsForCharacters, CGGlyph
// Expect: no documented value
// wrapped: static method of SwiftTerm's `enum GlyphFallbackResolver`; wrapped in `enum GlyphFallbackResolver { ... }`
import Typography

enum GlyphFallbackResolver {

    /// Whether `font` itself contains a glyph for `scalar`. A direct cmap
    /// query: unlike `CTFontCreateForString` it performs no fallback, so a
    /// missing glyph is reported as missing rather than papered over by a
    /// platform-dependent cascade.
    static func fontHasGlyph (_ font: TTFont, scalar: Unicode.Scalar) -> Bool {
        var units = Array(String(scalar).utf16)
        var glyphs = [CGGlyph](repeating: 0, count: units.count)
        return CTFontGetGlyphsForCharacters(font as CTFont, &units, &glyphs, units.count)
    }
}

// stub: SwiftTerm's platform alias (Sources/SwiftTerm/Apple/AppleTerminalView.swift L28, iOS branch)
typealias TTFont = UIFont
