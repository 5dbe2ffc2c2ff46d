// Every Cairo call of the package goes through this file. Cairo handles are owned by the final
// classes below, which release them in `deinit`. The calls go through Cairo's function table
// (Sources/CCairoLoader): on Linux, Cairo is loaded by the first drawing, not at start-up.
internal import CCairoLoader

extension typography_cairo {
    /// A status in words.
    func text(_ status: cairo_status_t) -> String {
        status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)"
    }
}

/// Cairo's functions, loaded once by the first caller.
enum CairoLibrary {
    /// The table, or why Cairo cannot be loaded (a missing or too old libcairo.so.2).
    static func table() throws(LayoutError) -> UnsafePointer<typography_cairo> {
        var reason = [CChar](repeating: 0, count: 512)
        if let t = typography_cairo_load(&reason, UInt(reason.count)) { return t }
        let why = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        throw LayoutError(.libraryUnavailable, input: "drawing", reason: why)
    }
}

/// A Cairo font face over a FreeType face (cairo-ft). Cairo owns the FreeType face and releases
/// it (``FreeType/doneFace``) when the last Cairo reference goes.
final class CairoFontFace: @unchecked Sendable {
    // @unchecked: the Cairo font face is reference-counted and locked by Cairo itself.
    let pointer: OpaquePointer
    /// Cairo's functions (loaded before the face is made).
    private let cairo: UnsafePointer<typography_cairo>
    private var C: typography_cairo { cairo.pointee }

    // Only its address is used, as the key of the FreeType face attached to each Cairo face.
    nonisolated(unsafe) private static var ownerKey = cairo_user_data_key_t()

    /// A face over the bytes HarfBuzz loaded (`hb` keeps them alive for as long as Cairo needs
    /// them): the file is never opened again to draw. With `syntheticBold`, cairo-ft emboldens
    /// every outline it loads (`CAIRO_FT_SYNTHESIZE_BOLD`: FreeType's `FT_GlyphSlot_Embolden`,
    /// by the ppem / 24 that ``FontSynthesis/boldStrength`` measures with).
    init(hb: HBFace, index: Int, name: String, syntheticBold: Bool = false) throws(LayoutError) {
        let cairo = try CairoLibrary.table()
        let C = cairo.pointee
        let (ftFace, handle, bitmapColor) = try FreeType.openFace(bytes: hb.bytes, owner: hb, index: index, name: name)
        // No hinting and no embedded bitmaps: outlines at their design positions, so that what is
        // drawn matches what HarfBuzz measured. Colour bitmap fonts (emoji) keep their bitmaps.
        let loadFlags: Int32 = bitmapColor
            ? (1 << 1) /* FT_LOAD_NO_HINTING */ | (1 << 20) /* FT_LOAD_COLOR */
            : (1 << 1) /* FT_LOAD_NO_HINTING */ | (1 << 3) /* FT_LOAD_NO_BITMAP */
        guard let face = C.ft_font_face_create_for_ft_face(ftFace, loadFlags)
        else {
            FreeType.doneFace(handle)
            throw LayoutError(.internalFailure, input: name, reason: "Cairo cannot use the FreeType face")
        }
        let status = withUnsafePointer(to: &CairoFontFace.ownerKey) { key in
            C.font_face_set_user_data(face, key, handle, FreeType.doneFace)
        }
        if status != CAIRO_STATUS_SUCCESS {
            C.font_face_destroy(face)
            FreeType.doneFace(handle)
            throw LayoutError(.internalFailure, input: name, reason: "Cairo: \(C.text(status))")
        }
        if syntheticBold { C.ft_font_face_set_synthesize(face, TYPOGRAPHY_CAIRO_FT_SYNTHESIZE_BOLD) }
        pointer = face
        self.cairo = cairo
    }

    deinit { C.font_face_destroy(pointer) }
}

/// Output formats Cairo draws to.
enum CairoOutput { case png(scale: Double), svg, pdf }

/// A drawing surface of `width × height` points that collects its encoded bytes in memory.
final class CairoCanvas {
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let sink: ByteSink
    private let output: CairoOutput
    private let cairo: UnsafePointer<typography_cairo>
    private var C: typography_cairo { cairo.pointee }

    /// Receives the bytes Cairo writes.
    final class ByteSink { var bytes: [UInt8] = [] }

