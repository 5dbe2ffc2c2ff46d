import Foundation

/// The file formats drawing produces.
public enum ImageFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// `png`: a raster image (PNG); `svg`: an SVG document; `pdf`: a PDF document.
    case png, svg, pdf

    /// The format a path's extension names (".png", ".svg", ".pdf"), or nil.
    public init?(path: String) {
        let ext = (path as NSString).pathExtension.lowercased()
        self.init(rawValue: ext)
    }
}

/// How lines are drawn.
public struct RenderOptions: Sendable, Hashable {
    /// PNG only: pixels per point.
    public var scale: Double
    /// Space around the text, in points.
    public var padding: Double
    /// The text color.
    public var foreground: RGBA
    /// Painted under the text; nil leaves the background transparent.
    public var background: RGBA?
    /// Draws each line's box (line height × width) and ink bounds as hairlines, for checking.
    public var showBounds: Bool

    /// Options as given: 2 pixels per point, 8 pt padding, black on white unless said otherwise.
    public init(scale: Double = 2, padding: Double = 8, foreground: RGBA = .black, background: RGBA? = .white,
                showBounds: Bool = false) {
        self.scale = scale
        self.padding = padding
        self.foreground = foreground
        self.background = background
        self.showBounds = showBounds
    }
}

/// Draws shaped lines with Cairo (cairo-ft, with each font's FreeType face and the same
/// variations HarfBuzz shaped with), to PNG, SVG or PDF.
public enum Renderer {
    /// A line placed on the page: its left edge and the top of its line box, in points.
    struct Placed {
        let line: ShapedLine
        let x: Double
        let top: Double
        /// The line box height (baseline to baseline spacing).
        let height: Double
        /// The baseline: the line's ascent+descent box centred in its line box.
        var baseline: Double { top + (height - (line.ascent + line.descent)) / 2 + line.ascent }
    }

    /// The encoded image of one line.
    public static func render(_ line: ShapedLine, format: ImageFormat, options: RenderOptions = RenderOptions()) throws(LayoutError) -> [UInt8] {
        let ink = line.inkBounds()
        let left = min(0, ink?.minX ?? 0)
        let right = max(line.width, ink?.maxX ?? 0)
        let placed = Placed(line: line, x: options.padding - left, top: options.padding, height: line.lineHeight)
        return try draw([placed], width: right - left + 2 * options.padding,
                        height: line.lineHeight + 2 * options.padding, format: format, options: options)
    }

    /// The encoded image of a paragraph.
    public static func render(_ paragraph: Paragraph, format: ImageFormat, options: RenderOptions = RenderOptions()) throws(LayoutError) -> [UInt8] {
        let placed = paragraph.lines.map {
            Placed(line: $0.line, x: options.padding + $0.x, top: options.padding + $0.top, height: $0.height)
        }
        return try draw(placed, width: paragraph.width + 2 * options.padding,
                        height: paragraph.height + 2 * options.padding, format: format, options: options)
    }

    /// Draws one line to a file, atomically: an unwritable path is an error and leaves nothing behind.
    public static func write(_ line: ShapedLine, to path: String, format: ImageFormat? = nil,
                             options: RenderOptions = RenderOptions()) throws(LayoutError) {
        let f = try resolveFormat(path, format)
        try RenderedFile.write(try render(line, format: f, options: options), to: path)
    }

    /// Draws a paragraph to a file, atomically.
    public static func write(_ paragraph: Paragraph, to path: String, format: ImageFormat? = nil,
                             options: RenderOptions = RenderOptions()) throws(LayoutError) {
        let f = try resolveFormat(path, format)
        try RenderedFile.write(try render(paragraph, format: f, options: options), to: path)
    }

    static func resolveFormat(_ path: String, _ format: ImageFormat?) throws(LayoutError) -> ImageFormat {
        if let format { return format }
        guard let f = ImageFormat(path: path) else {
            throw LayoutError(.invalidArgument, input: path, reason: "unknown image format: use .png, .svg or .pdf")
        }
        return f
    }

