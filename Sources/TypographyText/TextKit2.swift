#if !canImport(UIKit)
import Foundation
import TextLayout

/// TextKit 2's location in a document. Here every location is a character (UTF-16) offset
/// (``NSTextRange`` makes them); Apple's protocol also refines `NSObjectProtocol`, which Swift
/// classes on Linux do not have.
public protocol NSTextLocation: AnyObject {
    /// Whether this location is before, at or after `location`.
    func compare(_ location: NSTextLocation) -> ComparisonResult
}

/// A character offset as a TextKit 2 location.
final class TextOffsetLocation: NSTextLocation, @unchecked Sendable {
    // @unchecked: immutable.
    let offset: Int
    init(_ offset: Int) { self.offset = offset }
    func compare(_ location: NSTextLocation) -> ComparisonResult {
        let other = (location as? TextOffsetLocation)?.offset ?? 0
        return offset < other ? .orderedAscending : offset > other ? .orderedDescending : .orderedSame
    }
}

extension NSTextLocation {
    var offset: Int { (self as? TextOffsetLocation)?.offset ?? 0 }
}

/// TextKit 2's range of locations.
public final class NSTextRange: @unchecked Sendable {
    // @unchecked: immutable.
    /// The first location.
    public let location: NSTextLocation
    /// The location after the last.
    public let endLocation: NSTextLocation
    /// The range holds no location.
    public var isEmpty: Bool { location.offset == endLocation.offset }

    /// The range from `location` to `end` (nil: empty); nil when `end` is before `location`.
    public init?(location: NSTextLocation, end: NSTextLocation? = nil) {
        let endLocation = end ?? location
        guard endLocation.offset >= location.offset else { return nil }
        self.location = location
        self.endLocation = endLocation
    }

    /// The empty range at `location`.
    public init(location: NSTextLocation) {
        self.location = location
        endLocation = location
    }

    init(_ range: Range<Int>) {
        location = TextOffsetLocation(range.lowerBound)
        endLocation = TextOffsetLocation(range.upperBound)
    }

    var offsets: Range<Int> { location.offset..<max(location.offset, endLocation.offset) }
}

/// TextKit 2's content manager: the text its layout managers lay out.
open class NSTextContentManager: @unchecked Sendable {
    // @unchecked: used on one thread, as TextKit's.
    /// The layout managers that lay this content out.
    public private(set) var textLayoutManagers: [NSTextLayoutManager] = []

    /// A content manager without text.
    public init() {}

    /// Adds a layout manager.
    public func addTextLayoutManager(_ manager: NSTextLayoutManager) {
        guard !textLayoutManagers.contains(where: { $0 === manager }) else { return }
        textLayoutManagers.append(manager)
        manager.textContentManager = self
    }

    /// The text laid out (the content storage's string).
    var content: NSAttributedString { NSAttributedString(string: "") }

    /// The whole document's range.
    public var documentRange: NSTextRange { NSTextRange(0..<content.length) }
}

/// TextKit 2's content storage: an attributed string (or a text storage) as content.
open class NSTextContentStorage: NSTextContentManager, @unchecked Sendable {
    // @unchecked: used on one thread, as TextKit's.
    /// The text storage whose string is the content.
    public var textStorage: NSTextStorage? = NSTextStorage(string: "")
    /// The content: the text storage's string (setting it replaces the storage's text).
    public var attributedString: NSAttributedString? {
        get { textStorage.map { NSAttributedString(attributedString: $0) } }
        set { textStorage?.setAttributedString(newValue ?? NSAttributedString(string: "")) }
    }

    override var content: NSAttributedString { textStorage ?? NSAttributedString(string: "") }
}

