#if !canImport(UIKit)
import Foundation
import TypographyUIKit
import TextLayout

/// UIKit's `NSTextAlignment`, with UIKit's raw values on iOS.
public enum NSTextAlignment: Int, Sendable, Hashable, CaseIterable {
    /// The left edge, whatever the direction.
    case left = 0
    /// Centred.
    case center = 1
    /// The right edge, whatever the direction.
    case right = 2
    /// Lines but the last of each paragraph stretched to the width.
    case justified = 3
    /// The leading edge of the paragraph's writing direction (UIKit's default).
    case natural = 4

    var layoutAlignment: ParagraphStyle.Alignment {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}

/// UIKit's `NSLineBreakMode`, with its raw values.
///
/// As in TextKit, the clipping and truncating modes set each paragraph on one line: it is cut at
/// the width (clipping) or ends, starts or breaks in the middle with an ellipsis (truncating).
public enum NSLineBreakMode: Int, Sendable, Hashable, CaseIterable {
    /// Lines break between words (the default).
    case byWordWrapping = 0
    /// Lines break between characters: before the first grapheme cluster that does not fit, inside a
    /// word or not (TextLayout's ``TextLayout/ParagraphStyle/LineBreakStrictness/anywhere``, CSS
    /// `line-break: anywhere`).
    case byCharWrapping = 1
    /// One line per paragraph, not drawn past the edge.
    case byClipping = 2
    /// One line per paragraph; its start is replaced by an ellipsis when it does not fit.
    case byTruncatingHead = 3
    /// One line per paragraph; its end is replaced by an ellipsis when it does not fit.
    case byTruncatingTail = 4
    /// One line per paragraph; its middle is replaced by an ellipsis when it does not fit.
    case byTruncatingMiddle = 5

    var truncation: Truncation? {
        switch self {
        case .byWordWrapping, .byCharWrapping: return nil
        case .byClipping: return Truncation.none
        case .byTruncatingHead: return .head
        case .byTruncatingTail: return .tail
        case .byTruncatingMiddle: return .middle
        }
    }
}

/// UIKit's `NSWritingDirection`.
public enum NSWritingDirection: Int, Sendable, Hashable, CaseIterable {
    /// From the text: the first strong character (Unicode Bidirectional Algorithm P2–P3).
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1

    var direction: TextDirection {
        switch self {
        case .natural: return .auto
        case .leftToRight: return .leftToRight
        case .rightToLeft: return .rightToLeft
        }
    }
}

/// UIKit's `NSWritingDirectionFormatType`: how a level of `.writingDirection` applies its
/// direction. An element of that attribute's array is a direction's raw value ORed with one of these.
public enum NSWritingDirectionFormatType: Int, Sendable, Hashable, CaseIterable {
    /// The characters inside keep their own direction, embedded in this one (LRE, RLE).
    case embedding = 0
    /// Every character inside takes this direction (LRO, RLO).
    case override = 2
}

/// UIKit's `NSParagraphStyle.LineBreakStrategy` options, with their raw values.
public struct NSLineBreakStrategy: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// A strategy from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Push a word from the line before onto a last line that would hold one word alone.
    public static let pushOut = NSLineBreakStrategy(rawValue: 1 << 0)
    /// Never break between Hangul syllables: Korean breaks at spaces.
    public static let hangulWordPriority = NSLineBreakStrategy(rawValue: 1 << 16)
    /// The strategy of Apple's standard views: push out and Hangul word priority.
    public static let standard: NSLineBreakStrategy = [.pushOut, .hangulWordPriority]

    var layoutStrategy: ParagraphStyle.LineBreakStrategy {
        var s: ParagraphStyle.LineBreakStrategy = []
        if contains(.pushOut) { s.insert(.pushOut) }
        if contains(.hangulWordPriority) { s.insert(.hangulWordPriority) }
        return s
    }
}

