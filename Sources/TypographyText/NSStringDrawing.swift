#if !canImport(UIKit)
import Foundation
import TextLayout
import TypographyUIKit

/// UIKit's `NSStringDrawingOptions`, with its raw values.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Options from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out lines in the size given, the rectangle's origin at the top-left of the text.
    /// Without it the text is one line and the rectangle's origin is the first baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the font's leading (its line gap; a text style's published line height).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph image bounds instead of typographic bounds: accepted, not applied (typographic bounds are given).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// When the text does not fit in the size's height, the last line that fits ends with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// UIKit's `NSStringDrawingContext`: what a measurement or drawing reports back.
public final class NSStringDrawingContext: @unchecked Sendable {
    // @unchecked: like UIKit's, one context is used by one call at a time.
    /// The smallest scale factor for fitting; accepted, text is not scaled down (1 is used).
    public var minimumScaleFactor: CGFloat = 0
    /// The scale factor used: always 1.
    public private(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last measurement or drawing.
    public internal(set) var totalBounds: CGRect = .zero

    /// A context.
    public init() {}
}

extension NSAttributedString {
    /// The rectangle the text takes (UIKit's `boundingRect(with:options:context:)`), laid out by
    /// TextLayout with the fonts the catalog chooses.
    ///
    /// - With `.usesLineFragmentOrigin`: lines broken to `size.width`; the origin is (0, 0) and the
    ///   height is the sum of the line heights and spacing. Without it: one line (the first
    ///   paragraph, unwrapped), and the origin's y is minus the first baseline, as UIKit's
    ///   baseline-origin rectangle.
    /// - `.usesFontLeading`: line heights include the fonts' leading (``UIKit/UIFont/leading``);
    ///   without it a line is its fonts' ascender-to-descender height.
    /// - `.truncatesLastVisibleLine`: when `size.height` cuts the text, the lines that fit are kept
    ///   and the last ends with an ellipsis. Without it the height is not a limit (the whole text is
    ///   measured), which is our reading of UIKit's behaviour rather than a documented rule.
    /// - The width is the widest line's (indent included), unrounded: UIKit's advice to round up
    ///   (`ceil`) before sizing a view holds here too.
    ///
    /// An empty string, and a layout error (no font installed at all), give a zero rectangle.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let rect = (try? measure(size: size, options: options)) ?? .zero
        context?.totalBounds = rect
        return rect
    }

    func measure(size: CGSize, options: NSStringDrawingOptions) throws(LayoutError) -> CGRect {
        if length == 0 { return .zero }
        let lines = options.contains(.usesLineFragmentOrigin)
        let width = lines && size.width > 0 && size.width.isFinite ? Double(size.width) : .infinity
        let height = lines && options.contains(.truncatesLastVisibleLine) && size.height > 0 && size.height.isFinite
            ? Double(size.height) : .infinity
        let l = try AttributedLayout.layout(self, width: width, height: height,
                                            usesFontLeading: options.contains(.usesFontLeading),
                                            singleLine: !lines, truncateLast: options.contains(.truncatesLastVisibleLine))
        return CGRect(x: 0, y: lines ? 0 : -l.firstBaseline, width: l.usedWidth, height: l.height)
    }

    /// The size of the text on one line per paragraph (UIKit's `size()`): unwrapped, font leading
    /// included.
    public func size() -> CGSize {
        boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                     options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil).size
    }

    /// Draws the text with its top-left at `point`, unwrapped (UIKit's `draw(at:)`), into the current
    /// image or PDF context (``UIGraphicsImageRenderer``, ``UIGraphicsPDFRenderer``); outside one,
    /// nothing is drawn, as in UIKit.
    public func draw(at point: CGPoint) {
        draw(with: CGRect(origin: point, size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)),
             options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    }

    /// Draws the text wrapped in `rect` (UIKit's `draw(in:)`): the lines that fit in its height.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    }

    /// Draws the text in `rect` with the options of ``boundingRect(with:options:context:)``
    /// (UIKit's `draw(with:options:context:)`). Without `.usesLineFragmentOrigin`, `rect.origin` is
    /// the first baseline's origin. Lines that do not fit in the rectangle's height are not drawn.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext? = nil) {
        guard GraphicsContext.current?.page != nil else { return }
        let lines = options.contains(.usesLineFragmentOrigin)
        let width = lines && rect.width > 0 && rect.width.isFinite && rect.width < CGFloat.greatestFiniteMagnitude
            ? Double(rect.width) : .infinity
        let height = lines && rect.height > 0 && rect.height.isFinite && rect.height < CGFloat.greatestFiniteMagnitude
            ? Double(rect.height) : .infinity
        guard let l = try? AttributedLayout.layout(self, width: width, height: height,
                                                   usesFontLeading: options.contains(.usesFontLeading),
                                                   singleLine: !lines,
                                                   truncateLast: options.contains(.truncatesLastVisibleLine)) else { return }
        let origin = CGPoint(x: rect.minX, y: rect.minY - (lines ? 0 : CGFloat(l.firstBaseline)))
        let text = LaidOutText(self, layout: l)
        text.draw(lines: 0..<text.lines.count, at: origin)
        context?.totalBounds = CGRect(x: rect.minX, y: rect.minY, width: l.usedWidth, height: l.height)
    }
}

extension NSString {
    /// UIKit's name of the drawing options (`NSString.DrawingOptions`).
    public typealias DrawingOptions = NSStringDrawingOptions

    /// The size of the string on one line per paragraph with UIKit's attributes (UIKit's
    /// `size(withAttributes:)`), as `String`'s.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(describing: self).size(withAttributes: attrs)
    }

    /// The rectangle the string takes with UIKit's attributes, as `String`'s.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        String(describing: self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string with its top-left at `point`, as `String`'s.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        String(describing: self).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped in `rect`, as `String`'s.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        String(describing: self).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string in `rect` with the options of `boundingRect`, as `String`'s.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        String(describing: self).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}

extension String {
    /// The size of the string on one line per paragraph with UIKit's attributes (UIKit's
    /// `size(withAttributes:)`), as `NSAttributedString(string:attributes:).size()`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attrs).size()
    }

    /// The rectangle the string takes with UIKit's attributes (UIKit's
    /// `boundingRect(with:options:attributes:context:)`), as the attributed string's.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string with its top-left at `point` (UIKit's `draw(at:withAttributes:)`).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(at: point)
    }

    /// Draws the string wrapped in `rect` (UIKit's `draw(in:withAttributes:)`).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(in: rect)
    }

    /// Draws the string in `rect` with the options of ``boundingRect(with:options:attributes:context:)``
    /// (UIKit's `draw(with:options:attributes:context:)`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}
#endif
