#if !canImport(CoreText)
import Foundation
import TextLayout
import TypeSystem
import TypographyAppKit
import TypographyText
import TypographyUIKit

/// Core Text's orientation for glyph metrics.
public enum CTFontOrientation: UInt32, Sendable {
    /// The font's own orientation: horizontal here.
    case `default` = 0
    /// Horizontal.
    case horizontal = 1
    /// Vertical: not read here (no `vmtx`); metrics asked for it are zero.
    case vertical = 2
}

extension NSFont {
    /// A glyph's advance (AppKit's `advancement(forCGGlyph:)`): its horizontal advance, with no
    /// kerning; zero for a glyph the face does not have.
    public func advancement(forCGGlyph glyph: CGGlyph) -> NSSize {
        guard let f = instance, Int(glyph) < f.glyphCount else { return .zero }
        return NSSize(width: f.horizontalAdvance(ofGlyph: UInt32(glyph)), height: 0)
    }

    /// A glyph's ink rectangle from its origin, y up (AppKit's `boundingRect(forCGGlyph:)`); empty
    /// for a glyph with no ink.
    public func boundingRect(forCGGlyph glyph: CGGlyph) -> NSRect {
        inkRect(of: glyph, in: instance)
    }

    /// The number of glyphs in the face.
    public var numberOfGlyphs: Int { instance?.glyphCount ?? 0 }
}

/// The glyphs the font's character map gives UTF-16 code units, without shaping. A surrogate
/// pair's glyph goes at its first unit and 0 at its second, as Core Text's; a character the font
/// lacks gives glyph 0. True when every character has a glyph.
@discardableResult
public func CTFontGetGlyphsForCharacters(_ font: CTFont, _ characters: UnsafePointer<UniChar>,
                                         _ glyphs: UnsafeMutablePointer<CGGlyph>, _ count: CFIndex) -> Bool {
    guard count > 0 else { return true }
    let instance = font.instance
    var all = true
    var i = 0
    while i < count {
        let unit = characters[i]
        var scalar = Unicode.Scalar(unit)
        var width = 1
        if UTF16.isLeadSurrogate(unit), i + 1 < count, UTF16.isTrailSurrogate(characters[i + 1]) {
            scalar = Unicode.Scalar(UTF16.decode(UTF16.EncodedScalar([unit, characters[i + 1]])).value)
            width = 2
        }
        let glyph = scalar.flatMap { instance?.nominalGlyph(for: $0) }.flatMap { UInt16(exactly: $0) }
        glyphs[i] = glyph ?? 0
        if width == 2 { glyphs[i + 1] = 0 }
        if glyph == nil { all = false }
        i += width
    }
    return all
}

/// The glyphs' advances, with no kerning or shaping, written to `advances` when given; returns
/// their sum. Vertical advances are not read here: they are zero.
@discardableResult
public func CTFontGetAdvancesForGlyphs(_ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
                                       _ advances: UnsafeMutablePointer<CGSize>?, _ count: CFIndex) -> Double {
    let instance = orientation == .vertical ? nil : font.instance
    var total = 0.0
    for i in 0..<max(0, count) {
        let glyph = UInt32(glyphs[i])
        let width = instance.map { Int(glyph) < $0.glyphCount ? $0.horizontalAdvance(ofGlyph: glyph) : 0 } ?? 0
        advances?[i] = CGSize(width: width, height: 0)
        total += width
    }
    return total
}

/// The glyphs' ink rectangles from their origins, y up, written to `boundingRects` when given;
/// returns the rectangle that holds them all (empty when none has ink).
@discardableResult
public func CTFontGetBoundingRectsForGlyphs(_ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
                                            _ boundingRects: UnsafeMutablePointer<CGRect>?, _ count: CFIndex) -> CGRect {
    let instance = orientation == .vertical ? nil : font.instance
    var union = CGRect.null
    for i in 0..<max(0, count) {
        let rect = inkRect(of: glyphs[i], in: instance)
        boundingRects?[i] = rect
        if !rect.isEmpty { union = union.union(rect) }
    }
    return union.isNull ? .zero : union
}

