#if !canImport(UIKit)
import Foundation
import TextLayout

// The drawing that text code does around text, with UIKit's and Core Graphics' names: image
// contexts begun and ended by hand, the current context, colours set for filling and stroking,
// rectangles, rounded rectangles and ovals, images drawn and tinted, and edge insets. All of it
// draws into the current renderer's drawing, so it comes out in PNG, SVG and PDF alike.
// Core Graphics' transforms other than translation are not here (no rotation or scaling).

/// Core Graphics' colour: red, green, blue and alpha (sRGB).
public final class CGColor: Hashable, @unchecked Sendable {
    // @unchecked: immutable.
    let rgba: RGBA
    init(_ rgba: RGBA) { self.rgba = rgba }
    /// A colour from its components, 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }
    /// A grey (0 black … 1 white).
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }
    /// The components: red, green, blue, alpha.
    public var components: [CGFloat]? { [CGFloat(rgba.red), CGFloat(rgba.green), CGFloat(rgba.blue), CGFloat(rgba.alpha)] }
    /// The opacity.
    public var alpha: CGFloat { CGFloat(rgba.alpha) }
    /// Black.
    public static let black = CGColor(.black)
    /// White.
    public static let white = CGColor(.white)
    /// Fully transparent.
    public static let clear = CGColor(RGBA(red: 0, green: 0, blue: 0, alpha: 0))
    /// Colours are equal when their components are.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.rgba == b.rgba }
    /// Hashes the components.
    public func hash(into h: inout Hasher) { h.combine(rgba) }
}

extension UIColor {
    /// The colour as Core Graphics' (UIKit's `cgColor`).
    public var cgColor: CGColor { CGColor(rgba) }
    /// A colour from Core Graphics' (UIKit's `init(cgColor:)`).
    public convenience init(cgColor: CGColor) {
        self.init(red: CGFloat(cgColor.rgba.red), green: CGFloat(cgColor.rgba.green),
                  blue: CGFloat(cgColor.rgba.blue), alpha: CGFloat(cgColor.rgba.alpha))
    }
    /// Sets the current context's fill and stroke colours (UIKit's `set()`).
    public func set() {
        setFill()
        setStroke()
    }
    /// Sets the current context's fill colour (UIKit's `setFill()`); nothing outside a context.
    public func setFill() { GraphicsContext.current?.page?.state.fill = rgba }
    /// Sets the current context's stroke colour (UIKit's `setStroke()`).
    public func setStroke() { GraphicsContext.current?.page?.state.stroke = rgba }
}

/// AppKit's colour, UIKit's here: the same colours, with AppKit's names for making one.
public typealias NSColor = UIColor

extension UIColor {
    /// AppKit's `init(calibratedRed:green:blue:alpha:)`, as sRGB components.
    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// AppKit's `init(srgbRed:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// AppKit's `init(deviceRed:green:blue:alpha:)`, as sRGB components.
    public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// AppKit's `init(calibratedWhite:alpha:)`.
    public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) { self.init(white: white, alpha: alpha) }
    /// AppKit's text colour in the light appearance: black.
    public static var textColor: UIColor { .black }
    /// AppKit's label colour in the light appearance: black.
    public static var labelColor: UIColor { .label }
}

/// Core Graphics' context, for the drawing UIKit code does in one: fills, strokes, ellipses,
/// colours, saved states and translation.
public final class CGContext: @unchecked Sendable {
    // @unchecked: used on the thread that draws, as in Core Graphics.
    let target: GraphicsContext
    init(_ target: GraphicsContext) { self.target = target }

    private var page: GraphicsContext? { target.page }
    private func offset(_ rect: CGRect) -> (x: Double, y: Double, w: Double, h: Double) {
        let o = page?.state.origin ?? (x: 0, y: 0)
        return (Double(rect.minX) + o.x, Double(rect.minY) + o.y, Double(rect.width), Double(rect.height))
    }

