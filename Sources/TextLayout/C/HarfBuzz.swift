// Every HarfBuzz call of the package goes through this file. HarfBuzz handles are owned by the
// final classes below, which free them in `deinit`; nothing of HarfBuzz appears in a public API.
//
// HarfBuzz 6 (Debian 12): `hb_blob_create` and `hb_face_create` never return NULL (they return
// the empty object), so a failed load is detected with `hb_face_count` and the glyph count.
internal import CHarfBuzz
import Foundation
import SafeFile

/// A four-character OpenType tag as HarfBuzz wants it.
@inline(__always)
func hbTag(_ s: StaticString) -> UInt32 {
    var v: UInt32 = 0
    s.withUTF8Buffer { b in for i in 0..<4 { v = v << 8 | UInt32(i < b.count ? b[i] : 0x20) } }
    return v
}

/// A tag from a string of up to four ASCII characters (padded with spaces), or nil.
func hbTag(_ s: String) -> UInt32? {
    let u = Array(s.utf8)
    guard (1...4).contains(u.count), u.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
    var v: UInt32 = 0
    for i in 0..<4 { v = v << 8 | UInt32(i < u.count ? u[i] : 0x20) }
    return v
}

func tagString(_ t: UInt32) -> String {
    var s = ""
    for shift in stride(from: 24, through: 0, by: -8) {
        let b = UInt8(truncatingIfNeeded: t >> UInt32(shift))
        s.unicodeScalars.append(Unicode.Scalar(b >= 0x20 && b < 0x7F ? b : 0x3F))
    }
    return s
}

/// A face of a font file, loaded by HarfBuzz (`hb_face_t`).
final class HBFace: @unchecked Sendable {
    // @unchecked: the face is immutable after creation (made immutable below) and HarfBuzz
    // faces are safe to share between threads.
    let pointer: OpaquePointer
    let upem: Int
    let glyphCount: Int
    /// The whole file as it was read, kept for as long as the face: the
    /// drawing side (FreeType, through ``bytes``) uses these same bytes, so a file deleted or
    /// replaced after loading changes nothing that is measured or drawn.
    private let blob: OpaquePointer

    init(path: String, index: Int) throws(LayoutError) {
        // Read with pread, not mapped as `hb_blob_create_from_file` does: a mapped file that is
        // truncated while it is shaped kills the process with SIGBUS. The blob owns the buffer.
        let data: UnsafeMutableRawBufferPointer
        do {
            data = try InputFile.readAllocated(path, limit: Int(Int32.max))
        } catch {
            // As `LayoutError.from`: a file that cannot be read at all is no input (66); one
            // that reads but is too large or fails mid-read is a bad font (65).
            switch error.kind {
            case .tooLarge, .io: throw LayoutError(.badFont, input: path, reason: error.reason)
            default: throw LayoutError(.fontNotFound, input: path, reason: error.reason)
            }
        }
        guard let base = data.baseAddress,
              let blob = hb_blob_create(base.assumingMemoryBound(to: CChar.self), UInt32(data.count), HB_MEMORY_MODE_READONLY,
                                        base, { free($0) }) else {
            // HarfBuzz calls the destroy function itself when it cannot make the blob.
            throw LayoutError(.badFont, input: path, reason: "HarfBuzz cannot read the file")
        }
        let count = Int(hb_face_count(blob))
        guard count > 0 else {
            hb_blob_destroy(blob)
            throw LayoutError(.badFont, input: path, reason: "not a font HarfBuzz can read (0 faces)")
        }
        guard index >= 0, index < count else {
            hb_blob_destroy(blob)
            throw LayoutError(.badFont, input: path, reason: "no face \(index): the file has \(count)")
        }
        guard let face = hb_face_create(blob, UInt32(index)) else {
            hb_blob_destroy(blob)
            throw LayoutError(.badFont, input: path, reason: "HarfBuzz could not create face \(index)")
        }
        let glyphs = Int(hb_face_get_glyph_count(face))
        guard glyphs > 0 else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw LayoutError(.badFont, input: path, reason: "face \(index) has no glyphs")
        }
        hb_face_make_immutable(face)
        hb_blob_make_immutable(blob)
        pointer = face
        self.blob = blob
        upem = Int(hb_face_get_upem(face))
        glyphCount = glyphs
    }

    deinit {
        hb_face_destroy(pointer)
        hb_blob_destroy(blob)
    }

    /// The file's bytes, valid while this object lives.
    var bytes: UnsafeRawBufferPointer {
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: Int(length))
    }
}

