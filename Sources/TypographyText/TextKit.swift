#if !canImport(UIKit)
import Foundation
import TextLayout
import TypographyUIKit

/// TextKit 1's text storage: the attributed string its layout managers lay out. Every edit (any
/// `NSMutableAttributedString` method) is seen by the next query of a layout manager.
open class NSTextStorage: NSMutableAttributedString, @unchecked Sendable {
    // @unchecked: used on one thread, as TextKit's.
    /// The layout managers that lay this text out.
    public private(set) var layoutManagers: [NSLayoutManager] = []
    /// What the edits not yet processed changed (TextKit's `editedMask`).
    public internal(set) var editedMask: EditActions = []
    /// The range of the text, after the edits, that they changed (`NSNotFound` when none).
    public internal(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How much the edits not yet processed changed the length.
    public internal(set) var changeInLength = 0
    /// Told before and after edits are processed.
    public weak var delegate: (any NSTextStorageDelegate)?
    var editingDepth = 0

    /// Records an edit: what changed, the range it replaced (in the text before it) and how much
    /// the length changed. Outside `beginEditing()`/`endEditing()` the edit is processed at once;
    /// inside, the edits add up and are processed by the last `endEditing()`. A subclass that keeps
    /// its own backing store calls this from its `replaceCharacters(in:with:)` and
    /// `setAttributes(_:range:)`, as on Apple's platforms.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        let changed = NSRange(location: editedRange.location, length: max(0, editedRange.length + delta))
        if self.editedMask.isEmpty || self.editedRange.location == NSNotFound {
            self.editedRange = changed
        } else {
            // An earlier edited range after this edit moves by the change in length.
            var earlier = self.editedRange
            if earlier.location >= NSMaxRange(editedRange) { earlier.location += delta }
            self.editedRange = NSUnionRange(earlier, changed)
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0 { processEditing() }
    }

    /// Processes the edits recorded: the delegate is told before and after, then the record is
    /// cleared. Layout managers lay the changed text out again when they are next asked.
    open func processEditing() {
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
    }

    /// Starts a group of edits, processed together by the matching `endEditing()`.
    open override func beginEditing() {
        editingDepth += 1
    }

    /// Ends a group of edits; the outermost processes them.
    open override func endEditing() {
        editingDepth = max(0, editingDepth - 1)
        if editingDepth == 0 && !editedMask.isEmpty { processEditing() }
    }

    /// Adds a layout manager (TextKit's `addLayoutManager(_:)`).
    public func addLayoutManager(_ manager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === manager }) else { return }
        layoutManagers.append(manager)
        manager.textStorage = self
    }

    /// Removes a layout manager.
    public func removeLayoutManager(_ manager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === manager }
        if manager.textStorage === self { manager.textStorage = nil }
    }
}

/// TextKit 1's text container: the box text is laid out in. Exclusion paths are not taken: the
/// engine sets lines of one width, so code that needs them does not compile here.
open class NSTextContainer: @unchecked Sendable {
    // @unchecked: used on one thread, as TextKit's.
    /// The box's size; a dimension of `CGFloat.greatestFiniteMagnitude` is unbounded.
    public var size: CGSize
    /// The space at each end of every line (5 points by default, as TextKit's).
    public var lineFragmentPadding: CGFloat = 5
    /// The most lines laid out (0: any).
    public var maximumNumberOfLines: Int = 0
    /// How the last line is cut when text does not fit (a truncating mode truncates it).
    public var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Kept for code that sets it: there is no text view here to follow.
    public var widthTracksTextView = false
    /// Kept for code that sets it: there is no text view here to follow.
    public var heightTracksTextView = false
    /// The layout manager that owns the container.
    public internal(set) weak var layoutManager: NSLayoutManager?

    /// A container of `size`.
    public init(size: CGSize) { self.size = size }

    /// An unbounded container.
    public convenience init() {
        self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }
}