extension NSParagraphStyle {
    /// UIKit's name for the strategy type (`NSParagraphStyle.LineBreakStrategy`).
    public typealias LineBreakStrategy = NSLineBreakStrategy
}

/// UIKit's `NSTextTab`: a tab stop's alignment and location.
public final class NSTextTab: Hashable, Sendable {
    /// UIKit's `NSTextTab.OptionKey` (the column terminators are accepted and not used).
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// A key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The characters that end a column (`NSTabColumnTerminatorsAttributeName`).
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// The alignment of text at the tab stop.
    public let alignment: NSTextAlignment
    /// The location in points from the paragraph's leading edge.
    public let location: CGFloat
    /// The options given.
    public let options: [OptionKey: any Sendable]

    /// A tab stop (UIKit's `init(textAlignment:location:options:)`). Natural and justified stops
    /// are left stops.
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat,
                options: [OptionKey: any Sendable] = [:]) {
        self.alignment = alignment
        self.location = loc
        self.options = options
    }

    var layoutTab: ParagraphStyle.TextTab {
        let a: ParagraphStyle.TextTab.Alignment
        switch alignment {
        case .center: a = .center
        case .right: a = .right
        default: a = .left
        }
        return ParagraphStyle.TextTab(a, location: Double(location))
    }

    /// Tab stops are equal when their alignment and location are.
    public static func == (a: NSTextTab, b: NSTextTab) -> Bool { a.alignment == b.alignment && a.location == b.location }
    /// Hashes the alignment and location.
    public func hash(into h: inout Hasher) {
        h.combine(alignment)
        h.combine(location)
    }
}