    static func draw(_ lines: [Placed], width: Double, height: Double, format: ImageFormat,
                     options: RenderOptions) throws(LayoutError) -> [UInt8] {
        guard options.padding.isFinite, options.padding >= 0 else {
            throw LayoutError.invalid("padding", options.padding, "must be a finite number ≥ 0")
        }
        let canvas = try makeCanvas(width: width, height: height, format: format, scale: options.scale)
        if let bg = options.background { canvas.fill(bg) }
        for p in lines {
            let baseline = p.baseline
            if options.showBounds {
                canvas.strokeRect(x: p.x, y: p.top, width: p.line.width, height: p.height,
                                  color: RGBA(red: 0.2, green: 0.5, blue: 1, alpha: 0.8))
                if let ink = p.line.inkBounds() {
                    canvas.strokeRect(x: p.x + ink.minX, y: baseline - ink.maxY, width: ink.width, height: ink.height,
                                      color: RGBA(red: 1, green: 0.3, blue: 0.2, alpha: 0.8))
                }
            }
            try drawLine(p.line, x: p.x, baseline: baseline, color: options.foreground, on: canvas)
        }
        return try canvas.finish()
    }

    static func formatScale(_ s: Double) -> String { s == s.rounded() ? whole(s) : String(s) }

    /// A finite size in whole units for a message: any magnitude (`Int(_:)` traps past Int.max,
    /// and a refused size can be 1e19).
    static func whole(_ v: Double) -> String { String(format: "%.0f", v.rounded(.down)) }

    /// A canvas of `width × height` points (at least 1 × 1), refusing absurd sizes and scales.
    static func makeCanvas(width: Double, height: Double, format: ImageFormat, scale: Double) throws(LayoutError) -> CairoCanvas {
        try checkCanvas(width: width, height: height, format: format, scale: scale)
        let output: CairoOutput
        switch format {
        case .png: output = .png(scale: scale)
        case .svg: output = .svg
        case .pdf: output = .pdf
        }
        return try CairoCanvas(output: output, width: max(1, width), height: max(1, height))
    }

    /// Refuses a size or scale no canvas can take: not finite, too many pixels, or past Cairo's
    /// and PDF's limits.
    static func checkCanvas(width: Double, height: Double, format: ImageFormat, scale: Double) throws(LayoutError) {
        guard scale.isFinite, scale > 0, scale <= 64 else {
            throw LayoutError.invalid("scale", scale, "must be greater than 0 and at most 64")
        }
        guard width.isFinite, height.isFinite else {
            throw LayoutError(.invalidArgument, input: "image \(width)×\(height) pt", reason: "not a finite size")
        }
        let w = max(1, width), h = max(1, height)
        guard w * h * (format == .png ? scale * scale : 1) <= 400_000_000 else {
            throw LayoutError(.invalidArgument, input: "image \(whole(w))×\(whole(h)) pt", reason: "too large to draw")
        }
        // Cairo's image surfaces are at most 32,767 pixels a side (pixman's limit), and a PDF
        // page at most 14,400 points (200 inches, the PDF reference's implementation limit).
        if format == .png, max(w, h) * scale > 32_767 {
            throw LayoutError(.invalidArgument, input: "image \(whole(w))×\(whole(h)) pt",
                              reason: "too large to draw: a PNG is at most 32,767 pixels a side (\(whole((max(w, h) * scale).rounded(.up))) at scale \(formatScale(scale)))")
        }
        if format == .pdf, max(w, h) > 14_400 {
            throw LayoutError(.invalidArgument, input: "image \(whole(w))×\(whole(h)) pt",
                              reason: "too large to draw: a PDF page is at most 14,400 pt a side")
        }
    }

    /// Draws a line's glyph runs with their own faces and variations, the line's origin at
    /// (`x`, `baseline`), y down.
    static func drawLine(_ line: ShapedLine, x: Double, baseline: Double, color: RGBA, ink: Drawing.TextInk = Drawing.TextInk(),
                         on canvas: CairoCanvas) throws(LayoutError) {
        for run in line.runs {
            let synthesis = run.font.synthesis
            let face = try run.font.face.cairo(bold: synthesis.contains(.bold))
            let fill = run.color ?? color
            // An inline object's place is drawn by whoever set the object there.
            let drawn = run.glyphs.filter { $0.id != InlineObject.glyph }
            let outline = ink.strokeWidth > 0 ? (width: ink.strokeWidth, color: ink.strokeColor ?? fill, fills: ink.fills) : nil
            canvas.drawGlyphs(face: face, pointSize: run.font.pointSize, horizontalScale: run.font.horizontalScale,
                              slant: (synthesis.contains(.oblique) ? FontSynthesis.slant : 0) + ink.obliqueness,
                              variations: run.font.variationString,
                              glyphs: drawn.map(\.id), xs: drawn.map { $0.x + x }, ys: drawn.map { baseline - $0.y },
                              color: fill, outline: outline)
        }
    }
}
