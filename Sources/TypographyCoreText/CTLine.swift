#if !canImport(CoreText)
import Foundation
import TextLayout
import TypographyText
import TypographyUIKit

/// A line of the whole string, unwrapped. Core Text sets a line break as a glyph of no width in the
/// one line; here each line or paragraph separator is set as U+200B (no width, the same UTF-16
/// length), so indices stay the string's.
public func CTLineCreateWithAttributedString(_ string: CFAttributedString) -> CTLine {
    let copy = NSMutableAttributedString(attributedString: string)
    let ns = copy.string as NSString
    for i in (0..<ns.length).reversed() where [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains(ns.character(at: i)) {
        copy.replaceCharacters(in: NSRange(location: i, length: 1), with: "\u{200B}")
    }
    return CTLine(text: LaidOutText.make(copy, width: .infinity), index: 0)
}

extension CTLine {
    var exists: Bool { text.lines.indices.contains(index) }
    /// The line's glyph origin x and baseline in the layout's coordinates.
    var origin: (x: Double, baseline: Double) {
        guard exists else { return (0, 0) }
        return (placed.line.x + text.inset, placed.paragraphTop + placed.line.baseline)
    }
}

/// The line's width, and its ascent, descent and leading (the line height past them).
public func CTLineGetTypographicBounds(_ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                       _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    guard line.exists else { return 0 }
    let shaped = line.placed.line.line
    ascent?.pointee = CGFloat(shaped.ascent)
    descent?.pointee = CGFloat(shaped.descent)
    leading?.pointee = CGFloat(max(0, shaped.lineHeight - shaped.ascent - shaped.descent))
    return shaped.width
}

/// The characters of the line (its line break included).
public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
    guard line.exists else { return CFRange(location: line.offset, length: 0) }
    let range = line.text.fragment(line.index, width: 0).utf16Range
    return CFRange(location: range.lowerBound + line.offset, length: range.count)
}

/// The number of glyphs in the line.
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex {
    line.exists ? line.placed.line.line.glyphCount : 0
}

/// The caret of a string index, from the line's origin: the primary (strong) offset, and in
/// `secondaryOffset` the secondary (weak) one, which differs only where the direction changes
/// (the two carets of ``CaretPosition``).
public func CTLineGetOffsetForStringIndex(_ line: CTLine, _ charIndex: CFIndex, _ secondaryOffset: UnsafeMutablePointer<CGFloat>?) -> CGFloat {
    guard let caret = line.text.caret(at: charIndex - line.offset) else {
        secondaryOffset?.pointee = 0
        return 0
    }
    let x = line.origin.x
    secondaryOffset?.pointee = CGFloat(caret.weak - x)
    return CGFloat(caret.strong - x)
}

/// The insertion point nearest a position (from the line's origin): the index of the grapheme
/// under it, or of the next one when the position is past the grapheme's middle.
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    guard line.exists else { return line.offset }
    let placed = line.placed
    let y = placed.paragraphTop + placed.line.top + placed.line.height / 2
    guard let hit = line.text.characterIndex(at: CGPoint(x: Double(position.x) + line.origin.x, y: y)) else { return line.offset }
    var index = hit.index
    if hit.fraction >= 0.5 {
        let ns = line.text.string.string as NSString
        if index < ns.length { index = NSMaxRange(ns.rangeOfComposedCharacterSequence(at: index)) }
    }
    return index + line.offset
}

/// The line cut to `width` at its start, middle or end, with the token's text where it is cut;
/// nil when not even the token fits. Without a token the text is cut off with nothing in its place,
/// as Core Text's documentation says ("If this parameter is set to NULL, then no truncation token
/// is used and the line is simply cut off"). The token is drawn in the attributes of the text it
/// replaces: its own attributes are not used.
public func CTLineCreateTruncatedLine(_ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType,
                                      _ truncationToken: CTLine?) -> CTLine? {
    guard width > 0 else { return nil }
    let copy = NSMutableAttributedString(attributedString: line.text.string)
    guard copy.length > 0 else { return line }
    let style = NSMutableParagraphStyle()
    switch truncationType {
    case .start: style.lineBreakMode = .byTruncatingHead
    case .middle: style.lineBreakMode = .byTruncatingMiddle
    case .end: style.lineBreakMode = .byTruncatingTail
    }
    copy.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: copy.length))
    let token = truncationToken.map { $0.text.string.string } ?? ""
    let text = LaidOutText.make(copy, width: width, ellipsis: token)
    guard !text.lines.isEmpty, CTLineGetTypographicBounds(CTLine(text: text, index: 0), nil, nil, nil) <= width + 1e-6 else { return nil }
    return CTLine(text: text, index: 0, offset: line.offset)
}