/// UIKit's `NSParagraphStyle`: an immutable paragraph style, read by measuring and drawing from the
/// `.paragraphStyle` attribute of a paragraph's first character, as TextKit reads it.
///
/// Its properties map one to one onto TextLayout's ``TextLayout/ParagraphStyle`` (``layoutStyle``),
/// with Apple's defaults: natural alignment, word wrapping, no indents or spacing, the font's line
/// height, no hyphenation, tab stops every 28 points.
///
/// Not an `NSObject` here: Foundation on Linux halts (`CFRunArrayInsert`) when it compares the
/// distinct `NSObject` values of two adjacent attribute runs — two paragraphs with their own
/// styles — while a Swift value it compares by `==`.
public class NSParagraphStyle: UIKitObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // @unchecked: an NSParagraphStyle is never changed after it is made; NSMutableParagraphStyle,
    // like UIKit's, is not to be shared between threads while it changes.
    fileprivate var s = Storage()

    fileprivate struct Storage: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineBreakStrategy: NSLineBreakStrategy = []
        var hyphenationFactor: Float = 0
        var usesDefaultHyphenation = false
        var allowsDefaultTighteningForTruncation = false
        var baseWritingDirection: NSWritingDirection = .natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var headIndent: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var tabStops: [NSTextTab] = ParagraphStyle.defaultTabStops.map {
            NSTextTab(textAlignment: .left, location: CGFloat($0.location))
        }
        var defaultTabInterval: CGFloat = 0
    }

    /// The default style (UIKit's `NSParagraphStyle.default`).
    public static let `default` = NSParagraphStyle()

    /// A style with the default values.
    public override init() {}

    fileprivate init(storage: Storage) {
        s = storage
    }

    /// The default writing direction for a language (UIKit's `defaultWritingDirection(forLanguage:)`):
    /// right to left for Arabic, Hebrew, Persian, Urdu, Yiddish, Pashto, Sindhi, Uyghur, Dhivehi
    /// and Syriac; left to right for other languages; natural for nil.
    public class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        guard let languageName else { return .natural }
        let code = languageName.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "syr", "ckb"].contains(code) ? .rightToLeft : .leftToRight
    }

    /// The text alignment.
    public var alignment: NSTextAlignment { s.alignment }
    /// How a line that does not fit is broken, clipped or truncated.
    public var lineBreakMode: NSLineBreakMode { s.lineBreakMode }
    /// The line-break strategy (none by default, as UIKit's paragraph style; Apple's views use `.standard`).
    public var lineBreakStrategy: NSLineBreakStrategy { s.lineBreakStrategy }
    /// The hyphenation threshold, 0 (never) to 1 (as often as the dictionary allows).
    public var hyphenationFactor: Float { s.hyphenationFactor }
    /// Whether the system's hyphenation applies (iOS 15's `usesDefaultHyphenation`): as a factor of 1.
    public var usesDefaultHyphenation: Bool { s.usesDefaultHyphenation }
    /// Whether a line is tightened (tracked closer, up to TextLayout's tightening factor) before it is truncated.
    public var allowsDefaultTighteningForTruncation: Bool { s.allowsDefaultTighteningForTruncation }
    /// The paragraph's writing direction; natural: from its first strong character.
    public var baseWritingDirection: NSWritingDirection { s.baseWritingDirection }
    /// Points added between lines.
    public var lineSpacing: CGFloat { s.lineSpacing }
    /// Points added after the paragraph.
    public var paragraphSpacing: CGFloat { s.paragraphSpacing }
    /// Points added before the paragraph.
    public var paragraphSpacingBefore: CGFloat { s.paragraphSpacingBefore }
    /// The indent of lines but the first, from the leading edge.
    public var headIndent: CGFloat { s.headIndent }
    /// The indent of the first line, from the leading edge.
    public var firstLineHeadIndent: CGFloat { s.firstLineHeadIndent }
    /// Positive: the line's end from the leading edge; zero or negative: from the trailing edge.
    public var tailIndent: CGFloat { s.tailIndent }
    /// The least line height (0: none).
    public var minimumLineHeight: CGFloat { s.minimumLineHeight }
    /// The greatest line height (0: none).
    public var maximumLineHeight: CGFloat { s.maximumLineHeight }
    /// The multiple of the natural line height (0: none).
    public var lineHeightMultiple: CGFloat { s.lineHeightMultiple }
    /// The tab stops (twelve left stops 28 points apart by default).
    public var tabStops: [NSTextTab] { s.tabStops }
    /// The interval of tab stops after the last (0: none).
    public var defaultTabInterval: CGFloat { s.defaultTabInterval }

    /// TextLayout's paragraph style with the same values.
    public var layoutStyle: ParagraphStyle {
        var p = ParagraphStyle()
        p.alignment = s.alignment.layoutAlignment
        p.firstLineHeadIndent = Double(s.firstLineHeadIndent)
        p.headIndent = Double(s.headIndent)
        p.tailIndent = Double(s.tailIndent)
        p.paragraphSpacing = Double(s.paragraphSpacing)
        p.paragraphSpacingBefore = Double(s.paragraphSpacingBefore)
        p.lineSpacing = Double(s.lineSpacing)
        p.lineHeightMultiple = Double(s.lineHeightMultiple)
        p.minimumLineHeight = Double(s.minimumLineHeight)
        p.maximumLineHeight = Double(s.maximumLineHeight)
        p.hyphenationFactor = s.usesDefaultHyphenation ? max(s.hyphenationFactor, 1) : s.hyphenationFactor
        p.lineBreakStrategy = s.lineBreakStrategy.layoutStrategy
        p.tabStops = s.tabStops.map(\.layoutTab)
        p.defaultTabInterval = Double(s.defaultTabInterval)
        if s.lineBreakMode == .byCharWrapping { p.lineBreakStrictness = .anywhere }
        return p
    }

    /// An immutable copy.
    public func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(storage: s) }
    /// A mutable copy (an ``NSMutableParagraphStyle``).
    public func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(storage: s) }

    /// Styles are equal when every property is (`==` is `NSObject`'s, which asks this).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return s == other.s
    }

    /// Hashes every property.
    public override var hash: Int { s.hashValue }
}