/// A sized, varied font (`hb_font_t`) with HarfBuzz's own OpenType functions. Its scale is the
/// face's units per em, as `hb-shape` uses by default, so positions are in font units.
final class HBFont: @unchecked Sendable {
    // @unchecked: configured once in init, then made immutable; immutable HarfBuzz fonts are
    // safe to use from several threads at once. The extents cache is read and written under its lock.
    let pointer: OpaquePointer
    let face: HBFace
    /// Synthetic oblique: the horizontal shear (x += slant × y, y up), 0 for none. HarfBuzz is
    /// told (`hb_font_set_synthetic_slant`), so that it moves marks along the slant and slants the
    /// outlines it gives; ink extents are computed here from those outlines.
    let slant: Double
    /// Synthetic bold: how much the outline grows to the right and up, in font units (0 for
    /// none). The ink box grows by it at the right and the top, as FreeType's
    /// `FT_Outline_EmboldenXY` keeps the left and bottom edges (and HarfBuzz ≥ 7 reports them).
    let embolden: Double

    init(face: HBFace, variations: [(tag: UInt32, value: Double)], slant: Double = 0, embolden: Double = 0) throws(LayoutError) {
        self.face = face
        self.slant = slant
        self.embolden = embolden
        // HarfBuzz returns its empty singleton rather than NULL; NULL would mean no memory.
        guard let font = hb_font_create(face.pointer) else {
            throw LayoutError(.internalFailure, input: "font", reason: "HarfBuzz could not create a font")
        }
        hb_font_set_scale(font, Int32(face.upem), Int32(face.upem))
        // No ptem: HarfBuzz 6 applies the font's `trak` table itself when a point size is set.
        // TextLayout applies `trak` through its own tracking (see Tracking.swift); leaving ptem
        // at 0 (and turning the `trak` feature off, see HBFeatures) keeps it from counting twice.
        if !variations.isEmpty {
            let v = variations.map { hb_variation_t(tag: $0.tag, value: Float($0.value)) }
            v.withUnsafeBufferPointer { hb_font_set_variations(font, $0.baseAddress, UInt32($0.count)) }
        }
        if slant != 0 { hb_font_set_synthetic_slant(font, Float(slant)) }
        hb_font_make_immutable(font)
        pointer = font
    }

    deinit { hb_font_destroy(pointer) }

    /// The glyph for a code point in the cmap, or nil.
    @inline(__always)
    func nominalGlyph(_ cp: UInt32) -> UInt32? {
        var g: UInt32 = 0
        return hb_font_get_nominal_glyph(pointer, cp, &g) != 0 ? g : nil
    }

    /// A glyph's horizontal advance in font units, with no shaping.
    func horizontalAdvance(_ glyph: UInt32) -> Int32 {
        hb_font_get_glyph_h_advance(pointer, glyph)
    }

    /// The glyph the font names `name` (its `post` or CFF glyph names), or nil.
    func glyph(named name: String) -> UInt32? {
        var glyph: UInt32 = 0
        let found = name.withCString { hb_font_get_glyph_from_name(pointer, $0, -1, &glyph) }
        return found != 0 ? glyph : nil
    }