    /// Where `CTLineDraw` starts a line: its baseline's left end, in user space.
    public var textPosition: CGPoint = .zero

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { page?.state.fill = color.rgba }
    /// Sets the fill colour from components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { page?.state.stroke = color.rgba }
    /// Sets the line width of strokes.
    public func setLineWidth(_ width: CGFloat) { page?.state.lineWidth = Double(width) }
    /// Fills a rectangle with the fill colour.
    public func fill(_ rect: CGRect) {
        let r = offset(rect)
        guard let page else { return }
        page.drawing.fill(x: r.x, y: r.y, width: r.w, height: r.h, color: page.state.fill)
    }
    /// Fills rectangles with the fill colour.
    public func fill(_ rects: [CGRect]) { rects.forEach(fill) }
    /// Strokes a rectangle's outline with the stroke colour and line width.
    public func stroke(_ rect: CGRect) { UIBezierPath(rect: rect).draw(in: self, fill: false) }
    /// Fills the ellipse in a rectangle.
    public func fillEllipse(in rect: CGRect) { UIBezierPath(ovalIn: rect).draw(in: self, fill: true) }
    /// Strokes the ellipse in a rectangle.
    public func strokeEllipse(in rect: CGRect) { UIBezierPath(ovalIn: rect).draw(in: self, fill: false) }
    /// Saves the colours, line width and origin.
    public func saveGState() {
        guard let page else { return }
        page.saved.append(page.state)
    }
    /// Restores what ``saveGState()`` saved last.
    public func restoreGState() {
        guard let page, let last = page.saved.popLast() else { return }
        page.state = last
    }
    /// Moves the origin of what is drawn next.
    public func translateBy(x: CGFloat, y: CGFloat) {
        page?.state.origin.x += Double(x)
        page?.state.origin.y += Double(y)
    }

    /// Fills or strokes points of user space, moved by the origin.
    func draw(_ points: [Drawing.Point], fill: Bool, closed: Bool) {
        guard let page, points.count >= 2 else { return }
        let o = page.state.origin
        let moved = points.map { Drawing.Point(x: $0.x + o.x, y: $0.y + o.y) }
        if fill {
            page.drawing.fill(moved, color: page.state.fill)
        } else {
            page.drawing.stroke(closed ? moved + [moved[0]] : moved, color: page.state.stroke, width: page.state.lineWidth)
        }
    }
}

/// The current context (UIKit's `UIGraphicsGetCurrentContext()`): the running renderer's or the
/// last image context begun; nil outside one.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContext.current.map(CGContext.init)
}

/// Makes `context` current (UIKit's `UIGraphicsPushContext`).
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContext.lock.lock()
    GraphicsContext.pushed.append(context.target)
    GraphicsContext.lock.unlock()
}

/// Makes the context before the last pushed one current again (UIKit's `UIGraphicsPopContext`).
public func UIGraphicsPopContext() {
    GraphicsContext.lock.lock()
    _ = GraphicsContext.pushed.popLast()
    GraphicsContext.lock.unlock()
}

/// Begins an image context of `size` points and makes it current (UIKit's
/// `UIGraphicsBeginImageContextWithOptions`): `opaque` gives a white background (UIKit's is black
/// until drawn), and a `scale` of 0 is 2 pixels a point, the default of the image renderer here.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = GraphicsContext(width: Double(size.width), height: Double(size.height), background: opaque ? .white : nil)
    context.scale = scale > 0 ? Double(scale) : 2
    GraphicsContext.lock.lock()
    GraphicsContext.pushed.append(context)
    GraphicsContext.lock.unlock()
}

/// Begins a transparent image context at 1 pixel a point (UIKit's `UIGraphicsBeginImageContext`).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the current image context (UIKit's
/// `UIGraphicsGetImageFromCurrentImageContext`); nil outside one, or when it cannot be encoded.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    GraphicsContext.lock.lock()
    let top = GraphicsContext.pushed.last
    GraphicsContext.lock.unlock()
    guard let top, let bytes = try? Renderer.render(top.drawing, format: .png, scale: top.scale) else { return nil }
    return UIImage(size: CGSize(width: top.drawing.width, height: top.drawing.height), scale: CGFloat(top.scale), png: Data(bytes))
}

/// Ends the current image context (UIKit's `UIGraphicsEndImageContext`).
public func UIGraphicsEndImageContext() {
    GraphicsContext.lock.lock()
    _ = GraphicsContext.pushed.popLast()
    GraphicsContext.lock.unlock()
}

/// Fills a rectangle of the current context with its fill colour (UIKit's `UIRectFill`).
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// UIKit's `UIBezierPath`: rectangles, rounded rectangles, ovals, arcs and lines, filled or stroked
/// in the current context. Curves are drawn as polygons fine enough that no edge is longer than
/// about half a point.
public final class UIBezierPath: @unchecked Sendable {
    // @unchecked: used on the thread that draws, as in UIKit.
    /// The subpaths, each a list of points.
    var subpaths: [[Drawing.Point]] = []
    /// Which subpaths are closed.
    var closed: [Bool] = []
    /// The width of the stroke.
    public var lineWidth: CGFloat = 1

