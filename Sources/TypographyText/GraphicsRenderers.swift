#if !canImport(UIKit)
import Foundation
import TextLayout

/// The drawing the current renderer's actions draw into (UIKit's current graphics context).
final class GraphicsContext: @unchecked Sendable {
    // @unchecked: a context is used only by the actions of the renderer that made it, on its thread.
    var drawing: Drawing
    var foreground: RGBA = .black
    /// The drawing state UIKit's `UIColor.setFill()`, `setStroke()` and Core Graphics' calls set.
    struct State {
        var fill: RGBA = .black
        var stroke: RGBA = .black
        var lineWidth: Double = 1
        /// Where the user space's origin is (`translateBy(x:y:)`).
        var origin = (x: 0.0, y: 0.0)
    }
    var state = State()
    /// `saveGState()`'s saved states.
    var saved: [State] = []
    /// Core Graphics' current path: subpaths in user space, each closed or open. Part of the
    /// context, not of its saved state, as in Core Graphics.
    var path: [(points: [Drawing.Point], closed: Bool)] = []
    /// Where `CTLineDraw` starts a line (Core Graphics' text position).
    var textPosition = CGPoint.zero
    /// Pixels per point of the image it becomes (for `UIGraphicsGetImageFromCurrentImageContext`).
    var scale: Double = 2

    init(width: Double, height: Double, background: RGBA?) {
        drawing = Drawing(width: width, height: height, background: background)
    }

    /// For a PDF renderer's actions: its context, whose last page begun is drawn on.
    var pdf: UIGraphicsPDFRendererContext?

    /// Where drawing goes now: this drawing, or the PDF's last page begun (nil before the first).
    var page: GraphicsContext? { pdf.map { $0.pages.last } ?? self }

    /// The context of the renderer whose actions are running.
    @TaskLocal static var scoped: GraphicsContext?
    /// The contexts `UIGraphicsBeginImageContext…` and `UIGraphicsPushContext` made current, last on top.
    nonisolated(unsafe) static var pushed: [GraphicsContext] = []
    static let lock = NSLock()

    /// The current context: the running renderer's, else the last one pushed.
    static var current: GraphicsContext? {
        if let scoped { return scoped }
        lock.lock()
        defer { lock.unlock() }
        return pushed.last
    }
}

/// UIKit's `UIImage`, small: a PNG with its size in points and its scale, made by a renderer or
/// read from PNG data, drawn into the current context, and tinted.
public final class UIImage: @unchecked Sendable {
    // @unchecked: immutable after it is made.
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    private let png: Data?
    /// How the image is drawn: its own colours, or its shape in the tint colour.
    public let renderingMode: RenderingMode
    /// The colour a template image is drawn in (``withTintColor(_:)``).
    public let tintColor: UIColor?

    init(size: CGSize, scale: CGFloat, png: Data?, renderingMode: RenderingMode = .automatic, tintColor: UIColor? = nil) {
        self.size = size
        self.scale = scale
        self.png = png
        self.renderingMode = renderingMode
        self.tintColor = tintColor
    }

    /// An empty image: no size, nothing drawn (UIKit's `init()`).
    public convenience init() {
        self.init(size: .zero, scale: 1, png: nil)
    }

