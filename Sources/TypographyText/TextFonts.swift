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

    /// The catalog's font for `font`, kept from one call to the next as the text API keeps it
    /// (glyph-level calls ask for the same font once per glyph); nil when none can be read.
    package static func cachedFont(for font: UIFont) -> CatalogFont? {
        FaceCache.shared.font(for: font)
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
            var made = try fonts.font(named: name, pointSize: Double(font.pointSize),
                                      weight: Double(font.resolved.weight.numericValue),
                                      italic: font.resolved.isItalic, covering: texts)
            for tag in font.fontDescriptor.font.features where !made.attributes.features.contains(tag) {
                made.attributes.features.append(tag)
            }
            return made
        }
        return try fonts.font(for: font.resolved, covering: texts)
    }
}

/// The catalog's font for each `UIFont` (by its description and the fonts in use), kept so that a
/// font is matched and its metrics read once.
///
/// Two levels: by the `UIFont` object itself (an app keeps its fonts and measures with the same
/// ones over and over), then by its value (hashing a font's descriptor and resolution). The first
/// is what makes measuring a label cheap: hashing a `UIFont` was 10 % of `boundingRect`'s time
/// for a short label (Benchmarks/paragraph.sh, labels), and `lineHeight` alone asks three times.
final class FaceCache: @unchecked Sendable {
    // @unchecked: every stored property is read and written under `lock`.
    static let shared = FaceCache()
    private let lock = NSLock()

    /// A font's catalog match, whether that face covers printable ASCII, and its metrics in points
    /// (NaN without a face), read once.
    final class Entry: Sendable {
        let font: CatalogFont?
        let coversASCII: Bool
        /// `hhea` ascender, descender (negative below the baseline) and line gap, in points.
        let ascender: Double
        let descender: Double
        let lineGap: Double

        init(font: CatalogFont?) {
            self.font = font
            coversASCII = font.map { c in (0x20...0x7E).allSatisfy { c.face.info.covers(UInt32($0)) } } ?? false
            let instance = font?.attributes.font
            func points(_ units: Int?) -> Double {
                guard let instance, let units, instance.face.info.metrics.unitsPerEm > 0 else { return .nan }
                return Double(units) * instance.pointSize / Double(instance.face.info.metrics.unitsPerEm)
            }
            ascender = points(instance?.face.info.metrics.ascender)
            descender = points(instance?.face.info.metrics.descender)
            lineGap = points(instance?.face.info.metrics.lineGap)
        }
    }
    private var byValue: [UIFont: Entry] = [:]
    /// By object: the font is kept with its entry, so that its identifier is not reused while cached.
    private var byObject: [ObjectIdentifier: (font: UIFont, entry: Entry)] = [:]

    func entry(for font: UIFont) -> Entry {
        let id = ObjectIdentifier(font)
        lock.lock()
        if let hit = byObject[id] {
            lock.unlock()
            return hit.entry
        }
        if let hit = byValue[font] {
            remember(font, hit)
            lock.unlock()
            return hit
        }
        lock.unlock()
        let made = Entry(font: try? TextFonts.font(for: font))
        lock.lock()
        byValue[font] = made
        remember(font, made)
        lock.unlock()
        return made
    }

    /// Under `lock`: keeps the entry by object, forgetting them all past 4,096 fonts (an app that
    /// makes a new `UIFont` for every label still finds them by value).
    private func remember(_ font: UIFont, _ entry: Entry) {
        if byObject.count >= 4096 { byObject.removeAll(keepingCapacity: true) }
        byObject[ObjectIdentifier(font)] = (font, entry)
    }

    /// The font without fallbacks, or nil when none can be loaded.
    func font(for font: UIFont) -> CatalogFont? { entry(for: font).font }

    func instance(for font: UIFont) -> FontInstance? { self.font(for: font)?.attributes.font }

    /// The attributes for `text` in `font`: the kept font when its face covers the text, else the
    /// catalog's font with fallbacks for the text.
    func attributes(for font: UIFont, text: String) throws(LayoutError) -> TextAttributes {
        let e = entry(for: font)
        if let kept = e.font, kept.attributes.fallbacks.isEmpty {
            // Printable ASCII is known to be covered; any other letter is looked up in the face.
            if e.coversASCII, text.unicodeScalars.allSatisfy({ ($0.value >= 0x20 && $0.value < 0x7F) || ($0.value >= 0xA0 && kept.face.info.covers($0.value)) }) {
                return kept.attributes
            }
            let (missing, _) = TextFonts.shared.fallbackFaces(for: [text], primary: kept.face)
            if missing.isEmpty { return kept.attributes }
        }
        return try TextFonts.font(for: font, covering: [text]).attributes
    }

    func removeAll() {
        lock.lock()
        byValue.removeAll()
        byObject.removeAll()
        lock.unlock()
    }
}