    /// The caret positions a ligature glyph's font defines between its components (the GDEF
    /// table's ligature carets), in font units from the glyph's origin; empty when it defines none.
    func ligatureCarets(_ glyph: UInt32, rightToLeft: Bool) -> [Double] {
        var carets = [hb_position_t](repeating: 0, count: 8)
        var count = UInt32(carets.count)
        let direction = rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR
        let total = hb_ot_layout_get_ligature_carets(pointer, direction, glyph, 0, &count, &carets)
        return carets.prefix(Int(min(count, total))).map(Double.init)
    }

    /// Extents already asked for, by glyph ID: a variable font computes them from its outline
    /// and deltas (microseconds a glyph), and a batch of UI strings asks for the same few glyphs
    /// again and again. A flat table of the face's glyph count (40 bytes a glyph), made on first
    /// use; read and written under `extentsLock`, taken once per run of glyphs.
    private let extentsLock = NSLock()
    private var extentsTable: [CachedExtents] = []

    private enum CachedExtents {
        case unknown, empty
        case box(Double, Double, Double, Double)
    }

    /// Runs `body` with a lookup of glyph ink extents in font units (y up): (xMin, yMin, xMax,
    /// yMax), nil for an empty glyph; the cache's lock is held once for all the glyphs `body`
    /// asks for.
    func withGlyphExtents<R>(_ body: ((UInt32) -> (Double, Double, Double, Double)?) -> R) -> R {
        extentsLock.lock()
        defer { extentsLock.unlock() }
        if extentsTable.isEmpty { extentsTable = Array(repeating: .unknown, count: face.glyphCount) }
        return body { glyph in
            let i = Int(glyph)
            guard i < self.extentsTable.count else { return self.uncachedGlyphExtents(glyph) }
            switch self.extentsTable[i] {
            case .box(let a, let b, let c, let d): return (a, b, c, d)
            case .empty: return nil
            case .unknown:
                let e = self.uncachedGlyphExtents(glyph)
                self.extentsTable[i] = e.map { .box($0.0, $0.1, $0.2, $0.3) } ?? .empty
                return e
            }
        }
    }

    private func uncachedGlyphExtents(_ glyph: UInt32) -> (Double, Double, Double, Double)? {
        var e = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(pointer, glyph, &e) != 0, e.width != 0 || e.height != 0 else { return nil }
        let x0 = Double(e.x_bearing), x1 = Double(e.x_bearing + e.width)
        let y1 = Double(e.y_bearing), y0 = Double(e.y_bearing + e.height)
        var box = (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
        // HarfBuzz 6 leaves the synthetic slant out of its extents: take the box of the slanted
        // outline's points (on- and off-curve, as `glyf` bounding boxes are), when it has one.
        if slant != 0, let slanted = HBOutlineBox.box(font: pointer, glyph: glyph) { box = slanted }
        if embolden != 0 {
            box.2 += embolden
            box.3 += embolden
        }
        return box
    }

    /// One of the font's horizontal line metrics, in font units, with variations (MVAR)
    /// applied, as HarfBuzz resolves it: for the ascender and descender the OS/2 typo value when
    /// `fsSelection` USE_TYPO_METRICS is set (and the value non-zero), else hhea's (non-zero);
    /// nil when the font has neither.
    func metric(_ which: Metric) -> Double? {
        let tag: hb_ot_metrics_tag_t
        switch which {
        case .ascender: tag = HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER
        case .descender: tag = HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER
        case .lineGap: tag = HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP
        }
        var p: Int32 = 0
        return hb_ot_metrics_get_position(pointer, tag, &p) != 0 ? Double(p) : nil
    }

    enum Metric { case ascender, descender, lineGap }
}

/// The bounding box of a glyph's outline points as HarfBuzz draws them (with the font's
/// variations and synthetic slant), through `hb_font_get_glyph_shape` (HarfBuzz ≥ 4).
enum HBOutlineBox {
    private struct Box {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        mutating func add(_ x: Float, _ y: Float) {
            let x = Double(x), y = Double(y)
            if x < minX { minX = x }
            if x > maxX { maxX = x }
            if y < minY { minY = y }
            if y > maxY { maxY = y }
        }
    }