    /// An image from PNG data at 1 pixel a point (UIKit's `init?(data:)`); nil for data that is not a
    /// PNG (its size is read from the `IHDR` chunk; the pixels when it is drawn).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from PNG data at `scale` pixels a point (UIKit's `init?(data:scale:)`).
    public convenience init?(data: Data, scale: CGFloat) {
        let b = [UInt8](data.prefix(24))
        guard b.count == 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), Array(b[12..<16]) == Array("IHDR".utf8),
              scale > 0 else { return nil }
        func u32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        let w = u32(16), h = u32(20)
        guard w > 0, h > 0 else { return nil }
        self.init(size: CGSize(width: CGFloat(w) / scale, height: CGFloat(h) / scale), scale: scale, png: data)
    }

    /// The image as PNG (UIKit's `pngData()`); nil when it could not be rendered (a size too large
    /// or not a finite positive number).
    public func pngData() -> Data? { png }

    /// UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// The context decides: a tinted image draws as a template.
        case automatic = 0
        /// The image's own colours.
        case alwaysOriginal = 1
        /// The image's shape (its opacity) in the tint colour.
        case alwaysTemplate = 2
    }

    /// The same image drawn in another mode (UIKit's `withRenderingMode(_:)`).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(size: size, scale: scale, png: png, renderingMode: renderingMode, tintColor: tintColor)
    }

    /// The same image tinted (UIKit's `withTintColor(_:)`): drawn, its shape takes the colour,
    /// unless its rendering mode is `.alwaysOriginal`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(size: size, scale: scale, png: png, renderingMode: renderingMode, tintColor: color)
    }

    /// The same image tinted, in a rendering mode (UIKit's `withTintColor(_:renderingMode:)`).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(size: size, scale: scale, png: png, renderingMode: renderingMode, tintColor: color)
    }

    /// Draws the image scaled into `rect` in the current context (UIKit's `draw(in:)`); nothing
    /// outside one.
    public func draw(in rect: CGRect) {
        guard let page = GraphicsContext.current?.page else { return }
        draw(in: rect, on: page)
    }

    /// Draws the image scaled into `rect` on `page`.
    func draw(in rect: CGRect, on page: GraphicsContext) {
        guard let png else { return }
        let tint: RGBA? = renderingMode == .alwaysOriginal ? nil
            : (tintColor?.rgba ?? (renderingMode == .alwaysTemplate ? page.state.fill : nil))
        page.drawing.image(png: [UInt8](png), x: Double(rect.minX) + page.state.origin.x, y: Double(rect.minY) + page.state.origin.y,
                           width: Double(rect.width), height: Double(rect.height), tint: tint)
    }

    /// Draws the image at its size with its top-left at `point` (UIKit's `draw(at:)`).
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}

/// UIKit's `UIGraphicsImageRendererFormat`: the scale and opacity of the images a renderer makes.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    // @unchecked: set before the renderer is made, as in UIKit.
    /// Pixels per point. UIKit's default is the main screen's scale; here 2.
    public var scale: CGFloat = 2
    /// An opaque image has a white background here (UIKit leaves it black until drawn); a
    /// transparent one (the default) starts clear.
    public var opaque = false

    /// The default format.
    public init() {}
    /// The default format (UIKit's `preferred()`).
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// UIKit's `UIGraphicsImageRendererContext`: what the drawing actions receive.
public final class UIGraphicsImageRendererContext: @unchecked Sendable {
    // @unchecked: used only inside the renderer's actions.
    let target: GraphicsContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(target: GraphicsContext, format: UIGraphicsImageRendererFormat) {
        self.target = target
        self.format = format
    }

    /// Fills a rectangle with the fill colour (``setFillColor(_:)`` or `UIColor.setFill()`; black by default).
    public func fill(_ rect: CGRect) {
        CGContext(target).fill(rect)
    }

    /// The colour ``fill(_:)`` uses (UIKit's `UIColor.setFill()` on the current context).
    public func setFillColor(_ color: UIColor) { target.state.fill = color.rgba }

    /// The Core Graphics context the actions draw into (UIKit's `cgContext`).
    public var cgContext: CGContext { CGContext(target) }
}