/// The line's glyph runs in visual order (`[CTRun]` as `CFArray`).
public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray {
    guard line.exists else { return NSArray() }
    let string = line.text.string
    let runs = line.text.glyphRuns(ofLine: line.index).map { run -> CTRun in
        let at = min(max(0, run.utf16Range.lowerBound), max(0, string.length - 1))
        let attributes = string.length > 0 ? string.attributes(at: at, effectiveRange: nil) : [:]
        return CTRun(run: run, origin: line.origin, offset: line.offset, attributes: coreTextAttributes(attributes))
    }
    return NSArray(array: runs)
}

/// Draws the line with its origin at the context's text position (`textPosition`: the baseline's
/// left end, in the context's user space, whose y grows down as UIKit's).
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    guard line.exists else { return }
    let origin = line.origin
    let start = CGPoint(x: Double(context.textPosition.x) - origin.x + line.text.inset,
                        y: Double(context.textPosition.y) - origin.baseline)
    line.text.draw(lines: line.index..<(line.index + 1), at: start, in: context)
}

/// Draws the frame's lines in its rectangle of the context's user space (y down, as UIKit's).
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    frame.text.draw(lines: 0..<frame.text.lines.count, at: frame.bounds.origin, in: context)
}

func slice<T>(_ values: [T], _ range: CFRange) -> ArraySlice<T> {
    let start = min(max(0, range.location), values.count)
    let end = range.length == 0 ? values.count : min(values.count, start + max(0, range.length))
    return values[start..<end]
}

/// The number of glyphs in the run.
public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.run.glyphs.count }

/// Copies glyphs `range` (length 0: all from its location) of the run.
public func CTRunGetGlyphs(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGGlyph>) {
    for (k, g) in slice(run.run.glyphs, range).enumerated() { buffer[k] = CGGlyph(truncatingIfNeeded: g) }
}

/// Copies the positions of glyphs `range`, from the line's origin (y up, as Core Text's).
public func CTRunGetPositions(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>) {
    for (k, p) in slice(run.run.positions, range).enumerated() {
        buffer[k] = CGPoint(x: p.x - run.origin.x, y: run.origin.baseline - p.y)
    }
}

/// Copies the advances of glyphs `range`.
public func CTRunGetAdvances(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGSize>) {
    for (k, a) in slice(run.run.advances, range).enumerated() { buffer[k] = CGSize(width: a, height: 0) }
}

/// Copies the string index of each of glyphs `range` (its cluster's first character).
public func CTRunGetStringIndices(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CFIndex>) {
    for (k, i) in slice(run.run.utf16Indices, range).enumerated() { buffer[k] = i + run.offset }
}

/// The glyphs, positions and string indices are not kept in a buffer of Core Text's layout: nil,
/// which Apple's documentation allows; copy them with `CTRunGetGlyphs` and the like.
public func CTRunGetGlyphsPtr(_ run: CTRun) -> UnsafePointer<CGGlyph>? { nil }
/// Nil: see ``CTRunGetGlyphsPtr(_:)``.
public func CTRunGetPositionsPtr(_ run: CTRun) -> UnsafePointer<CGPoint>? { nil }
/// Nil: see ``CTRunGetGlyphsPtr(_:)``.
public func CTRunGetStringIndicesPtr(_ run: CTRun) -> UnsafePointer<CFIndex>? { nil }

/// The characters of the run.
public func CTRunGetStringRange(_ run: CTRun) -> CFRange {
    CFRange(location: run.run.utf16Range.lowerBound + run.offset, length: run.run.utf16Range.count)
}

/// A run's attributes as Core Text gives them: keyed by their raw names (`kCTFontAttributeName`…),
/// and the font as a `CTFont`, which a `UIFont` is on Apple's platforms (toll-free bridged), so
/// `attributes[kCTFontAttributeName] as! CTFont` holds. A run with no font attribute has none
/// here; Apple's gives the font Core Text fell back to.
func coreTextAttributes(_ attributes: [NSAttributedString.Key: Any]) -> CFDictionary {
    var out: CFDictionary = [:]
    for (key, value) in attributes {
        out[NSString(string: key.rawValue)] = (value as? UIFont).map { CTFont($0) } ?? value
    }
    return out
}

