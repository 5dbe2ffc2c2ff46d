/// RTF lengths: twips, a twentieth of a point (RTF 1.9.1, "Conventions of an RTF reader": "in
/// twips … 1/20 of a point"; Apple's "RTF Files and Attributed Strings": "Dimensions in RTF are
/// expressed in twips—one twip is one twentieth of a point").
///
/// Lengths are kept as the document stores them, in whole twips; points are derived by
/// ``points(_:)`` alone.
public enum Twips {
    /// Twips in a point.
    public static let perPoint = 20

    /// A length in twips as points: `twips / 20`.
    public static func points(_ twips: Int) -> Double {
        Double(twips) / Double(perPoint)
    }

    /// The largest magnitude converted: an RTF parameter is a signed 32-bit number.
    public static let maximum = Int(Int32.max)

    /// A length converted from `source` to `target` scaling with the ratio of the font sizes
    /// (13/17 or 17/13; see ``TextScalingType``), on its magnitude, the sign kept (`\fi-260` is a
    /// hanging indent). The rule is ``HalfPoints``' with twips for half-points:
    ///
    /// - **iOS → standard**: `m = round(13·n/17)` (a tie cannot occur: 13·n/17 is a half only if 17
    ///   divides n, and then it is whole);
    /// - **standard → iOS**: of the one or two iOS lengths that the rule above turns into `m` (two
    ///   are adjacent), the rounder: a whole point (a multiple of 20 twips), else a multiple of 10,
    ///   else of 5, else the even one. Two adjacent numbers are never both multiples of 5, and one
    ///   of them is even, so the choice is unique. It is within 17/26 twip of 17·m/13.
    ///
    /// So standard → iOS → standard gives back every length, and iOS → standard → iOS gives back
    /// every length that is a multiple of 5 twips (a quarter point: every whole or half point that
    /// Cocoa writes); others can come back one twip (0.05 pt) away. `nil` when the magnitude
    /// exceeds ``maximum`` before or after.
    public static func convert(_ twips: Int, from source: TextScalingType, to target: TextScalingType) -> Int? {
        let magnitude = twips.magnitude
        guard magnitude <= UInt(maximum) else { return nil }
        let m = Int(magnitude)
        let converted: Int
        switch (source, target) {
        case (.standard, .standard), (.iOS, .iOS):
            return twips
        case (.iOS, .standard):
            converted = (26 * m + 17) / 34  // round(13·m/17)
        case (.standard, .iOS):
            converted = standardToIOS(m)
        }
        guard converted <= maximum else { return nil }
        return twips < 0 ? -converted : converted
    }

    /// The roundest preimage of `m ≥ 0` under iOS → standard: n with 34·m − 17 ≤ 26·n < 34·m + 17.
    static func standardToIOS(_ m: Int) -> Int {
        let low = m == 0 ? 0 : (34 * m - 17 + 25) / 26
        let high = (34 * m + 16) / 26
        if low >= high { return low }
        func roundness(_ n: Int) -> Int {
            n % 20 == 0 ? 4 : n % 10 == 0 ? 3 : n % 5 == 0 ? 2 : n % 2 == 0 ? 1 : 0
        }
        return roundness(low) >= roundness(high) ? low : high
    }

    /// Whether converting `twips` from `source` to `other` and back gives `twips`.
    public static func roundTrips(_ twips: Int, from source: TextScalingType, through other: TextScalingType) -> Bool {
        guard let there = convert(twips, from: source, to: other) else { return false }
        return convert(there, from: other, to: source) == twips
    }
}

/// The paragraph formatting of one paragraph of an RTF document, as stored (twips and RTF's own
/// units), with what each word means by RTF 1.9.1 and Apple's RTF extensions.
///
/// `\pard` resets every property to its default (zero, single line spacing). A property applies
/// to the paragraph that the next `\par` ends.
public struct RTFParagraphFormat: Sendable, Hashable, Codable {
    /// `\fiN`: the first line's indent, in twips, relative to the left indent (negative: a
    /// hanging indent). RTF 1.9.1: "First-line indent (the default is 0)".
    public var firstLineIndent = 0
    /// `\liN`: the left indent, in twips. RTF 1.9.1: "Left indent (the default is 0)".
    public var leftIndent = 0
    /// `\riN`: the right indent, in twips. RTF 1.9.1: "Right indent (the default is 0)".
    public var rightIndent = 0
    /// `\sbN`: space before the paragraph, in twips. RTF 1.9.1: "Space before (the default is 0)".
    public var spaceBefore = 0
    /// `\saN`: space after the paragraph, in twips. RTF 1.9.1: "Space after (the default is 0)".
    public var spaceAfter = 0
    /// `\slN`, RTF 1.9.1 "Space between lines": 0 (or absent) is automatic, from the tallest
    /// character; with `lineSpacingMultiple` it is a multiple of single spacing in 240ths (`\sl360`
    /// is 1.5 lines); otherwise it is twips, an "at least" height when positive and an exact
    /// height when negative ("the absolute value of N is used, even if it is shorter than the
    /// tallest character").
    public var lineSpacing = 0
    /// `\slmultN`, RTF 1.9.1 "Line spacing multiple": whether `\sl` is a multiple of single line
    /// spacing (1) or a height in twips (0, the default).
    public var lineSpacingMultiple = false
    /// `\slleadingN`: space between lines in twips, Cocoa's `NSParagraphStyle.lineSpacing`
    /// (Apple, "RTF Files and Attributed Strings", table 2).
    public var lineLeading = 0
    /// `\slminimumN`: the minimum line height in twips, Cocoa's `minimumLineHeight` (0: none).
    public var minimumLineHeight = 0
    /// `\slmaximumN`: the maximum line height in twips, Cocoa's `maximumLineHeight` (0: none).
    public var maximumLineHeight = 0