/// UIKit's `NSMutableParagraphStyle`: a paragraph style whose properties can be set.
///
///     let style = NSMutableParagraphStyle()
///     style.alignment = .center
///     style.lineBreakMode = .byTruncatingTail
public final class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// A style with the default values.
    public override init() {
        super.init()
    }

    fileprivate override init(storage: Storage) {
        super.init(storage: storage)
    }

    /// Takes every property of another style (UIKit's `setParagraphStyle(_:)`).
    public func setParagraphStyle(_ other: NSParagraphStyle) { s = other.s }

    /// The text alignment.
    public override var alignment: NSTextAlignment { get { s.alignment } set { s.alignment = newValue } }
    /// How a line that does not fit is broken, clipped or truncated.
    public override var lineBreakMode: NSLineBreakMode { get { s.lineBreakMode } set { s.lineBreakMode = newValue } }
    /// The line-break strategy.
    public override var lineBreakStrategy: NSLineBreakStrategy { get { s.lineBreakStrategy } set { s.lineBreakStrategy = newValue } }
    /// The hyphenation threshold, 0 to 1.
    public override var hyphenationFactor: Float { get { s.hyphenationFactor } set { s.hyphenationFactor = newValue } }
    /// Whether the system's hyphenation applies.
    public override var usesDefaultHyphenation: Bool { get { s.usesDefaultHyphenation } set { s.usesDefaultHyphenation = newValue } }
    /// Whether a line is tightened before it is truncated.
    public override var allowsDefaultTighteningForTruncation: Bool {
        get { s.allowsDefaultTighteningForTruncation } set { s.allowsDefaultTighteningForTruncation = newValue }
    }
    /// The paragraph's writing direction.
    public override var baseWritingDirection: NSWritingDirection { get { s.baseWritingDirection } set { s.baseWritingDirection = newValue } }
    /// Points added between lines.
    public override var lineSpacing: CGFloat { get { s.lineSpacing } set { s.lineSpacing = newValue } }
    /// Points added after the paragraph.
    public override var paragraphSpacing: CGFloat { get { s.paragraphSpacing } set { s.paragraphSpacing = newValue } }
    /// Points added before the paragraph.
    public override var paragraphSpacingBefore: CGFloat { get { s.paragraphSpacingBefore } set { s.paragraphSpacingBefore = newValue } }
    /// The indent of lines but the first.
    public override var headIndent: CGFloat { get { s.headIndent } set { s.headIndent = newValue } }
    /// The indent of the first line.
    public override var firstLineHeadIndent: CGFloat { get { s.firstLineHeadIndent } set { s.firstLineHeadIndent = newValue } }
    /// The line's end (positive: from the leading edge; otherwise from the trailing edge).
    public override var tailIndent: CGFloat { get { s.tailIndent } set { s.tailIndent = newValue } }
    /// The least line height.
    public override var minimumLineHeight: CGFloat { get { s.minimumLineHeight } set { s.minimumLineHeight = newValue } }
    /// The greatest line height.
    public override var maximumLineHeight: CGFloat { get { s.maximumLineHeight } set { s.maximumLineHeight = newValue } }
    /// The multiple of the natural line height.
    public override var lineHeightMultiple: CGFloat { get { s.lineHeightMultiple } set { s.lineHeightMultiple = newValue } }
    /// The tab stops.
    public override var tabStops: [NSTextTab] { get { s.tabStops } set { s.tabStops = newValue } }
    /// The interval of tab stops after the last.
    public override var defaultTabInterval: CGFloat { get { s.defaultTabInterval } set { s.defaultTabInterval = newValue } }

    /// Adds a tab stop (UIKit's `addTabStop(_:)`).
    public func addTabStop(_ anObject: NSTextTab) { s.tabStops.append(anObject) }
    /// Removes a tab stop equal to the one given (UIKit's `removeTabStop(_:)`).
    public func removeTabStop(_ anObject: NSTextTab) {
        if let i = s.tabStops.firstIndex(of: anObject) { s.tabStops.remove(at: i) }
    }
}
#endif