    private static func box(_ data: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<Box>? {
        data?.assumingMemoryBound(to: Box.self)
    }

    /// Draw functions that only collect points; made once, immutable, shared.
    // nonisolated(unsafe): immutable once made (hb_draw_funcs_make_immutable), and HarfBuzz
    // objects are safe to share between threads.
    nonisolated(unsafe) private static let funcs: OpaquePointer? = {
        guard let f = hb_draw_funcs_create() else { return nil }
        hb_draw_funcs_set_move_to_func(f, { _, data, _, x, y, _ in box(data)?.pointee.add(x, y) }, nil, nil)
        hb_draw_funcs_set_line_to_func(f, { _, data, _, x, y, _ in box(data)?.pointee.add(x, y) }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(f, { _, data, _, cx, cy, x, y, _ in
            box(data)?.pointee.add(cx, cy)
            box(data)?.pointee.add(x, y)
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(f, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            box(data)?.pointee.add(c1x, c1y)
            box(data)?.pointee.add(c2x, c2y)
            box(data)?.pointee.add(x, y)
        }, nil, nil)
        hb_draw_funcs_make_immutable(f)
        return f
    }()

    /// (xMin, yMin, xMax, yMax) in font units, y up; nil when the glyph has no outline points.
    static func box(font: OpaquePointer, glyph: UInt32) -> (Double, Double, Double, Double)? {
        guard let funcs else { return nil }
        var b = Box()
        withUnsafeMutablePointer(to: &b) { hb_font_get_glyph_shape(font, glyph, funcs, $0) }
        guard b.minX <= b.maxX, b.minY <= b.maxY else { return nil }
        return (b.minX, b.minY, b.maxX, b.maxY)
    }
}

/// Feature lists for shaping, built once.
enum HBFeatures {
    private static func feature(_ tag: StaticString, _ value: UInt32) -> hb_feature_t {
        hb_feature_t(tag: hbTag(tag), value: value, start: 0, end: UInt32.max)
    }

    /// Always: HarfBuzz must not apply `trak` itself (TextLayout does).
    static let base: [hb_feature_t] = [feature("trak", 0)]

    /// With tracking: optional ligatures off (tracking takes them apart, as on Apple's platforms;
    /// required ligatures — `rlig`, and a script's own forms — stay). Kerning stays as the font has it.
    static let tracked: [hb_feature_t] = [
        feature("trak", 0), feature("liga", 0), feature("clig", 0), feature("dlig", 0), feature("hlig", 0),
    ]

    /// The features for one shaping call: `base` or `tracked`, then the text's own features in
    /// HarfBuzz's feature syntax (`tnum`, `smcp`, `-liga` or `liga=0` to turn one off, `aalt=2`),
    /// each for the whole run. A string HarfBuzz cannot read is ignored.
    static func list(tracked: Bool, extra: [String]) -> [hb_feature_t] {
        let fixed = tracked ? HBFeatures.tracked : HBFeatures.base
        guard !extra.isEmpty else { return fixed }
        return fixed + extra.compactMap { text -> hb_feature_t? in
            var f = hb_feature_t()
            let ok = text.withCString { hb_feature_from_string($0, Int32(text.utf8.count), &f) }
            return ok != 0 ? f : nil
        }
    }
}

/// A reusable shaping buffer (`hb_buffer_t`). Not thread-safe: one per shaping call at a time.
final class HBBuffer {
    let pointer: OpaquePointer

    /// nil only if HarfBuzz broke its contract: `hb_buffer_create` never returns NULL (on
    /// allocation failure it returns the inert empty buffer, which shapes to no glyphs).
    init?() {
        guard let buffer = hb_buffer_create() else { return nil }
        pointer = buffer
    }
    deinit { hb_buffer_destroy(pointer) }

    /// Shapes `utf8[start..<end]` (with the rest of `utf8` as context) with `font`, and calls
    /// `body` with the glyphs in visual order. Clusters are byte offsets into `utf8`.
    func shape<R>(
        font: HBFont, utf8: UnsafeBufferPointer<UInt8>, start: Int, end: Int,
        rtl: Bool, script: UInt32, language: String?, tracked: Bool, features extra: [String] = [],
        _ body: (_ count: Int, _ glyph: (Int) -> ShapedGlyph) -> R
    ) -> R {
        let b = pointer
        hb_buffer_clear_contents(b)
        utf8.withMemoryRebound(to: CChar.self) { chars in
            hb_buffer_add_utf8(b, chars.baseAddress, Int32(clamping: chars.count), UInt32(clamping: start), Int32(clamping: end - start))
        }
        hb_buffer_set_direction(b, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(b, hb_script_t(rawValue: script))
        if let language {
            language.withCString { hb_buffer_set_language(b, hb_language_from_string($0, -1)) }
        } else {
            hb_buffer_set_language(b, hb_language_get_default())
        }
        let features = HBFeatures.list(tracked: tracked, extra: extra)
        features.withUnsafeBufferPointer { hb_shape(font.pointer, b, $0.baseAddress, UInt32($0.count)) }
        var n: UInt32 = 0
        // Both are NULL when the buffer holds no glyph (empty range, or HarfBuzz out of memory).
        guard let infos = hb_buffer_get_glyph_infos(b, &n), let pos = hb_buffer_get_glyph_positions(b, nil) else {
            return body(0) { _ in ShapedGlyph(glyph: 0, cluster: start, xAdvance: 0, xOffset: 0, yOffset: 0, unsafeToBreak: false) }
        }
        return body(Int(n)) { i in
            ShapedGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                        xAdvance: pos[i].x_advance, xOffset: pos[i].x_offset, yOffset: pos[i].y_offset,
                        unsafeToBreak: hb_glyph_info_get_glyph_flags(infos + i).rawValue & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0)
        }
    }
}

/// One glyph as HarfBuzz positioned it, in font units.
struct ShapedGlyph {
    var glyph: UInt32
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
    /// HarfBuzz's `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`: text cut at the start of this glyph's cluster
    /// must be shaped again on both sides (the glyphs there may differ).
    var unsafeToBreak: Bool
}

/// Unicode data from HarfBuzz's built-in functions.
enum HBUnicode {
    static let common = HB_SCRIPT_COMMON.rawValue
    static let inherited = HB_SCRIPT_INHERITED.rawValue
    static let unknown = HB_SCRIPT_UNKNOWN.rawValue
    static let latin = HB_SCRIPT_LATIN.rawValue

    /// The script of a code point (ISO 15924 tag as HarfBuzz encodes it).
    @inline(__always)
    static func script(_ cp: UInt32) -> UInt32 {
        hb_unicode_script(hb_unicode_funcs_get_default(), cp).rawValue
    }

    /// The ISO 15924 tag of a script ("Arab", "Latn").
    static func scriptName(_ script: UInt32) -> String {
        if script == latin { return "Latn" }
        return tagString(hb_script_to_iso15924_tag(hb_script_t(rawValue: script)))
    }

    /// Scripts whose letters join (CSS Text 3, `letter-spacing`: cursive scripts are not
    /// letter-spaced, since spacing would break the joins): Arabic, Syriac, N'Ko, Mandaic,
    /// Mongolian, Phags-pa, Hanifi Rohingya.
    static let cursive: Set<UInt32> = [
        HB_SCRIPT_ARABIC.rawValue, HB_SCRIPT_SYRIAC.rawValue, HB_SCRIPT_NKO.rawValue,
        HB_SCRIPT_MANDAIC.rawValue, HB_SCRIPT_MONGOLIAN.rawValue, HB_SCRIPT_PHAGS_PA.rawValue,
        HB_SCRIPT_HANIFI_ROHINGYA.rawValue,
    ]
}

/// The HarfBuzz version the package runs with ("6.0.0").
func harfBuzzVersion() -> String { String(cString: hb_version_string()) }