    private static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }

    init(output: CairoOutput, width: Double, height: Double) throws(LayoutError) {
        let cairo = try CairoLibrary.table()
        let C = cairo.pointee
        self.cairo = cairo
        self.output = output
        let sink = ByteSink()
        self.sink = sink
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let s: OpaquePointer?
        switch output {
        case .png(let scale):
            let w = Int32(max(1, (width * scale).rounded(.up)))
            let h = Int32(max(1, (height * scale).rounded(.up)))
            s = C.image_surface_create(CAIRO_FORMAT_ARGB32, w, h)
        case .svg:
            s = C.svg_surface_create_for_stream(CairoCanvas.write, closure, width, height)
        case .pdf:
            s = C.pdf_surface_create_for_stream(CairoCanvas.write, closure, width, height)
        }
        guard let s, C.surface_status(s) == CAIRO_STATUS_SUCCESS else {
            let why = s.map { C.text(C.surface_status($0)) } ?? "no surface"
            if let s { C.surface_destroy(s) }
            throw LayoutError(.internalFailure, input: "surface \(width)×\(height) pt", reason: "Cairo: \(why)")
        }
        surface = s
        guard let context = C.create(s) else {
            C.surface_destroy(s)
            throw LayoutError(.internalFailure, input: "surface \(width)×\(height) pt", reason: "Cairo: no drawing context")
        }
        cr = context
        if case .png(let scale) = output { C.scale(cr, scale, scale) }
    }

    deinit {
        C.destroy(cr)
        C.surface_destroy(surface)
    }

    func fill(_ c: RGBA) {
        C.save(cr)
        C.set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        C.set_operator(cr, CAIRO_OPERATOR_SOURCE)
        C.paint(cr)
        C.restore(cr)
    }

    /// Draws glyphs of one font at absolute positions (points, y down).
    /// `slant`: a synthetic oblique's shear (x += slant × height above the baseline), through
    /// the font matrix, so that every output format draws the same slanted outlines.
    /// `outline`: the outlines stroked `width` points wide in `color` as well, or instead of the
    /// fill when `fills` is false.
    func drawGlyphs(face: CairoFontFace, pointSize: Double, horizontalScale: Double = 1, slant: Double = 0, variations: String,
                    glyphs: [UInt32], xs: [Double], ys: [Double], color: RGBA,
                    outline: (width: Double, color: RGBA, fills: Bool)? = nil) {
        guard !glyphs.isEmpty else { return }
        C.set_font_face(cr, face.pointer)
        if slant == 0 && horizontalScale == 1 {
            C.set_font_size(cr, pointSize)
        } else {
            // Font space is y down: a point above the baseline (y < 0) moves right. A horizontal
            // scale widens the outlines only, as it widened the advances.
            var m = cairo_matrix_t()
            C.matrix_init(&m, pointSize * horizontalScale, 0, -slant * pointSize, pointSize, 0, 0)
            C.set_font_matrix(cr, &m)
        }
        // cairo_font_options_create returns NULL only when out of memory: draw nothing then.
        guard let options = C.font_options_create() else { return }
        C.font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        C.font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        C.font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        if !variations.isEmpty { C.font_options_set_variations(options, variations) }
        C.set_font_options(cr, options)
        C.font_options_destroy(options)
        var cg = [cairo_glyph_t]()
        cg.reserveCapacity(glyphs.count)
        for i in glyphs.indices { cg.append(cairo_glyph_t(index: UInt(glyphs[i]), x: xs[i], y: ys[i])) }
        if outline?.fills ?? true {
            C.set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cg.withUnsafeBufferPointer { C.show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
        }
        if let outline, outline.width > 0, outline.width.isFinite {
            C.new_path(cr)
            cg.withUnsafeBufferPointer { C.glyph_path(cr, $0.baseAddress, Int32($0.count)) }
            C.set_source_rgba(cr, outline.color.red, outline.color.green, outline.color.blue, outline.color.alpha)
            C.set_line_width(cr, outline.width)
            C.set_dash(cr, nil, 0, 0)
            C.stroke(cr)
        }
    }

    /// Ends a PDF page and starts the next, `width × height` points (PDF output only).
    func nextPage(width: Double, height: Double) {
        guard case .pdf = output else { return }
        C.show_page(cr)
        C.pdf_surface_set_size(surface, width, height)
    }

    /// A hairline rectangle (for debugging overlays: line boxes, ink bounds).
    func strokeRect(x: Double, y: Double, width: Double, height: Double, color: RGBA) {
        C.save(cr)
        C.set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        C.set_line_width(cr, 0.5)
        C.rectangle(cr, x, y, width, height)
        C.stroke(cr)
        C.restore(cr)
    }

    /// A polyline (points in points, y down), optionally dashed.
    func strokePath(_ xs: [Double], _ ys: [Double], color: RGBA, width: Double, dash: [Double], dashOffset: Double = 0) {
        guard xs.count >= 2, xs.count == ys.count else { return }
        C.save(cr)
        C.set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        C.set_line_width(cr, width)
        C.set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        C.set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        if !dash.isEmpty { dash.withUnsafeBufferPointer { C.set_dash(cr, $0.baseAddress, Int32($0.count), dashOffset) } }
        C.move_to(cr, xs[0], ys[0])
        for i in 1..<xs.count { C.line_to(cr, xs[i], ys[i]) }
        C.stroke(cr)
        C.restore(cr)
    }

    /// A filled rectangle.
    func fillRect(x: Double, y: Double, width: Double, height: Double, color: RGBA) {
        C.save(cr)
        C.set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        C.rectangle(cr, x, y, width, height)
        C.fill(cr)
        C.restore(cr)
    }

    /// A filled polygon (points in points, y down; the path is closed by the fill).
    func fillPath(_ xs: [Double], _ ys: [Double], color: RGBA) {
        guard xs.count >= 3, xs.count == ys.count else { return }
        C.save(cr)
        C.set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        C.new_path(cr)
        C.move_to(cr, xs[0], ys[0])
        for i in 1..<xs.count { C.line_to(cr, xs[i], ys[i]) }
        C.fill(cr)
        C.restore(cr)
    }

    /// A PNG drawn into the rectangle (`x`, `y`, `width`, `height`), scaled to fill it; with
    /// `tint`, its shape filled in that colour (its opacity as the mask, as UIKit draws a template
    /// image); nothing when the bytes are not a PNG Cairo reads.
    func drawPNG(_ png: [UInt8], x: Double, y: Double, width: Double, height: Double, tint: RGBA? = nil) {
        guard let surface = CairoCanvas.surface(png: png, C) else { return }
        defer { C.surface_destroy(surface) }
        let w = Double(C.image_surface_get_width(surface)), h = Double(C.image_surface_get_height(surface))
        guard w > 0, h > 0, width > 0, height > 0 else { return }
        C.save(cr)
        C.translate(cr, x, y)
        C.scale(cr, width / w, height / h)
        if let tint {
            C.set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha)
            C.mask_surface(cr, surface, 0, 0)
        } else {
            C.set_source_surface(cr, surface, 0, 0)
            C.paint(cr)
        }
        C.restore(cr)
    }

    /// An image surface decoded from PNG bytes, or nil (the caller destroys it).
    static func surface(png bytes: [UInt8], _ C: typography_cairo) -> OpaquePointer? {
        final class Source { let bytes: [UInt8]; var pos = 0; init(_ b: [UInt8]) { bytes = b } }
        let src = Source(bytes)
        let read: cairo_read_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let s = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
            let n = Int(length)
            guard s.pos + n <= s.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            for i in 0..<n { data[i] = s.bytes[s.pos + i] }
            s.pos += n
            return CAIRO_STATUS_SUCCESS
        }
        let surface: OpaquePointer? = withExtendedLifetime(src) {
            C.image_surface_create_from_png_stream(read, Unmanaged.passUnretained(src).toOpaque())
        }
        guard let surface else { return nil }
        guard C.surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            C.surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// A filled circle.
    func fillCircle(x: Double, y: Double, radius: Double, color: RGBA) {
        C.save(cr)
        C.set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        C.new_path(cr)
        C.arc(cr, x, y, radius, 0, 2 * Double.pi)
        C.fill(cr)
        C.restore(cr)
    }

    /// Finishes the surface and returns the encoded file.
    func finish() throws(LayoutError) -> [UInt8] {
        let status = C.status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw LayoutError(.internalFailure, input: "drawing", reason: "Cairo: \(C.text(status))")
        }
        switch output {
        case .png(let scale):
            // Our own encoder (C/Zlib.swift): Cairo's libpng writer is several times slower on
            // large pictures.
            C.surface_flush(surface)
            guard let data = C.image_surface_get_data(surface) else {
                throw LayoutError(.internalFailure, input: "PNG", reason: "Cairo: no image data")
            }
            return try PNGEncoder.encode(pixels: data, width: Int(C.image_surface_get_width(surface)),
                                         height: Int(C.image_surface_get_height(surface)),
                                         stride: Int(C.image_surface_get_stride(surface)), scale: scale)
        case .svg, .pdf:
            C.surface_finish(surface)
            let st = C.surface_status(surface)
            guard st == CAIRO_STATUS_SUCCESS else {
                throw LayoutError(.internalFailure, input: "surface", reason: "Cairo: \(C.text(st))")
            }
        }
        return sink.bytes
    }
}

/// Reads a PNG back (for checking drawings): its size in pixels and the bounding box of the
/// pixels that are not fully transparent or pure white, as (minX, minY, maxX, maxY).
func pngPixelBox(_ bytes: [UInt8]) -> (width: Int, height: Int, box: (Int, Int, Int, Int)?)? {
    guard let C = try? CairoLibrary.table().pointee, let surface = CairoCanvas.surface(png: bytes, C) else { return nil }
    defer { C.surface_destroy(surface) }
    let w = Int(C.image_surface_get_width(surface)), h = Int(C.image_surface_get_height(surface))
    let stride = Int(C.image_surface_get_stride(surface))
    guard let data = C.image_surface_get_data(surface) else { return (w, h, nil) }
    var box: (Int, Int, Int, Int)?
    for y in 0..<h {
        for x in 0..<w {
            let p = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
            if p != 0xFFFF_FFFF && p >> 24 != 0 {
                if let b = box { box = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y)) } else { box = (x, y, x, y) }
            }
        }
    }
    return (w, h, box)
}
