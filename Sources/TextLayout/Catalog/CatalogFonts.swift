import FontCatalog
import FontFile
import Foundation
import TypeSystem

/// The faces the catalog chooses, loaded for layout: the step of the data flow between
/// `FontCatalog.match` and ``FontInstance``.
///
///     let fonts = CatalogFonts(catalog: Catalog.open())
///     let body = try TextStyle.body.resolved(in: TypeEnvironment(platform: .iOS, dynamicTypeSize: .xxxLarge))
///     let font = try fonts.font(for: body, covering: ["Hello, مرحبا"])
///     let line = Typesetter.measure("Hello, مرحبا", font.attributes)   // Inter + Noto Naskh Arabic
///
/// Rules:
/// - **The face the catalog chose is the face that is drawn.** The match's file and face index
///   go to HarfBuzz and to Cairo (cairo-ft over a FreeType face on the bytes HarfBuzz loaded);
///   nothing else selects fonts, and the file is not opened again to draw.
/// - **Synthesis.** A face that lacks the weight or slant asked for is drawn and measured with
///   synthetic bold or oblique (``FontSynthesis``), unless ``FontOptions/synthesize`` is off.
/// - **Discrete optical sizes.** Where the design has separate Text and Display families (SF Pro
///   Text / SF Pro Display, Inter / Inter Display), the faces' own size ranges decide when both
///   declare one (`OS/2` v5, else `STAT`; ``FontCatalog/OpticalSizeSelection``); otherwise the design map's
///   switch point, Apple's published 20 pt (``DesignMap/displayFromPointSize``): the open
///   families stand in for SF Pro and switch where it does. The size compared is the style's
///   optical size (the point size, except under Mac Catalyst's 77 % scaling).
/// - **Fallback by coverage.** Characters of the given texts that the primary face (and any
///   explicit fallback) lacks are given to ``Catalog/fallback(for:design:weight:italic:)``, one
///   face per uncovered character unless a face already chosen covers it; layout reports every
///   fallback it uses (``ShapedLine/fallbacks``).
/// - **A face that vanished.** The catalog is a snapshot: a file can be deleted or replaced after
///   the scan. Loading such a face is not silently skipped: it is reported in
///   ``CatalogFont/vanished`` (the path and the reason, and what was drawn instead), the file is
///   dropped from this object's view of the catalog, and the match is made again, so the next
///   face the same rules give is used. When nothing is left, the call fails with
///   ``LayoutError/Kind/fontNotFound``.
///
/// Faces are loaded once and kept; the object is safe to share between threads.
public final class CatalogFonts: @unchecked Sendable {
    // @unchecked: every mutable property is read and written under `lock`.
    private let lock = NSLock()
    private var opener: (@Sendable () -> Catalog)?
    private var opened: Catalog?
    private var faces: [String: FontFace] = [:]
    private var gone: Set<String> = []

    /// Fonts from an open catalog.
    public init(catalog: Catalog) {
        opened = catalog
    }

    /// Fonts from a catalog opened on first use (a font file given by path whose face covers the
    /// text never needs it).
    public init(opening: @escaping @Sendable () -> Catalog) {
        opener = opening
    }

    /// The catalog, without the files found gone since it was scanned (opened now if it was not yet).
    public var catalog: Catalog {
        lock.lock()
        defer { lock.unlock() }
        return currentCatalog()
    }

    /// Whether the catalog has been opened (for a lazily opened one).
    public var isCatalogOpen: Bool {
        lock.lock()
        defer { lock.unlock() }
        return opened != nil
    }

    private func currentCatalog() -> Catalog {
        if let opened { return opened }
        let c = opener?() ?? Catalog(faces: [])
        opener = nil
        opened = c
        return c
    }

    /// Forgets the faces of `path` in this object's view of the catalog.
    private func drop(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        guard gone.insert(path).inserted else { return }
        opened = currentCatalog().removing(paths: [path])
    }

    /// A face the catalog recorded, loaded for layout (each file and face index once).
    public func face(_ f: CatalogFace) throws(LayoutError) -> FontFace {
        try face(path: f.path, index: f.index)
    }

    /// The face at `path`, `index`, loaded once.
    public func face(path: String, index: Int = 0) throws(LayoutError) -> FontFace {
        let key = "\(index)#\(path)"
        lock.lock()
        if let f = faces[key] {
            lock.unlock()
            return f
        }
        lock.unlock()
        let f = try FontFace(path: path, index: index)
        lock.lock()
        defer { lock.unlock() }
        if let existing = faces[key] { return existing }
        faces[key] = f
        return f
    }

