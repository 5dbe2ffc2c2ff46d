/// A page of shaped lines and simple shapes, drawn by ``Renderer`` to PNG, SVG or PDF: what the
/// specimens and charts are made of. Coordinates are points from the top left, y down; a line is
/// placed by the left end of its baseline.
///
///     var page = Drawing(width: 400, height: 100)
///     page.text(Typesetter.measure("Title", attrs), x: 16, baseline: 40)
///     page.stroke([Drawing.Point(x: 16, y: 50), Drawing.Point(x: 384, y: 50)], color: .black, width: 0.5)
///     try Renderer.write(page, to: "page.svg")
public struct Drawing: Sendable {
    /// A point on the page, in points from the top left, y down.
    public struct Point: Sendable, Hashable {
        /// The distance from the left edge, in points.
        public var x: Double
        /// The distance from the top edge, in points.
        public var y: Double
        /// The point at `x`, `y`.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    enum Item: Sendable {
        case text(ShapedLine, x: Double, baseline: Double, color: RGBA, ink: TextInk)
        case path([Point], color: RGBA, width: Double, dash: [Double], dashOffset: Double)
        case rect(x: Double, y: Double, width: Double, height: Double, color: RGBA)
        case circle(x: Double, y: Double, radius: Double, color: RGBA)
        case polygon([Point], color: RGBA)
        case image(png: [UInt8], x: Double, y: Double, width: Double, height: Double, tint: RGBA?)
    }

    /// The page size in points.
    public var width: Double
    /// The page height in points.
    public var height: Double
    /// Painted first; nil leaves the page transparent.
    public var background: RGBA?
    private(set) var items: [Item] = []

    /// An empty page of `width` × `height` points, painted with `background` (white unless given).
    public init(width: Double, height: Double, background: RGBA? = .white) {
        self.width = width
        self.height = height
        self.background = background
    }

    /// A shaped line, the left end of its baseline at (`x`, `baseline`), its glyphs slanted or
    /// outlined as `ink` says.
    public mutating func text(_ line: ShapedLine, x: Double, baseline: Double, color: RGBA = .black, ink: TextInk = TextInk()) {
        items.append(.text(line, x: x, baseline: baseline, color: color, ink: ink))
    }

    /// How glyphs are inked beyond their colour: slanted, and outlined with or without their fill
    /// (UIKit's `.obliqueness`, `.strokeWidth` and `.strokeColor`). Neither changes an advance.
    public struct TextInk: Sendable, Hashable {
        /// The shear: x moves right by `obliqueness` × the height above the baseline.
        public var obliqueness: Double
        /// The outline's width in points; 0 for none.
        public var strokeWidth: Double
        /// The outline's colour; the glyphs' own colour when nil.
        public var strokeColor: RGBA?
        /// Whether the glyphs are filled as well as outlined.
        public var fills: Bool

        /// Plain glyphs, unless given otherwise.
        public init(obliqueness: Double = 0, strokeWidth: Double = 0, strokeColor: RGBA? = nil, fills: Bool = true) {
            self.obliqueness = obliqueness
            self.strokeWidth = strokeWidth
            self.strokeColor = strokeColor
            self.fills = fills
        }
    }

    /// A polyline (at least two points), optionally dashed (lengths on, off, … in points, the
    /// pattern starting `dashOffset` points in).
    public mutating func stroke(_ points: [Point], color: RGBA = .black, width: Double = 1, dash: [Double] = [],
                                dashOffset: Double = 0) {
        items.append(.path(points, color: color, width: width, dash: dash, dashOffset: dashOffset))
    }

    /// A filled rectangle.
    public mutating func fill(x: Double, y: Double, width: Double, height: Double, color: RGBA) {
        items.append(.rect(x: x, y: y, width: width, height: height, color: color))
    }

    /// A filled polygon (closed by the fill).
    public mutating func fill(_ points: [Point], color: RGBA) {
        items.append(.polygon(points, color: color))
    }

    /// A PNG image scaled into a rectangle, or with `tint` its shape in that colour; nothing is
    /// drawn when the bytes are not a PNG.
    public mutating func image(png: [UInt8], x: Double, y: Double, width: Double, height: Double, tint: RGBA? = nil) {
        items.append(.image(png: png, x: x, y: y, width: width, height: height, tint: tint))
    }

    /// A filled circle (a data point).
    public mutating func dot(x: Double, y: Double, radius: Double, color: RGBA) {
        items.append(.circle(x: x, y: y, radius: radius, color: color))
    }
}

extension Renderer {
    /// The encoded image of a drawing; `scale` is PNG pixels per point.
    public static func render(_ drawing: Drawing, format: ImageFormat, scale: Double = 2) throws(LayoutError) -> [UInt8] {
        let canvas = try makeCanvas(width: drawing.width, height: drawing.height, format: format, scale: scale)
        try paint(drawing, on: canvas)
        return try canvas.finish()
    }

    /// A PDF of one page per drawing, each page the drawing's size (at most 14,400 pt a side).
    /// An empty list is an error.
    public static func renderPDF(pages: [Drawing]) throws(LayoutError) -> [UInt8] {
        guard let first = pages.first else {
            throw LayoutError(.invalidArgument, input: "PDF", reason: "no page to write")
        }
        let canvas = try makeCanvas(width: first.width, height: first.height, format: .pdf, scale: 1)
        for (k, page) in pages.enumerated() {
            if k > 0 {
                try checkCanvas(width: page.width, height: page.height, format: .pdf, scale: 1)
                canvas.nextPage(width: max(1, page.width), height: max(1, page.height))
            }
            try paint(page, on: canvas)
        }
        return try canvas.finish()
    }

    private static func paint(_ drawing: Drawing, on canvas: CairoCanvas) throws(LayoutError) {
        if let bg = drawing.background { canvas.fill(bg) }
        for item in drawing.items {
            switch item {
            case let .text(line, x, baseline, color, ink):
                try drawLine(line, x: x, baseline: baseline, color: color, ink: ink, on: canvas)
            case let .path(points, color, width, dash, offset):
                let ok = points.allSatisfy { $0.x.isFinite && $0.y.isFinite } && width.isFinite && width > 0
                    && dash.allSatisfy { $0.isFinite && $0 >= 0 } && offset.isFinite
                if ok {
                    canvas.strokePath(points.map(\.x), points.map(\.y), color: color, width: width, dash: dash,
                                      dashOffset: offset)
                }
            case let .rect(x, y, w, h, color):
                if [x, y, w, h].allSatisfy(\.isFinite) { canvas.fillRect(x: x, y: y, width: w, height: h, color: color) }
            case let .polygon(points, color):
                canvas.fillPath(points.map(\.x), points.map(\.y), color: color)
            case let .image(png, x, y, w, h, tint):
                canvas.drawPNG(png, x: x, y: y, width: w, height: h, tint: tint)
            case let .circle(x, y, r, color):
                if [x, y, r].allSatisfy(\.isFinite), r > 0 { canvas.fillCircle(x: x, y: y, radius: r, color: color) }
            }
        }
    }

    /// Draws to a file, atomically: an unwritable path is an error and leaves nothing behind.
    public static func write(_ drawing: Drawing, to path: String, format: ImageFormat? = nil,
                             scale: Double = 2) throws(LayoutError) {
        let f = try resolveFormat(path, format)
        try RenderedFile.write(try render(drawing, format: f, scale: scale), to: path)
    }
}