    /// `\txN`, each with the tab kind word before it (`\tqr`, `\tqc`, `\tqdec`; none: a left
    /// tab), in document order: RTF 1.9.1 "Tab position in twips from the left margin". At most
    /// `maximumTabStops` are kept.
    public var tabStops: [RTFTabStop] = []
    /// `\pardeftabN`: the paragraph's default tab width in twips (Apple's extension, Cocoa's
    /// `NSParagraphStyle.defaultTabInterval`); else the document's `\deftabN` ("Default tab width
    /// in twips (the default is 720)", RTF 1.9.1); nil when neither is given, or gives 0 or less.
    public var defaultTabWidth: Int?

    /// The most tab stops a paragraph keeps.
    public static let maximumTabStops = 1000

    /// Every property at its default, as after `\pard`.
    public init() {}

    /// Whether every property is at its default.
    public var isDefault: Bool { self == RTFParagraphFormat() }

    /// The line-height multiple `\sl` gives with `\slmult1` (`\sl360\slmult1` → 1.5); nil when
    /// `\sl` is not a multiple or is 0.
    public var lineHeightMultiple: Double? {
        lineSpacingMultiple && lineSpacing != 0 ? Double(abs(lineSpacing)) / 240 : nil
    }
}

/// A tab stop of an RTF paragraph: `\txN` and the tab kind word before it.
public struct RTFTabStop: Sendable, Hashable, Codable {
    /// RTF 1.9.1's tab kinds: `\tqr` "Flush-right tab", `\tqc` "Centered tab", `\tqdec` "Decimal
    /// tab"; a left tab without any.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `left` (no kind word), `right` (`\tqr`), `center` (`\tqc`) and `decimal` (`\tqdec`).
        case left, right, center, decimal
    }
    /// The stop's position from the left margin, in twips.
    public var position: Int
    /// How text stands against it.
    public var kind: Kind

    /// A stop at `position` twips.
    public init(position: Int, kind: Kind = .left) {
        self.position = position
        self.kind = kind
    }
}

/// The page and view geometry of a document, from its document-format words, in twips.
///
/// - `\paperwN` `\paperhN`: "Paper width/height in twips" (RTF 1.9.1; defaults 12240 and 15840,
///   US Letter);
/// - `\marglN` `\margrN`: "Left/Right margin in twips" (RTF 1.9.1; default 1800, 1.25 inches);
/// - `\viewwN` `\viewhN`: Apple's extension, "Size of display area (not window or view size) to
///   be used for displaying the document", in twips (Apple, "RTF Files and Attributed Strings",
///   table 3);
/// - `\viewkindN`: "the view mode of the document" (RTF 1.9.1: 0 none, 1 page layout, …); Cocoa
///   reads it as `NSViewModeDocumentAttribute`, and TextEdit wraps to the page when it is 1 and
///   to the window otherwise.
public struct RTFDocumentGeometry: Sendable, Hashable, Codable {
    /// `\paperw`, when the document gives it.
    public var paperWidth: Int?
    /// `\paperh`, when the document gives it.
    public var paperHeight: Int?
    /// `\margl`, when the document gives it.
    public var leftMargin: Int?
    /// `\margr`, when the document gives it.
    public var rightMargin: Int?
    /// `\vieww`, when the document gives it.
    public var viewWidth: Int?
    /// `\viewh`, when the document gives it.
    public var viewHeight: Int?
    /// `\viewkind`, when the document gives it.
    public var viewKind: Int?

    /// No geometry.
    public init() {}

    /// Records a geometry word's parameter (a word with none, or one out of range, is ignored).
    mutating func set(_ word: RTFWord, _ value: Int?) {
        guard let value else { return }
        switch word {
        case .paperw: paperWidth = value
        case .paperh: paperHeight = value
        case .margl: leftMargin = value
        case .margr: rightMargin = value
        case .vieww: viewWidth = value
        case .viewh: viewHeight = value
        case .viewkind: viewKind = value
        default: break
        }
    }

    /// RTF 1.9.1's defaults: `\paperw12240` (8.5 in), `\margl1800` and `\margr1800` (1.25 in).
    public static let defaultPaperWidth = 12240
    /// RTF 1.9.1's default left and right margins.
    public static let defaultMargin = 1800

    /// Where the document's text width comes from.
    public enum WidthSource: String, Sendable, Hashable, Codable {
        /// `\viewkind1`, or page geometry with no view size: the paper less its margins.
        case page
        /// A view document (`\viewkind` other than 1) with `\vieww`: the display area's width.
        case view
    }

    /// The width the document's text wraps in, in twips, as TextEdit lays it out (TextEdit's
    /// `Document.m` and `MultiplePageView.m`, Apple sample code 1.9): with `\viewkind1` (wrap to
    /// page), `\paperw` − `\margl` − `\margr`, RTF's defaults standing in for a missing word;
    /// otherwise (wrap to window) `\vieww`, the display area's width. A document that gives no view
    /// size but gives page geometry wraps to its page, as Word and other RTF readers show it. `nil`
    /// when the document gives neither, or the result is not a positive width.
    public var textWidth: (twips: Int, source: WidthSource)? {
        let page: Int? = {
            let paper = paperWidth ?? Self.defaultPaperWidth
            let width = paper - (leftMargin ?? Self.defaultMargin) - (rightMargin ?? Self.defaultMargin)
            return width > 0 ? width : nil
        }()
        if viewKind == 1 { return page.map { ($0, .page) } }
        if let viewWidth { return viewWidth > 0 ? (viewWidth, .view) : nil }
        if paperWidth != nil || leftMargin != nil || rightMargin != nil { return page.map { ($0, .page) } }
        return nil
    }
}