/// The attributes of the run's text (keys are their raw names: `kCTFontAttributeName`…).
public func CTRunGetAttributes(_ run: CTRun) -> CFDictionary { run.attributes }

/// The run's flags: right to left, or none.
public func CTRunGetStatus(_ run: CTRun) -> CTRunStatus { run.run.isRightToLeft ? [.rightToLeft, .nonMonotonic] : [] }

/// The width of glyphs `range`, and the run's font's ascent, descent and line gap.
public func CTRunGetTypographicBounds(_ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                      _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    let metrics = run.run.font.lineMetrics
    ascent?.pointee = CGFloat(metrics.ascent)
    descent?.pointee = CGFloat(metrics.descent)
    leading?.pointee = CGFloat(metrics.lineGap)
    return slice(run.run.advances, range).reduce(0, +)
}
#endif

#if !canImport(CoreText)
/// What `CTLineGetBoundsWithOptions` measures.
public struct CTLineBoundsOptions: OptionSet, Sendable {
    /// The raw flags.
    public let rawValue: UInt
    /// Flags from their raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Leave the line's leading out of the height.
    public static let excludeTypographicLeading = CTLineBoundsOptions(rawValue: 1 << 0)
    /// Leave shifts (baseline offsets) out: the engine's bounds never include them.
    public static let excludeTypographicShifts = CTLineBoundsOptions(rawValue: 1 << 1)
    /// Hanging punctuation: not set by the engine, so the same bounds.
    public static let useHangingPunctuation = CTLineBoundsOptions(rawValue: 1 << 2)
    /// The glyphs' ink instead of the typographic box.
    public static let useGlyphPathBounds = CTLineBoundsOptions(rawValue: 1 << 3)
    /// Optical bounds: not in the engine's fonts' data, so the typographic box.
    public static let useOpticalBounds = CTLineBoundsOptions(rawValue: 1 << 4)
    /// Language extents: not in the engine's fonts' data, so the typographic box.
    public static let includeLanguageExtents = CTLineBoundsOptions(rawValue: 1 << 5)
}

/// The line's bounds from its origin (y up): the typographic box (width, ascent, descent and
/// leading below), or with `.useGlyphPathBounds` the glyphs' ink.
public func CTLineGetBoundsWithOptions(_ line: CTLine, _ options: CTLineBoundsOptions) -> CGRect {
    guard line.exists else { return .zero }
    let shaped = line.placed.line.line
    if options.contains(.useGlyphPathBounds) {
        guard let ink = shaped.inkBounds() else { return .zero }
        return CGRect(x: ink.minX, y: ink.minY, width: ink.width, height: ink.height)
    }
    let leading = options.contains(.excludeTypographicLeading) ? 0 : max(0, shaped.lineHeight - shaped.ascent - shaped.descent)
    return CGRect(x: 0, y: -(shaped.descent + leading), width: shaped.width, height: shaped.ascent + shaped.descent + leading)
}

/// Core Text's typesetter: an attributed string to be broken into lines.
public final class CTTypesetter: @unchecked Sendable {
    // @unchecked: immutable after init.
    let string: NSAttributedString
    init(_ string: NSAttributedString) { self.string = string }
}

/// A typesetter for an attributed string.
public func CTTypesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTTypesetter {
    CTTypesetter(NSAttributedString(attributedString: string))
}

/// The characters of `range` (length 0: to the end) as one unwrapped line, indices the string's.
public func CTTypesetterCreateLine(_ typesetter: CTTypesetter, _ stringRange: CFRange) -> CTLine {
    let (part, whole) = substring(typesetter.string, stringRange)
    let line = CTLineCreateWithAttributedString(part)
    return CTLine(text: line.text, index: 0, offset: whole.location)
}

/// How many characters from `startIndex` fit on a line `width` wide: the engine's first line there.
public func CTTypesetterSuggestLineBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double) -> CFIndex {
    let (part, _) = substring(typesetter.string, CFRange(location: startIndex, length: 0))
    return firstLineLength(of: part, width: width)
}

/// How many characters of `text` the engine sets on its first line `width` wide.
func firstLineLength(of text: NSAttributedString, width: Double) -> CFIndex {
    guard text.length > 0 else { return 0 }
    let laidOut = LaidOutText.make(text, width: max(0, width))
    guard !laidOut.lines.isEmpty else { return text.length }
    return laidOut.fragment(0, width: width).utf16Range.count
}
#endif