    // MARK: Styles

    /// The font for a resolved text style: the catalog's match for the style's family (Apple's,
    /// else the design map's stand-in), weight, width, slant and optical size; the style's size,
    /// line height and tracking policy; fallbacks for the characters of `texts` it lacks.
    ///
    /// A ``TypeSystem/ResolvedStyle`` carries no OpenType features: for a `Font` with
    /// `monospacedDigit()` or small caps, pass its ``TypeSystem/ResolvedFont`` to
    /// ``font(for:covering:platform:options:)``, which turns them on.
    public func font(for style: ResolvedStyle, covering texts: [String] = [],
                     options: FontOptions = FontOptions()) throws(LayoutError) -> CatalogFont {
        let query = FontQuery(family: style.family, design: CatalogFonts.design(style.design),
                              weight: Double(style.weight.numericValue),
                              width: TextAttributes.percentage(style.width), style: style.italic ? .italic : .normal,
                              pointSize: style.opticalSize, compact: style.platform == .watchOS)
        var vanished: [VanishedFace] = []
        while true {
            let catalog = self.catalog
            guard let chosen = catalog.textStyleFace(query) else {
                throw LayoutError(.fontNotFound, input: style.family,
                                  reason: "no font is installed" + CatalogFonts.goneSuffix(vanished))
            }
            let m = chosen.match
            let rule = chosen.opticalSizeRule
            let loaded: FontFace
            do {
                loaded = try face(m.face)
            } catch {
                vanished.append(VanishedFace(path: m.face.path, reason: error.reason, replacedBy: nil))
                drop(m.face.path)
                continue
            }
            let instance = CatalogFonts.instanceIndex(m.face, in: loaded)
            let design = CatalogFonts.design(style.design)
            let (fallbacks, fbGone) = fallbackFaces(for: texts, primary: loaded, explicit: options.fallbacks,
                                                   design: design, weight: query.weight, width: query.width,
                                                   italic: style.italic, language: options.language)
            var attrs = try TextAttributes(style: style, face: loaded, fallbacks: options.fallbacks + fallbacks,
                                           explicitTracking: options.explicitTracking, direction: options.direction,
                                           language: options.language, opticalSizing: options.opticalSizing,
                                           namedInstance: instance, variations: options.variations,
                                           synthesize: options.synthesize)
            if let lh = options.lineHeight { attrs.lineHeight = lh }
            return CatalogFont(attributes: attrs, match: m, family: m.family,
                               reason: CatalogFonts.reason(asked: style.family, match: m, rule: rule,
                                                           displayFrom: catalog.designMap.displayFromPointSize),
                               opticalSizeRule: rule, vanished: CatalogFonts.replaced(vanished, by: loaded) + fbGone)
        }
    }

    /// The font for any resolved ``TypeSystem/Font``: a text style (as ``font(for:covering:options:)``
    /// with its ``TypeSystem/ResolvedStyle``), the system font at a fixed size (`Font.system(size:)`:
    /// Apple's family through the design map, at that size, with the tracking the face's family
    /// gets on `platform`), or a custom font (`Font.custom`: as ``font(named:pointSize:weight:width:italic:covering:platform:options:)``
    /// at the scaled size). The font's OpenType features (`monospacedDigit()`'s `tnum`,
    /// `smallCaps()`'s `smcp` and `c2sc`) are turned on in the attributes; a ``TypeSystem/ResolvedStyle``
    /// alone carries none, which is why this is the call to use for a `Font`.
    public func font(for resolved: ResolvedFont, covering texts: [String] = [], platform: Platform? = nil,
                     options: FontOptions = FontOptions()) throws(LayoutError) -> CatalogFont {
        var result: CatalogFont
        let m = resolved.font.modifiers
        if let style = resolved.style {
            result = try font(for: style, covering: texts, options: options)
        } else {
            result = try font(named: resolved.family, pointSize: resolved.pointSize,
                              weight: Double(resolved.weight.numericValue), width: TextAttributes.percentage(m.width),
                              italic: m.italic, covering: texts, platform: platform ?? resolved.style?.platform,
                              options: options)
        }
        for tag in resolved.font.features where !result.attributes.features.contains(tag) {
            result.attributes.features.append(tag)
        }
        return result
    }