/// A glyph's ink rectangle from its origin, y up; empty for a glyph with no ink or no font.
private func inkRect(of glyph: CGGlyph, in instance: FontInstance?) -> CGRect {
    guard let b = instance?.inkBounds(ofGlyph: UInt32(glyph)) else { return .zero }
    return CGRect(x: b.minX, y: b.minY, width: b.maxX - b.minX, height: b.maxY - b.minY)
}

/// The number of glyphs in the font's face.
public func CTFontGetGlyphCount(_ font: CTFont) -> CFIndex { font.numberOfGlyphs }

/// The glyph the face names `glyphName` (its `post` or CFF names), or 0.
public func CTFontGetGlyphWithName(_ font: CTFont, _ glyphName: CFString) -> CGGlyph {
    font.instance?.glyph(named: String(describing: glyphName)).flatMap { UInt16(exactly: $0) } ?? 0
}

/// The font's traits, keyed as Core Text keys them:
/// - ``kCTFontSymbolicTrait``: the symbolic traits' bits;
/// - ``kCTFontWeightTrait``: the weight drawn (the `wght` coordinate, else the face's weight
///   class), as UIKit's `UIFont.Weight` of the nearest named weight (bold 0.4);
/// - ``kCTFontSlantTrait``: the face's italic angle as Core Text normalises it (1.0 is 30°
///   clockwise), from the `post` table's angle, which counts counter-clockwise;
/// - ``kCTFontWidthTrait``: 0 for a face of normal width. Core Text's values for other widths
///   are not published, so for them the key is left out.
public func CTFontCopyTraits(_ font: CTFont) -> CFDictionary {
    var traits: CFDictionary = [kCTFontSymbolicTrait: NSNumber(value: CTFontGetSymbolicTraits(font).rawValue)]
    guard let instance = font.instance else { return traits }
    let info = instance.face.info
    let numeric = instance.variations.first { $0.tag == "wght" }?.value ?? Double(info.weight)
    traits[kCTFontWeightTrait] = NSNumber(value: Double(UIFont.Weight(FontWeight.nearest(toNumericValue: numeric)).rawValue))
    traits[kCTFontSlantTrait] = NSNumber(value: min(1, max(-1, -info.italicAngle / 30)))
    if info.width == 100 { traits[kCTFontWidthTrait] = NSNumber(value: 0.0) }
    return traits
}

/// The font that can draw the first character of `range` in `string`: `currentFont` when its face
/// has a glyph for it, else the first of the fallback faces the text engine would draw it with
/// (Core Text's `CTFontCreateForString`, which picks from the system's cascade list), at the
/// same size. `currentFont` when no face has one.
public func CTFontCreateForString(_ currentFont: CTFont, _ string: CFString, _ range: CFRange) -> CTFont {
    let ns = string as NSString
    guard range.location >= 0, range.length > 0, range.location + range.length <= ns.length else { return currentFont }
    let text = ns.substring(with: NSRange(location: range.location, length: range.length))
    guard let first = text.unicodeScalars.first,
          let attributes = try? TextFonts.font(for: currentFont.uiFont, covering: [text]).attributes else { return currentFont }
    let candidates = [attributes.font] + attributes.fallbacks
    guard let chosen = candidates.first(where: { $0.nominalGlyph(for: first) != nil }),
          chosen.face != currentFont.instance?.face,
          let name = chosen.face.postscriptName else { return currentFont }
    return NSFont(name: name, size: currentFont.pointSize) ?? currentFont
}

/// Core Foundation's `CFStringGetLength`: the length in UTF-16 code units.
public func CFStringGetLength(_ string: CFString) -> CFIndex { (string as NSString).length }

/// The slant, in the traits dictionary (−1 to 1; 1 is 30° clockwise).
nonisolated(unsafe) public let kCTFontSlantTrait: CFString = "NSCTFontSlantTrait"
/// The width, in the traits dictionary (−1 to 1; 0 is normal).
nonisolated(unsafe) public let kCTFontWidthTrait: CFString = "NSCTFontProportionTrait"
#endif