/// TextKit 1's layout manager, over the engine's layout and its queries: the same lines, heights and
/// widths as `boundingRect(with:options:context:)` with `.usesLineFragmentOrigin` and
/// `.usesFontLeading`, moved right by the container's line fragment padding.
///
/// Glyph indices are character (UTF-16) indices: TextKit 1 gives a ligature's other characters
/// null glyphs, so the two agree wherever the text has one glyph slot per character.
open class NSLayoutManager: @unchecked Sendable {
    // @unchecked: used on one thread, as TextKit's.
    /// The text laid out.
    public internal(set) weak var textStorage: NSTextStorage?
    /// The containers, in order (text is laid out in the first).
    public private(set) var textContainers: [NSTextContainer] = []
    /// Lines are as tall as the fonts' line height with their leading (TextKit's default).
    public var usesFontLeading = true
    private var cache: (text: NSAttributedString, size: CGSize, padding: CGFloat, lines: Int, mode: NSLineBreakMode,
                        leading: Bool, laidOut: LaidOutText)?

    /// A layout manager without text or containers.
    public init() {}

    /// Adds a container.
    public func addTextContainer(_ container: NSTextContainer) {
        textContainers.append(container)
        container.layoutManager = self
    }

    /// The layout of the text in the first container, made again when the text or the container changed.
    var laidOut: LaidOutText? {
        guard let storage = textStorage, let container = textContainers.first else { return nil }
        // A subclass with a backing store of its own is read through its primitives, once.
        let current: NSAttributedString = type(of: storage) == NSTextStorage.self ? storage : storage.snapshot()
        if let c = cache, c.size == container.size, c.padding == container.lineFragmentPadding,
           c.lines == container.maximumNumberOfLines, c.mode == container.lineBreakMode, c.leading == usesFontLeading,
           c.text.isEqual(to: current) {
            return c.laidOut
        }
        let padding = Double(container.lineFragmentPadding)
        let unbounded = CGFloat.greatestFiniteMagnitude
        let width = container.size.width >= unbounded || !container.size.width.isFinite
            ? Double.infinity : max(0, Double(container.size.width) - 2 * padding)
        let height = container.size.height >= unbounded || !container.size.height.isFinite ? Double.infinity : Double(container.size.height)
        let snapshot = current === storage ? NSAttributedString(attributedString: storage) : current
        let laidOut = LaidOutText.make(snapshot, width: width, height: height, maximumLines: container.maximumNumberOfLines,
                                       truncatesLastLine: container.lineBreakMode.truncation != nil,
                                       usesFontLeading: usesFontLeading, inset: padding)
        cache = (snapshot, container.size, container.lineFragmentPadding, container.maximumNumberOfLines,
                 container.lineBreakMode, usesFontLeading, laidOut)
        return laidOut
    }

    private var containerWidth: Double {
        guard let c = textContainers.first else { return 0 }
        return c.size.width >= .greatestFiniteMagnitude ? (laidOut?.usedWidth ?? 0) + 2 * Double(c.lineFragmentPadding) : Double(c.size.width)
    }

    /// The height of a line of text in `font` as this layout sets it (the font's line height with
    /// its leading).
    public func defaultLineHeight(for font: UIFont) -> CGFloat {
        lineHeight(of: font)
    }

    /// The height of a line of text in AppKit's `font`, as ``defaultLineHeight(for:)-(UIFont)``.
    public func defaultLineHeight(for font: some UIFontRepresentable) -> CGFloat {
        lineHeight(of: font.uiFont)
    }

    private func lineHeight(of font: UIFont) -> CGFloat {
        let line = NSAttributedString(string: "X", attributes: [.font: font])
        return CGFloat(LaidOutText.make(line, width: .infinity, usesFontLeading: usesFontLeading).height)
    }

    /// Lays the text out now (the queries do it when needed).
    public func ensureLayout(for container: NSTextContainer) { _ = laidOut }
    /// Lays the text out now.
    public func ensureLayout(forCharacterRange range: NSRange) { _ = laidOut }
    /// Lays the text out now.
    public func ensureLayout(forGlyphRange range: NSRange) { _ = laidOut }

