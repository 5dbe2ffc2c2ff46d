#if !canImport(CoreText)
import Foundation
import TextLayout
import TypographyText

/// Core Graphics' path, for the frames Core Text sets text in: rectangles only (the engine sets
/// lines of one width, so a path of another shape cannot be made here).
public class CGPath: @unchecked Sendable {
    // @unchecked: changed only through CGMutablePath, on the thread that builds it.
    var rects: [CGRect] = []
    /// The smallest rectangle that holds the path.
    public var boundingBox: CGRect { rects.dropFirst().reduce(rects.first ?? .null) { $0.union($1) } }
    /// An empty path.
    init() {}
    /// A path of one rectangle (the transform must be nil or the identity: none is applied).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        rects = [rect]
    }
}

/// Core Graphics' mutable path: rectangles added one by one.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public override init() { super.init() }
    /// Adds a rectangle.
    public func addRect(_ rect: CGRect) { rects.append(rect) }
}

/// Core Graphics' affine transform, as far as paths take one: the identity.
public struct CGAffineTransform: Sendable, Hashable {
    /// The identity transform.
    public static let identity = CGAffineTransform()
}

/// Core Text's line truncation: where `CTLineCreateTruncatedLine` cuts.
public enum CTLineTruncationType: UInt32, Sendable {
    /// Cut at the start.
    case start = 0
    /// Cut at the end.
    case end = 1
    /// Cut in the middle.
    case middle = 2
}

/// A run's flags (`CTRunGetStatus`).
public struct CTRunStatus: OptionSet, Sendable {
    /// The raw flags.
    public let rawValue: UInt32
    /// Flags from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The run is set right to left.
    public static let rightToLeft = CTRunStatus(rawValue: 1)
    /// The glyphs are not in string order.
    public static let nonMonotonic = CTRunStatus(rawValue: 2)
    /// The run has glyphs moved by other than their advances.
    public static let hasNonIdentityMatrix = CTRunStatus(rawValue: 4)
}

/// Core Text's framesetter: an attributed string ready to be set in frames.
public final class CTFramesetter: @unchecked Sendable {
    // @unchecked: immutable after init.
    let string: NSAttributedString
    init(_ string: NSAttributedString) { self.string = string }
}

/// Core Text's frame: the lines of a string set in a path's rectangle.
public final class CTFrame: @unchecked Sendable {
    // @unchecked: immutable after init.
    let text: LaidOutText
    let bounds: CGRect
    let range: CFRange
    init(text: LaidOutText, bounds: CGRect, range: CFRange) {
        self.text = text
        self.bounds = bounds
        self.range = range
    }
    lazy var lines: [CTLine] = text.lines.indices.map { CTLine(text: text, index: $0, offset: range.location) }
}

/// Core Text's line: one line of a layout, its glyph runs and its queries.
public final class CTLine: @unchecked Sendable {
    // @unchecked: immutable after init.
    let text: LaidOutText
    let index: Int
    /// Where the laid-out string starts in the string the caller gave (a frame of a substring).
    let offset: Int
    init(text: LaidOutText, index: Int, offset: Int = 0) {
        self.text = text
        self.index = index
        self.offset = offset
    }
    var placed: (line: ParagraphLine, paragraphTop: Double) { (text.placedLine(index), 0) }
}

/// Core Text's glyph run: glyphs of one font and direction in a line.
public final class CTRun: @unchecked Sendable {
    // @unchecked: immutable after init.
    let run: QueriedGlyphRun
    let origin: (x: Double, baseline: Double)
    let offset: Int
    let attributes: CFDictionary
    init(run: QueriedGlyphRun, origin: (x: Double, baseline: Double), offset: Int, attributes: CFDictionary) {
        self.run = run
        self.origin = origin
        self.offset = offset
        self.attributes = attributes
    }
}

/// A framesetter for an attributed string.
public func CTFramesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTFramesetter {
    CTFramesetter(NSAttributedString(attributedString: string))
}

/// The part of the string `range` names (length 0: to the end), and that range made whole.
func substring(_ string: NSAttributedString, _ range: CFRange) -> (NSAttributedString, CFRange) {
    let location = min(max(0, range.location), string.length)
    let length = range.length <= 0 ? string.length - location : min(range.length, string.length - location)
    let whole = CFRange(location: location, length: length)
    if location == 0 && length == string.length { return (string, whole) }
    return (string.attributedSubstring(from: NSRange(location: location, length: length)), whole)
}

/// The size the string's lines take in `constraints` (a dimension of `CGFloat.greatestFiniteMagnitude`
/// is unbounded), and in `fitRange` the characters that fit: `boundingRect`'s size.
public func CTFramesetterSuggestFrameSizeWithConstraints(_ framesetter: CTFramesetter, _ stringRange: CFRange,
                                                         _ frameAttributes: CFDictionary?, _ constraints: CGSize,
                                                         _ fitRange: UnsafeMutablePointer<CFRange>?) -> CGSize {
    let (part, whole) = substring(framesetter.string, stringRange)
    let text = layout(part, in: CGRect(origin: .zero, size: constraints))
    let frame = CTFrame(text: text, bounds: .zero, range: whole)
    fitRange?.pointee = CTFrameGetVisibleStringRange(frame)
    return CGSize(width: text.usedWidth, height: text.height)
}

func layout(_ string: NSAttributedString, in rect: CGRect) -> LaidOutText {
    let unbounded = CGFloat.greatestFiniteMagnitude
    let width = rect.width >= unbounded || !rect.width.isFinite ? Double.infinity : Double(rect.width)
    let height = rect.height >= unbounded || !rect.height.isFinite ? Double.infinity : Double(rect.height)
    return LaidOutText.make(string, width: width, height: height)
}

/// The frame of the string's lines in the path's bounding rectangle (the lines that fit in its height).
public func CTFramesetterCreateFrame(_ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath,
                                     _ frameAttributes: CFDictionary?) -> CTFrame {
    let (part, whole) = substring(framesetter.string, stringRange)
    let box = path.boundingBox.isNull ? .zero : path.boundingBox
    return CTFrame(text: layout(part, in: box), bounds: box, range: whole)
}

/// The frame's lines, top to bottom (`[CTLine]` as `CFArray`).
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray { NSArray(array: frame.lines) }

/// The characters the frame was asked to set.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange { frame.range }

/// The characters the frame's lines hold.
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange {
    guard let last = frame.lines.last else { return CFRange(location: frame.range.location, length: 0) }
    let end = CTLineGetStringRange(last)
    let length = frame.text.holdsAllLines ? frame.range.length : end.location + end.length - frame.range.location
    return CFRange(location: frame.range.location, length: length)
}

/// The frame's path: its bounding rectangle.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { CGPath(rect: frame.bounds, transform: nil) }

/// The origins of lines `range` (length 0: all from its location): each line's baseline start in
/// Core Text's coordinates, from the frame's bottom left with y up.
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    let lines = frame.lines
    let start = max(0, range.location), count = range.length == 0 ? lines.count - start : range.length
    for k in 0..<max(0, min(count, lines.count - start)) {
        let line = lines[start + k]
        let baseline = line.placed.paragraphTop + line.placed.line.baseline
        origins[k] = CGPoint(x: line.placed.line.x, y: Double(frame.bounds.height) - baseline)
    }
}
#endif