/// UIKit's `UIGraphicsImageRenderer`: runs drawing actions (`NSAttributedString.draw(in:)`,
/// `String.draw(at:withAttributes:)`, `context.fill(_:)`) and encodes the result with TextLayout's
/// renderer.
///
///     let renderer = UIGraphicsImageRenderer(size: CGSize(width: 320, height: 120))
///     let png = renderer.pngData { _ in text.draw(in: CGRect(x: 16, y: 16, width: 288, height: 88)) }
public final class UIGraphicsImageRenderer: @unchecked Sendable {
    // @unchecked: immutable after it is made.
    /// The image size in points.
    public let size: CGSize
    /// The format.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat = UIGraphicsImageRendererFormat()) {
        self.size = size
        self.format = format
    }

    /// A renderer of images of `bounds`' size.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = UIGraphicsImageRendererFormat()) {
        self.init(size: bounds.size, format: format)
    }

    /// The image the actions draw.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIImage(size: size, scale: format.scale, png: render(.png, actions))
    }

    /// The PNG the actions draw (UIKit's `pngData(actions:)`); empty when the size cannot be rendered.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        render(.png, actions) ?? Data()
    }

    /// The actions' drawing as SVG (ours: UIKit has no SVG).
    public func svgData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        render(.svg, actions) ?? Data()
    }

    private func render(_ format: ImageFormat, _ actions: (UIGraphicsImageRendererContext) -> Void) -> Data? {
        let target = GraphicsContext(width: Double(size.width), height: Double(size.height),
                                     background: self.format.opaque ? .white : nil)
        GraphicsContext.$scoped.withValue(target) {
            actions(UIGraphicsImageRendererContext(target: target, format: self.format))
        }
        guard let bytes = try? Renderer.render(target.drawing, format: format, scale: Double(self.format.scale)) else { return nil }
        return Data(bytes)
    }
}

/// UIKit's `UIGraphicsPDFRendererContext`: what the PDF drawing actions receive.
public final class UIGraphicsPDFRendererContext: @unchecked Sendable {
    // @unchecked: used only inside the renderer's actions.
    var pages: [GraphicsContext] = []
    let bounds: CGRect

    init(bounds: CGRect) { self.bounds = bounds }

    /// Starts a page the size of the renderer's bounds; what is drawn next goes on it.
    public func beginPage() {
        beginPage(withBounds: bounds, pageInfo: [:])
    }

    /// Starts a page of its own size (UIKit's `beginPage(withBounds:pageInfo:)`). The page info
    /// (UIKit's PDF box keys) is accepted and not written: every page's media box is its bounds.
    public func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        pages.append(GraphicsContext(width: Double(bounds.width), height: Double(bounds.height), background: nil))
    }

    /// The bounds of the current page (UIKit's `pdfContextBounds`); the renderer's before the first page.
    public var pdfContextBounds: CGRect {
        guard let last = pages.last else { return bounds }
        return CGRect(x: 0, y: 0, width: last.drawing.width, height: last.drawing.height)
    }
}

/// UIKit's `UIGraphicsPDFRenderer`: the actions call `context.beginPage()` for each page, then
/// draw on it.
public final class UIGraphicsPDFRenderer: @unchecked Sendable {
    // @unchecked: immutable after it is made.
    /// The default page bounds in points.
    public let bounds: CGRect

    /// A renderer of pages of `bounds`.
    public init(bounds: CGRect) { self.bounds = bounds }

    /// The PDF the actions draw, a page for each `beginPage()`; empty when no page was begun or a
    /// page cannot be drawn (larger than 14,400 pt a side).
    public func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        (try? render(actions)) ?? Data()
    }

    /// Writes the PDF the actions draw to `url`, atomically. Throws when no page was begun, when a
    /// page cannot be drawn, or when the file cannot be written (nothing is left behind then).
    public func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        let data = try render(actions)
        try data.write(to: url, options: .atomic)
    }

    private func render(_ actions: (UIGraphicsPDFRendererContext) -> Void) throws -> Data {
        let context = UIGraphicsPDFRendererContext(bounds: bounds)
        // Drawing before beginPage() goes to no page, as in UIKit.
        let target = GraphicsContext(width: 0, height: 0, background: nil)
        target.pdf = context
        GraphicsContext.$scoped.withValue(target) {
            actions(context)
        }
        guard !context.pages.isEmpty else {
            throw LayoutError(.invalidArgument, input: "PDF renderer", reason: "no page was begun (call beginPage())")
        }
        return Data(try Renderer.renderPDF(pages: context.pages.map(\.drawing)))
    }
}
#endif