    /// The number of glyphs: the number of characters laid out.
    public var numberOfGlyphs: Int { glyphRange(for: textContainers.first ?? NSTextContainer()).length }

    /// The characters the container holds (all but those a height or line limit cut).
    public func glyphRange(for container: NSTextContainer) -> NSRange {
        guard let text = laidOut, !text.lines.isEmpty else { return NSRange(location: 0, length: 0) }
        let last = text.fragment(text.lines.count - 1, width: containerWidth)
        let end = text.holdsAllLines ? text.string.length : last.utf16Range.upperBound
        return NSRange(location: 0, length: end)
    }

    /// The glyphs of a character range (the same range).
    public func glyphRange(forCharacterRange range: NSRange, actualCharacterRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        actualCharacterRange?.pointee = range
        return range
    }

    /// The characters of a glyph range (the same range).
    public func characterRange(forGlyphRange range: NSRange, actualGlyphRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        actualGlyphRange?.pointee = range
        return range
    }

    /// The glyph of a character.
    public func glyphIndexForCharacter(at index: Int) -> Int { index }
    /// The character of a glyph.
    public func characterIndexForGlyph(at index: Int) -> Int { index }

    /// The rectangle the lines use: the widest line with the padding at both ends, and the lines' height.
    public func usedRect(for container: NSTextContainer) -> CGRect {
        guard let text = laidOut else { return .zero }
        let padding = Double(container.lineFragmentPadding)
        return CGRect(x: 0, y: 0, width: text.usedWidth + 2 * padding, height: text.height)
    }

    /// The bounding rectangle of a glyph range: the union of its lines' rectangles for it.
    public func boundingRect(forGlyphRange range: NSRange, in container: NSTextContainer) -> CGRect {
        guard let text = laidOut else { return .zero }
        let rects = text.rects(for: range)
        guard let first = rects.first else {
            // An empty range: the caret's place, with no width.
            guard let caret = text.caret(at: range.location) else { return .zero }
            let f = text.fragment(caret.line, width: containerWidth)
            return CGRect(x: caret.strong, y: f.rect.y, width: 0, height: f.rect.height)
        }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }

    /// Calls `body` with each line of a glyph range: its rectangle, its used rectangle, the
    /// container, its glyphs, and a flag that stops the walk.
    public func enumerateLineFragments(forGlyphRange range: NSRange,
                                       using body: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let text = laidOut, let container = textContainers.first else { return }
        var stop = ObjCBool(false)
        for i in text.lines.indices {
            let f = text.fragment(i, width: containerWidth)
            let lineRange = NSRange(location: f.utf16Range.lowerBound, length: f.utf16Range.count)
            guard lineRange.location < NSMaxRange(range) || (range.length == 0 && lineRange.location == range.location),
                  NSMaxRange(lineRange) > range.location || (lineRange.length == 0 && lineRange.location >= range.location) else { continue }
            body(CGRect(f.rect), usedRect(of: f), container, lineRange, &stop)
            if stop.boolValue { return }
        }
    }

    /// Calls `body` with each rectangle that encloses a glyph range: the range's selection
    /// rectangles, one for each stretch of it on a line, bidi-split where a line's direction
    /// changes. `selectedRange` is not used. Apple's documentation does not say whether a range
    /// that goes on to the next line is enclosed up to the container's edge; these end at the text.
    public func enumerateEnclosingRects(forGlyphRange range: NSRange, withinSelectedGlyphRange selectedRange: NSRange,
                                        in container: NSTextContainer, using body: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let text = laidOut, container === textContainers.first else { return }
        var stop = ObjCBool(false)
        for rect in text.rects(for: range) {
            body(rect, &stop)
            if stop.boolValue { return }
        }
    }

    private func usedRect(of f: LineFragment) -> CGRect {
        let padding = Double(textContainers.first?.lineFragmentPadding ?? 0)
        return CGRect(x: f.usedRect.x - padding, y: f.usedRect.y, width: f.usedRect.width + 2 * padding, height: f.usedRect.height)
    }