    /// The font for SwiftUI's resolved shape (`Font.resolve(in:)`), as ``font(for:covering:platform:options:)``
    /// with its ``TypeSystem/ResolvedFont``. A font Apple publishes no value for (`isPublished` false:
    /// any style on visionOS, callout on watchOS) is refused with the reason, never laid out at NaN.
    public func font(for resolved: Font.Resolved, covering texts: [String] = [], platform: Platform? = nil,
                     options: FontOptions = FontOptions()) throws(LayoutError) -> CatalogFont {
        guard let details = resolved.details else {
            throw LayoutError(.invalidArgument, input: Catalog.escapedName(resolved.family),
                              reason: resolved.unpublished?.description ?? "not published")
        }
        return try font(for: details, covering: texts, platform: platform, options: options)
    }

    // MARK: Custom fonts

    /// A font by name at `pointSize`, with fallbacks for `texts`. The name is, in order: an
    /// installed family, Apple's family or a generic name such as `system-ui` (CSS matching in
    /// the family, through the design map for Apple's and generic names, with the Display family
    /// from the switch point); else a PostScript or full name, or what ``Catalog/resolve(name:)``
    /// substitutes for it. An installed family's Text/Display sibling is not switched to: a custom
    /// font is the family named.
    ///
    /// The size is the caller's: a custom font scaled with Dynamic Type gives
    /// `CustomFontSize.pointSize(in:)` here. `weight` (1–1000), `width` (percent) and `italic`
    /// choose the face and set its axes; `opsz` follows ``FontOptions/opticalSizing``.
    public func font(named name: String, pointSize: Double, weight: Double? = nil, width: Double? = nil,
                     italic: Bool = false, covering texts: [String] = [], platform: Platform? = nil,
                     options: FontOptions = FontOptions()) throws(LayoutError) -> CatalogFont {
        var vanished: [VanishedFace] = []
        while true {
            let catalog = self.catalog
            // The one path every command takes (Catalog.choose): installed family, PostScript or
            // full name, Family-Style, fontconfig's aliases, the generic class, the design map.
            let query = FontQuery(family: name, weight: weight ?? 400, width: width ?? 100,
                                  style: italic ? .italic : .normal, pointSize: pointSize)
            let m: FontMatch
            do {
                m = try catalog.choose(query)
            } catch {
                let kind: LayoutError.Kind = error.kind == .invalidQuery ? .invalidArgument : .fontNotFound
                throw LayoutError(kind, input: Catalog.escapedName(name), reason: error.message + CatalogFonts.goneSuffix(vanished))
            }
            // A name nothing is known of (not installed, no alias, no class) is missing, as
            // Catalog.resolve says: drawing the design map's stand-in would hide a typo.
            if m.rule == .designMap, !catalog.designMap.isGenericName(name), !catalog.designMap.isAppleFamily(name) {
                throw LayoutError(.fontNotFound, input: Catalog.escapedName(name),
                                  reason: "not installed, no alias, and neither fontconfig's configuration nor the well-known family table knows it"
                                      + CatalogFonts.goneSuffix(vanished))
            }
            let chosen = m.face
            let family = m.family
            let match: FontMatch? = m
            let reason = m.substitution
            let loaded: FontFace
            do {
                loaded = try self.face(chosen)
            } catch {
                vanished.append(VanishedFace(path: chosen.path, reason: error.reason, replacedBy: nil))
                drop(chosen.path)
                continue
            }
            let instance = CatalogFonts.instanceIndex(chosen, in: loaded)
            let font = try FontInstance(face: loaded, pointSize: pointSize, weight: weight, width: width, italic: italic,
                                        opticalSizing: options.opticalSizing, namedInstance: instance,
                                        variations: options.variations, synthesize: options.synthesize)
            let attrs = try attributes(font: font, texts: texts, platform: platform, options: options,
                                       design: catalog.designMap.design(of: chosen), italic: italic)
            return CatalogFont(attributes: attrs.0, match: match, family: family, reason: reason, opticalSizeRule: nil,
                               vanished: CatalogFonts.replaced(vanished, by: loaded) + attrs.1)
        }
    }

    /// A font file given by path (face `index`), with the catalog's fallbacks for the characters
    /// of `texts` it lacks. The catalog is opened only when some character needs a fallback.
    public func font(file path: String, index: Int = 0, pointSize: Double, weight: Double? = nil,
                     width: Double? = nil, italic: Bool = false, covering texts: [String] = [],
                     platform: Platform? = nil, options: FontOptions = FontOptions()) throws(LayoutError) -> CatalogFont {
        let loaded = try face(path: path, index: index)
        let font = try FontInstance(face: loaded, pointSize: pointSize, weight: weight, width: width, italic: italic,
                                    opticalSizing: options.opticalSizing, variations: options.variations,
                                    synthesize: options.synthesize)
        let attrs = try attributes(font: font, texts: texts, platform: platform, options: options,
                                   design: loaded.info.design, italic: italic)
        return CatalogFont(attributes: attrs.0, match: nil, family: loaded.familyName, reason: nil, opticalSizeRule: nil,
                           vanished: attrs.1)
    }