    /// An empty path.
    public init() {}

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        subpaths = [[.init(x: Double(rect.minX), y: Double(rect.minY)), .init(x: Double(rect.maxX), y: Double(rect.minY)),
                     .init(x: Double(rect.maxX), y: Double(rect.maxY)), .init(x: Double(rect.minX), y: Double(rect.maxY))]]
        closed = [true]
    }

    /// A rectangle with round corners of `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = Double(min(max(cornerRadius, 0), min(rect.width, rect.height) / 2))
        let (x0, y0, x1, y1) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        var points: [Drawing.Point] = []
        for (cx, cy, start) in [(x1 - r, y0 + r, -Double.pi / 2), (x1 - r, y1 - r, 0), (x0 + r, y1 - r, Double.pi / 2), (x0 + r, y0 + r, Double.pi)] {
            points += UIBezierPath.arc(cx: cx, cy: cy, radius: r, from: start, to: start + Double.pi / 2)
        }
        subpaths = [points]
        closed = [true]
    }

    /// The ellipse inscribed in a rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let rx = Double(rect.width) / 2, ry = Double(rect.height) / 2
        let n = max(16, Int((Double.pi * (rx + ry)).rounded(.up)))
        subpaths = [(0..<n).map { i in
            let a = 2 * Double.pi * Double(i) / Double(n)
            return Drawing.Point(x: Double(rect.midX) + rx * cos(a), y: Double(rect.midY) + ry * sin(a))
        }]
        closed = [true]
    }

    /// An arc of a circle (angles in radians, y down as UIKit's).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        var end = Double(endAngle)
        let start = Double(startAngle)
        if clockwise { while end < start { end += 2 * Double.pi } } else { while end > start { end -= 2 * Double.pi } }
        subpaths = [UIBezierPath.arc(cx: Double(center.x), cy: Double(center.y), radius: Double(radius), from: start, to: end)]
        closed = [false]
    }

    static func arc(cx: Double, cy: Double, radius: Double, from a0: Double, to a1: Double) -> [Drawing.Point] {
        let n = max(2, Int((abs(a1 - a0) * radius * 2).rounded(.up)))
        return (0...n).map { i in
            let a = a0 + (a1 - a0) * Double(i) / Double(n)
            return Drawing.Point(x: cx + radius * cos(a), y: cy + radius * sin(a))
        }
    }

    /// Starts a subpath at a point.
    public func move(to point: CGPoint) {
        subpaths.append([.init(x: Double(point.x), y: Double(point.y))])
        closed.append(false)
    }
    /// Adds a straight line to a point.
    public func addLine(to point: CGPoint) {
        if subpaths.isEmpty { move(to: point); return }
        subpaths[subpaths.count - 1].append(.init(x: Double(point.x), y: Double(point.y)))
    }
    /// Closes the current subpath.
    public func close() {
        if !closed.isEmpty { closed[closed.count - 1] = true }
    }
    /// The smallest rectangle holding the path's points.
    public var bounds: CGRect {
        let all = subpaths.flatMap { $0 }
        guard let x0 = all.map(\.x).min(), let x1 = all.map(\.x).max(), let y0 = all.map(\.y).min(), let y1 = all.map(\.y).max() else { return .zero }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Fills the path with the current context's fill colour.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        draw(in: context, fill: true)
    }

    /// Strokes the path with the current context's stroke colour and this path's line width.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let width = context.target.page?.state.lineWidth
        context.target.page?.state.lineWidth = Double(lineWidth)
        draw(in: context, fill: false)
        if let width { context.target.page?.state.lineWidth = width }
    }

    func draw(in context: CGContext, fill: Bool) {
        for (points, isClosed) in zip(subpaths, closed) { context.draw(points, fill: fill, closed: isClosed) }
    }
}

/// UIKit's `UIEdgeInsets`: distances in from each edge.
public struct UIEdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the left edge.
    public var left: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the right edge.
    public var right: CGFloat
    /// Insets from each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    /// No insets.
    public static let zero = UIEdgeInsets()
}

/// AppKit's name of the insets.
public typealias NSEdgeInsets = UIEdgeInsets

extension CGRect {
    /// The rectangle moved in from each edge by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
#endif