    /// The rectangle of the line that holds a glyph, and that line's glyphs.
    public func lineFragmentRect(forGlyphAt index: Int, effectiveRange: UnsafeMutablePointer<NSRange>?) -> CGRect {
        guard let (f, range) = fragment(holding: index) else { return .zero }
        effectiveRange?.pointee = range
        return CGRect(f.rect)
    }

    /// The used rectangle of the line that holds a glyph, and that line's glyphs.
    public func lineFragmentUsedRect(forGlyphAt index: Int, effectiveRange: UnsafeMutablePointer<NSRange>?) -> CGRect {
        guard let (f, range) = fragment(holding: index) else { return .zero }
        effectiveRange?.pointee = range
        return usedRect(of: f)
    }

    private func fragment(holding index: Int) -> (LineFragment, NSRange)? {
        guard let text = laidOut, let i = text.lineIndex(forCharacter: index) else { return nil }
        let f = text.fragment(i, width: containerWidth)
        return (f, NSRange(location: f.utf16Range.lowerBound, length: f.utf16Range.count))
    }

    /// A glyph's place in its line: x from the line's rectangle, y its baseline from the line's top.
    public func location(forGlyphAt index: Int) -> CGPoint {
        guard let text = laidOut, let caret = text.caret(at: index) else { return .zero }
        let f = text.fragment(caret.line, width: containerWidth)
        return CGPoint(x: caret.strong, y: f.baseline - f.rect.y)
    }

    /// The character under a point of the container, and how far the point is from that
    /// character's insertion point to the next (0 to 1).
    public func characterIndex(for point: CGPoint, in container: NSTextContainer,
                               fractionOfDistanceBetweenInsertionPoints fraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        guard let hit = laidOut?.characterIndex(at: point) else {
            fraction?.pointee = 0
            return 0
        }
        fraction?.pointee = CGFloat(hit.fraction)
        return hit.index
    }

    /// The glyph under a point of the container, and how far through it the point is.
    public func glyphIndex(for point: CGPoint, in container: NSTextContainer,
                           fractionOfDistanceThroughGlyph fraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: fraction)
    }

    /// The glyph under a point of the container.
    public func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// The glyphs an ellipsis stands for in the line that holds a glyph: `NSNotFound` when the
    /// line is not truncated.
    public func truncatedGlyphRange(inLineFragmentForGlyphAt index: Int) -> NSRange {
        guard let text = laidOut, let i = text.lineIndex(forCharacter: index) else { return NSRange(location: NSNotFound, length: 0) }
        guard let hidden = text.truncatedRange(ofLine: i) else { return NSRange(location: NSNotFound, length: 0) }
        return NSRange(location: hidden.lowerBound, length: hidden.count)
    }

    /// Draws the lines of a glyph range with the container's origin at `origin`, into the current
    /// image or PDF context.
    public func drawGlyphs(forGlyphRange range: NSRange, at origin: CGPoint) {
        guard let text = laidOut, let lines = lines(of: range, in: text) else { return }
        text.draw(lines: lines, at: origin, parts: .glyphs)
    }

    /// Draws the background colours (`.backgroundColor`) of the lines of a glyph range with the
    /// container's origin at `origin`: TextKit draws them before the glyphs.
    public func drawBackground(forGlyphRange range: NSRange, at origin: CGPoint) {
        guard let text = laidOut, let lines = lines(of: range, in: text) else { return }
        text.draw(lines: lines, at: origin, parts: .backgrounds)
    }

    /// The lines that hold part of a glyph range.
    private func lines(of range: NSRange, in text: LaidOutText) -> Range<Int>? {
        let lines = text.lines.indices.filter { i in
            let f = text.fragment(i, width: containerWidth)
            return f.utf16Range.lowerBound < NSMaxRange(range) && f.utf16Range.upperBound > range.location
        }
        guard let first = lines.first, let last = lines.last else { return nil }
        return first..<(last + 1)
    }
}

extension CGRect {
    init(_ r: LayoutRect) { self.init(x: r.x, y: r.y, width: r.width, height: r.height) }
}
#endif