/// TextKit 2's layout manager over the engine's layout: one layout fragment a paragraph, one line
/// fragment a line, the same lines as TextKit 1's ``NSLayoutManager`` and `boundingRect`.
open class NSTextLayoutManager: @unchecked Sendable {
    // @unchecked: used on one thread, as TextKit's.
    /// The content laid out.
    public internal(set) weak var textContentManager: NSTextContentManager?
    /// The container text is laid out in.
    public var textContainer: NSTextContainer? {
        didSet {
            layout = NSLayoutManager()
            textContainer.map { layout.addTextContainer($0) }
        }
    }
    /// TextKit 1's manager over the same content and container: the layout is made and cached there.
    private var layout = NSLayoutManager()

    /// A layout manager without content or container.
    public init() {}

    private var laidOut: LaidOutText? {
        guard let content = textContentManager?.content, textContainer != nil else { return nil }
        let storage = (content as? NSTextStorage) ?? NSTextStorage(attributedString: content)
        if layout.textStorage !== storage { storage.addLayoutManager(layout) }
        return layout.laidOut
    }

    /// The whole document's range.
    public var documentRange: NSTextRange { textContentManager?.documentRange ?? NSTextRange(0..<0) }

    /// The rectangle the laid-out text uses in the container.
    public var usageBoundsForTextContainer: CGRect {
        guard let container = textContainer, laidOut != nil else { return .zero }
        return layout.usedRect(for: container)
    }

    /// Lays the text out now.
    public func ensureLayout(for range: NSTextRange) { _ = laidOut }

    /// Calls `block` with each paragraph's layout fragment from the one that holds `location` (nil:
    /// the first; with `.reverse`, backwards), until it returns false; returns the location where
    /// it stopped, or nil when it went through them all.
    @discardableResult
    public func enumerateTextLayoutFragments(from location: NSTextLocation?, options: NSTextLayoutFragment.EnumerationOptions = [],
                                             using block: (NSTextLayoutFragment) -> Bool) -> NSTextLocation? {
        let fragments = self.fragments
        let start = location.map { l in fragments.firstIndex { $0.range.offsets.contains(l.offset) } ?? fragments.count } ?? 0
        let order = options.contains(.reverse) ? Array(fragments[..<min(start + 1, fragments.count)].reversed())
                                               : Array(fragments.dropFirst(start))
        for fragment in order where !block(fragment) { return fragment.rangeInElement.location }
        return nil
    }

    /// The layout fragment of the paragraph at a point of the container.
    public func textLayoutFragment(for position: CGPoint) -> NSTextLayoutFragment? {
        fragments.first { $0.layoutFragmentFrame.minY <= position.y && position.y < $0.layoutFragmentFrame.maxY } ?? fragments.last
    }

    /// The layout fragment of the paragraph that holds `location`.
    public func textLayoutFragment(for location: NSTextLocation) -> NSTextLayoutFragment? {
        fragments.first { $0.range.offsets.contains(location.offset) } ?? fragments.last
    }

    /// One fragment a paragraph (a document block), with its lines.
    var fragments: [NSTextLayoutFragment] {
        guard let text = laidOut else { return [] }
        let width = Double(textContainer?.size.width ?? 0)
        let document = text.layout.document
        return document.blocks.map { block in
            let lines = block.lines.map { text.fragment($0, width: width) }
            let top = lines.first?.rect.y ?? block.top
            let bottom = lines.last.map { $0.rect.y + $0.rect.height } ?? top
            let start = lines.first?.utf16Range.lowerBound ?? 0, end = lines.last?.utf16Range.upperBound ?? start
            let paragraph = text.string.attributedSubstring(from: NSRange(location: start, length: end - start))
            let lineFragments = zip(block.lines, lines).map { index, f in
                NSTextLineFragment(attributedString: paragraph,
                                   characterRange: NSRange(location: f.utf16Range.lowerBound - start, length: f.utf16Range.count),
                                   typographicBounds: CGRect(x: f.usedRect.x, y: f.rect.y - top, width: f.usedRect.width, height: f.rect.height),
                                   glyphOrigin: CGPoint(x: f.usedRect.x, y: f.baseline - f.rect.y),
                                   text: text, line: index)
            }
            return NSTextLayoutFragment(range: NSTextRange(start..<end),
                                        frame: CGRect(x: 0, y: top, width: width, height: bottom - top), lines: lineFragments)
        }
    }
}