    private func attributes(font: FontInstance, texts: [String], platform: Platform?, options: FontOptions,
                            design: FaceInfo.Design, italic: Bool) throws(LayoutError) -> (TextAttributes, [VanishedFace]) {
        let weight = font.variations.first { $0.tag == "wght" }?.value ?? Double(font.face.info.weight)
        let width = font.variations.first { $0.tag == "wdth" }?.value ?? font.face.info.width
        let (fallbacks, gone) = fallbackFaces(for: texts, primary: font.face, explicit: options.fallbacks,
                                              design: design, weight: weight, width: width, italic: italic,
                                              language: options.language)
        var fb: [FontInstance] = []
        for f in options.fallbacks + fallbacks { fb.append(try font.matching(f)) }
        let decision = TrackingPolicy.decide(face: font.face.info, pointSize: font.pointSize, platform: platform,
                                             explicit: options.explicitTracking)
        return (TextAttributes(font: font, tracking: decision, fallbacks: fb, lineHeight: options.lineHeight,
                               direction: options.direction, language: options.language), gone)
    }

    // MARK: Fallback

    /// The catalog's fallback faces for the characters of `texts` that neither `primary` nor
    /// `explicit` covers, in the order first needed; and the faces found gone on the way. Each
    /// is ``Catalog/fallback(for:design:weight:width:italic:language:)``'s: fontconfig's order
    /// for `language` (else the script's), keeping the request's width, weight and slant.
    public func fallbackFaces(for texts: [String], primary: FontFace, explicit: [FontFace] = [],
                              design: FaceInfo.Design = .default, weight: Double = 400, width: Double = 100,
                              italic: Bool = false, language: String? = nil) -> ([FontFace], [VanishedFace]) {
        let missing = CatalogFonts.uncovered(texts, by: [primary] + explicit)
        guard !missing.isEmpty else { return ([], []) }
        var chosen: [FontFace] = []
        var vanished: [VanishedFace] = []
        for scalar in missing {
            if chosen.contains(where: { $0.info.covers(scalar.value) }) { continue }
            while let f = catalog.fallback(for: scalar, design: design, weight: weight, width: width, italic: italic,
                                           language: language) {
                do {
                    let loaded = try face(f)
                    if !chosen.contains(loaded) { chosen.append(loaded) }
                    break
                } catch {
                    vanished.append(VanishedFace(path: f.path, reason: error.reason, replacedBy: nil))
                    drop(f.path)
                }
            }
        }
        return (chosen, vanished)
    }

    /// The distinct scalars of `texts` that need a glyph and that no face of `faces` covers, in
    /// order of first appearance (at most 65,536: the rest are left to the faces found).
    static func uncovered(_ texts: [String], by faces: [FontFace]) -> [Unicode.Scalar] {
        // Printable ASCII is checked once per face, then skipped byte by byte.
        let asciiCovered = faces.contains { f in (0x20...0x7E).allSatisfy { f.info.covers(UInt32($0)) } }
        var seen = Set<UInt32>()
        var out: [Unicode.Scalar] = []
        for text in texts {
            if asciiCovered, text.utf8.allSatisfy({ $0 < 0x80 }) { continue }
            for s in text.unicodeScalars {
                if s.value < 0x80 && (asciiCovered || s.value < 0x20 || s.value == 0x7F) { continue }
                if needsNoGlyph(s) || !seen.insert(s.value).inserted { continue }
                if faces.contains(where: { $0.info.covers(s.value) }) { continue }
                out.append(s)
                if seen.count >= 65_536 { return out }
            }
        }
        return out
    }

