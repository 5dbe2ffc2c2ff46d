import FontCatalog
import Foundation
import TextLayout
import TypeSystem
import TypographyUIKit

/// The installed fonts Apple's text names read: the font catalog (``FontCatalog/Catalog``) and
/// TextLayout's ``TextLayout/CatalogFonts`` over it.
///
/// `UIFont`'s font-file metrics, `UIFont(name:size:)`, `UIFont.familyNames`, and every
/// measurement and drawing of an `NSAttributedString` choose their faces here. By default the
/// catalog of the user's font directories is opened on first use (its cache under
/// `$XDG_CACHE_HOME/typography`); an app or a test may set another before that:
///
///     TextFonts.shared = CatalogFonts(catalog: Catalog.open(directories: FontDirectories(directories: ["/usr/share/fonts"]), cachePath: nil))
public enum TextFonts {
    private final class Box: @unchecked Sendable {
        // @unchecked: `fonts` is read and written under `lock`.
        let lock = NSLock()
        var fonts: CatalogFonts?
    }
    private static let box = Box()

    /// The fonts in use: the user's installed fonts unless set.
    public static var shared: CatalogFonts {
        get {
            box.lock.lock()
            defer { box.lock.unlock() }
            if let f = box.fonts { return f }
            let f = CatalogFonts(opening: { Catalog.open() })
            box.fonts = f
            return f
        }
        set {
            box.lock.lock()
            box.fonts = newValue
            box.lock.unlock()
            FaceCache.shared.removeAll()
        }
    }

    /// The font `font` is drawn with, covering the characters of `texts` (fallbacks for the rest).
    ///
    /// A text style's or the system font's face is the catalog's match for Apple's family (a
    /// stand-in such as Inter for SF Pro where San Francisco is not installed); a font made by
    /// name is the installed family, PostScript name or full name, or what the catalog's aliases
    /// substitute for it.
    public static func font(for font: UIFont, covering texts: [String] = []) throws(LayoutError) -> CatalogFont {
        let fonts = shared
        if case .custom(let name, _, _) = font.fontDescriptor.font.base {
            return try fonts.font(named: name, pointSize: Double(font.pointSize),
                                  weight: Double(font.resolved.weight.numericValue),
                                  italic: font.resolved.isItalic, covering: texts)
        }
        return try fonts.font(for: font.resolved, covering: texts)
    }
}

/// The catalog's font for each `UIFont` (by its description and the fonts in use), kept so that a
/// font is matched and its metrics read once.
final class FaceCache: @unchecked Sendable {
    // @unchecked: `fonts` is read and written under `lock`.
    static let shared = FaceCache()
    private let lock = NSLock()
    private var fonts: [UIFont: CatalogFont?] = [:]

    /// The font without fallbacks, or nil when none can be loaded.
    func font(for font: UIFont) -> CatalogFont? {
        lock.lock()
        if let hit = fonts[font] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let chosen = try? TextFonts.font(for: font)
        lock.lock()
        fonts[font] = chosen
        lock.unlock()
        return chosen
    }

    func instance(for font: UIFont) -> FontInstance? { self.font(for: font)?.attributes.font }

    /// The attributes for `text` in `font`: the kept font when its face covers the text, else the
    /// catalog's font with fallbacks for the text.
    func attributes(for font: UIFont, text: String) throws(LayoutError) -> TextAttributes {
        if let kept = self.font(for: font) {
            let (missing, _) = TextFonts.shared.fallbackFaces(for: [text], primary: kept.face)
            if missing.isEmpty, kept.attributes.fallbacks.isEmpty { return kept.attributes }
        }
        return try TextFonts.font(for: font, covering: [text]).attributes
    }

    func removeAll() {
        lock.lock()
        fonts.removeAll()
        lock.unlock()
    }
}