/// TextKit 2's layout of one paragraph: its frame in the container and its lines.
open class NSTextLayoutFragment: @unchecked Sendable {
    // @unchecked: immutable after init.
    /// What `enumerateTextLayoutFragments` does.
    public struct EnumerationOptions: OptionSet, Sendable {
        /// The raw flags.
        public let rawValue: UInt
        /// Flags from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Walk backwards.
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
        /// Lay out first (the layout is always made before the walk).
        public static let ensuresLayout = EnumerationOptions(rawValue: 1 << 1)
        /// Estimated sizes are never used: the layout is exact.
        public static let estimatesSize = EnumerationOptions(rawValue: 1 << 2)
        /// The extra line fragment after a final line break.
        public static let ensuresExtraLineFragment = EnumerationOptions(rawValue: 1 << 3)
    }

    let range: NSTextRange
    /// The paragraph's frame in the container: the container's width, its lines' height.
    public let layoutFragmentFrame: CGRect
    /// The paragraph's lines.
    public let textLineFragments: [NSTextLineFragment]
    /// The paragraph's characters.
    public var rangeInElement: NSTextRange { range }
    /// The bounds drawing covers, from the frame's origin: the frame's size.
    public var renderingSurfaceBounds: CGRect { CGRect(origin: .zero, size: layoutFragmentFrame.size) }

    init(range: NSTextRange, frame: CGRect, lines: [NSTextLineFragment]) {
        self.range = range
        layoutFragmentFrame = frame
        textLineFragments = lines
    }

    /// Draws the paragraph with its frame's origin at `point` in the current image or PDF context.
    public func draw(at point: CGPoint, in context: CGContext) {
        guard let first = textLineFragments.first, let last = textLineFragments.last else { return }
        first.text.draw(lines: first.line..<(last.line + 1),
                        at: CGPoint(x: point.x, y: point.y - layoutFragmentFrame.minY), in: context)
    }
}

/// TextKit 2's line: its characters in its paragraph and where its glyphs are.
open class NSTextLineFragment: @unchecked Sendable {
    // @unchecked: immutable after init.
    /// The paragraph's text.
    public let attributedString: NSAttributedString
    /// The line's characters in ``attributedString``.
    public let characterRange: NSRange
    /// The line's box from its layout fragment's origin (y down).
    public let typographicBounds: CGRect
    /// Where the glyphs start: x from the fragment's origin, y the baseline from the line's top.
    public let glyphOrigin: CGPoint
    let text: LaidOutText
    let line: Int

    init(attributedString: NSAttributedString, characterRange: NSRange, typographicBounds: CGRect, glyphOrigin: CGPoint,
         text: LaidOutText, line: Int) {
        self.attributedString = attributedString
        self.characterRange = characterRange
        self.typographicBounds = typographicBounds
        self.glyphOrigin = glyphOrigin
        self.text = text
        self.line = line
    }

    private var paragraphStart: Int { text.fragment(line, width: 0).utf16Range.lowerBound - characterRange.location }

    /// The character (in ``attributedString``) at a point of the line's own coordinates.
    public func characterIndex(for point: CGPoint) -> Int {
        let top = text.fragment(line, width: 0).rect.y
        guard let hit = text.characterIndex(at: CGPoint(x: point.x, y: CGFloat(top) + point.y)) else { return characterRange.location }
        return min(max(hit.index, paragraphStart + characterRange.location), paragraphStart + NSMaxRange(characterRange)) - paragraphStart
    }

    /// The caret of a character (in ``attributedString``), in the line's own coordinates.
    public func locationForCharacter(at index: Int) -> CGPoint {
        guard let caret = text.caret(at: index + paragraphStart) else { return .zero }
        return CGPoint(x: caret.strong, y: glyphOrigin.y)
    }
}
#endif