    /// Controls, zero-width joiners and spaces, variation selectors: no glyph of their own.
    static func needsNoGlyph(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value) || (0x200B...0x200F).contains(s.value)
            || (0xFE00...0xFE0F).contains(s.value) || (0xE0100...0xE01EF).contains(s.value)
            || (0x2028...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value)
    }

    // MARK: Helpers

    static func design(_ d: FontDesign) -> FaceInfo.Design {
        switch d {
        case .default: return .default
        case .rounded: return .rounded
        case .serif: return .serif
        case .monospaced: return .monospaced
        }
    }

    /// The `fvar` index of the named instance the catalog face is, for the loaded face.
    static func instanceIndex(_ f: CatalogFace, in loaded: FontFace) -> Int? {
        guard let i = f.namedInstance, i >= 0, i < loaded.info.namedInstances.count else { return nil }
        return loaded.info.namedInstances[i].index
    }

    static func replaced(_ v: [VanishedFace], by face: FontFace) -> [VanishedFace] {
        v.map { var x = $0; x.replacedBy = face.postscriptName ?? face.path; return x }
    }

    static func goneSuffix(_ v: [VanishedFace]) -> String {
        v.isEmpty ? "" : " (the catalog's " + v.map(\.path).joined(separator: ", ") + " are gone)"
    }

    static func reason(asked: String, match m: FontMatch, rule: String?, displayFrom: Double) -> String? {
        var s = m.substitution
        if s == nil && CatalogIndexKey.key(asked) != CatalogIndexKey.key(m.family) {
            s = "\(asked) resolves to \(m.family)"
        }
        switch rule {
        case "range": s = (s.map { $0 + "; " } ?? "") + "\(m.family) chosen by the faces' optical size ranges"
        case "switchPoint":
            s = (s.map { $0 + "; " } ?? "") + "Text/Display switch at \(formatted(displayFrom)) pt"
        default: break
        }
        return s
    }
}

/// Family names compared as the catalog compares them (case, spaces, hyphens ignored).
enum CatalogIndexKey {
    static func key(_ s: String) -> String {
        String(s.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
}

/// How the catalog's font is instanced and laid out.
public struct FontOptions: Sendable {
    /// `opsz`: ``OpticalSizing/auto`` (the style's optical size, or the point size), none, fixed.
    public var opticalSizing: OpticalSizing
    /// Tracking in 1/1000 em, instead of the tracking policy.
    public var explicitTracking: Double?
    /// Axis coordinates that win over everything else.
    public var variations: [String: Double]
    /// Faces tried before the catalog's fallbacks.
    public var fallbacks: [FontFace]
    /// A line height that replaces the style's (or the font's own).
    public var lineHeight: Double?
    /// The base direction of the text.
    public var direction: TextDirection
    /// A BCP 47 language for shaping, line breaking and the catalog's fallback ("ar", "ja"); `nil` for none.
    public var language: String?
    /// Synthetic bold and oblique for a face that lacks the weight or slant asked for
    /// (``FontSynthesis``; CSS `font-synthesis: weight style`). On by default.
    public var synthesize: Bool

    /// Options as given; the defaults use the catalog's choices throughout.
    public init(opticalSizing: OpticalSizing = .auto, explicitTracking: Double? = nil,
                variations: [String: Double] = [:], fallbacks: [FontFace] = [], lineHeight: Double? = nil,
                direction: TextDirection = .auto, language: String? = nil, synthesize: Bool = true) {
        self.synthesize = synthesize
        self.opticalSizing = opticalSizing
        self.explicitTracking = explicitTracking
        self.variations = variations
        self.fallbacks = fallbacks
        self.lineHeight = lineHeight
        self.direction = direction
        self.language = language
    }
}

/// A face the catalog listed whose file could not be loaded (deleted or replaced after the scan).
public struct VanishedFace: Sendable, Hashable, CustomStringConvertible {
    /// The path of the file the catalog listed.
    public var path: String
    /// Why it could not be loaded ("no such file").
    public var reason: String
    /// The PostScript name (else the path) of the face used instead, when known.
    public var replacedBy: String?

    public var description: String {
        LayoutError.oneLine("\(path): \(reason) (listed by the catalog's scan, not loadable now: removed or changed since)"
            + (replacedBy.map { "; using \($0) instead" } ?? "; the next match is used"))
    }
}

/// What the catalog chose, ready to lay out.
public struct CatalogFont: Sendable {
    /// The primary font instance, its fallbacks, tracking and line height.
    public var attributes: TextAttributes
    /// The catalog's match for the primary face (nil for a file given by path, or a face found
    /// by its PostScript or full name).
    public var match: FontMatch?
    /// The family drawn.
    public var family: String
    /// Why this family, when it is not the one asked for (Apple's family not installed, a
    /// generic name, the Display family), or nil.
    public var reason: String?
    /// How a Text or Display family was chosen: `range` (the faces' size ranges) or
    /// `switchPoint` (the design map's); nil when the design has a single family.
    public var opticalSizeRule: String?
    /// Faces the catalog listed that could not be loaded, and what was used instead.
    public var vanished: [VanishedFace]

    /// The primary face.
    public var face: FontFace { attributes.font.face }
}
