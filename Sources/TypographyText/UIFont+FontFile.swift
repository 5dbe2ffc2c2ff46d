#if !canImport(UIKit)
import FontCatalog
import Foundation
import TextLayout
import TypeSystem
import TypographyUIKit

/// UIKit's names that need the font files: the metrics of the face the catalog chooses for the
/// font, fonts by name, and the installed families.
///
/// Which face: ``TextFonts/font(for:covering:)``'s, the one every measurement and drawing uses (on
/// Linux a stand-in such as Inter for SF Pro where San Francisco is not installed, so the numbers
/// are that face's, not San Francisco's).
///
/// Which tables, as CoreText reads them:
/// - ``ascender``, ``descender`` (negative below the baseline, as UIKit's) and the font's line gap
///   come from `hhea` (ascender, descender, lineGap). CoreText uses `hhea` for these and, as far as
///   we know, does not switch to `OS/2`'s typo metrics when `USE_TYPO_METRICS` is set (HarfBuzz
///   and FreeType do); this is our reading of Apple's TrueType reference, not a published rule.
///   A variable face's values are its default instance's (`MVAR` deltas are not applied).
/// - ``capHeight`` and ``xHeight`` come from `OS/2` (`sCapHeight`, `sxHeight`, version 2 and
///   later). When a face's `OS/2` table is older (or absent), they are the tops of the glyphs
///   "H" and "x" as drawn (their outlines' bounds, as CoreText measures them then); NaN when the
///   face has no such glyph.
/// - Values are font units × point size ÷ `unitsPerEm`, unrounded.
///
/// ``lineHeight`` and ``leading``: a text style's font (`preferredFont(forTextStyle:)`, or a
/// descriptor with a text style) has the style's line height from Apple's published tables
/// (body at Large on iOS: 22 points, 20 with `traitTightLeading`, 24 with `traitLooseLeading`;
/// WWDC20 "The details of UI typography"), and ``leading`` is what that adds to the face's
/// ascender-to-descender height. Any other font (by name, `systemFont(ofSize:)`) has the face's
/// own: ascender − descender + line gap, and ``leading`` is the line gap. On Apple's platforms
/// `UIFont.lineHeight` of a text style is San Francisco's own line height rather than the HIG's
/// Leading; here the HIG's number is used, since San Francisco's file metrics are not published.
///
/// A text style's ``lineHeight`` needs no font file (it is published). The other values are NaN
/// only when no face can be read for the font: no font installed at all, or a font Apple
/// publishes no size for (any text style on visionOS); capHeight and xHeight also when the face
/// has neither the `OS/2` value nor the letter.
extension UIFont {
    private var face: FontInstance? { FaceCache.shared.instance(for: self) }

    private func scaled(_ units: Int?) -> CGFloat {
        guard let face, let units else { return .nan }
        let m = face.face.info.metrics
        guard m.unitsPerEm > 0 else { return .nan }
        return CGFloat(Double(units) * face.pointSize / Double(m.unitsPerEm))
    }

    /// The face's `hhea` ascender at this size, in points above the baseline.
    public var ascender: CGFloat { CGFloat(FaceCache.shared.entry(for: self).ascender) }

    /// The face's `hhea` descender at this size: negative, in points below the baseline (UIKit's sign).
    public var descender: CGFloat { CGFloat(FaceCache.shared.entry(for: self).descender) }

    /// The face's `OS/2` cap height at this size; for an `OS/2` table without one, the top of the
    /// glyph "H".
    public var capHeight: CGFloat {
        guard let face else { return .nan }
        if let units = face.face.info.metrics.capHeight { return scaled(units) }
        return glyphTop("H", face)
    }

    /// The face's `OS/2` x-height at this size; for an `OS/2` table without one, the top of the
    /// glyph "x".
    public var xHeight: CGFloat {
        guard let face else { return .nan }
        if let units = face.face.info.metrics.xHeight { return scaled(units) }
        return glyphTop("x", face)
    }

    /// The top of `letter`'s outline above the baseline, in points; NaN when the face has no glyph
    /// for it (HarfBuzz gives glyph 0, .notdef).
    private func glyphTop(_ letter: String, _ face: FontInstance) -> CGFloat {
        let line = Typesetter.measure(letter, TextAttributes(font: face))
        guard line.fallbacks.isEmpty, line.runs.allSatisfy({ $0.glyphs.allSatisfy { $0.id != 0 } }),
              let ink = line.inkBounds() else { return .nan }
        return CGFloat(ink.maxY)
    }

    /// The distance between baselines: a text style's published line height, else the face's
    /// ascender − descender + line gap (see the extension's notes).
    public var lineHeight: CGFloat {
        if let styled = resolved.lineHeight, resolved.textStyle != nil, fontDescriptor.textStyle != nil, styled.isFinite {
            return CGFloat(styled)
        }
        let e = FaceCache.shared.entry(for: self)
        return CGFloat(e.ascender - e.descender + e.lineGap)
    }

    /// The space between lines beyond the face's ascender-to-descender height: the `hhea` line
    /// gap, or for a text style what its published line height adds.
    public var leading: CGFloat { lineHeight - (ascender - descender) }

    /// A font by name at a size (UIKit's `init(name:size:)`): nil when no installed face has that
    /// family, PostScript or full name (compared without regard to case), as UIKit answers nil for
    /// a name it does not have. A size of 0 or less is UIKit's default, 12 points here (UIKit
    /// documents `systemFontSize`, not this default; 12 is an assumption).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty, UIFont.isInstalled(fontName) else { return nil }
        let size = fontSize > 0 ? fontSize : 12
        self.init(descriptor: UIFontDescriptor(name: fontName, size: size), size: size)
    }

    static func isInstalled(_ name: String) -> Bool {
        let catalog = TextFonts.shared.catalog
        if catalog.hasFamily(name) { return true }
        let key = name.lowercased()
        return catalog.faces.contains {
            $0.postscriptName?.lowercased() == key || $0.fullName?.lowercased() == key
        }
    }

    /// The installed font families, sorted (UIKit's `familyNames`): each face's typographic family
    /// (name ID 16, else 1).
    public static var familyNames: [String] {
        var names = Set<String>()
        for f in TextFonts.shared.catalog.faces {
            if let n = f.typographicFamily ?? f.family { names.insert(n) }
        }
        return names.sorted()
    }

    /// The names of a family's faces (UIKit's `fontNames(forFamilyName:)`): each face's PostScript
    /// name (its full name when it has none), sorted; empty for a family that is not installed.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        var names = Set<String>()
        for f in TextFonts.shared.catalog.faces(ofFamily: familyName) {
            if let n = f.postscriptName ?? f.fullName { names.insert(n) }
        }
        return names.sorted()
    }
}
#endif
