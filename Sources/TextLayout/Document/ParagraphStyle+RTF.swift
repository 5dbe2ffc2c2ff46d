// The mapping from an RTF paragraph's format to `ParagraphStyle`: a document read with
// `RTFDocument.attributedText(fonts:display:)` keeps its indents, spacing and line spacing.
import TextScaling

/// An RTF paragraph's format as the `ParagraphStyle` that draws it, by the words' definitions (RTF
/// 1.9.1 for the standard words; Apple's "RTF Files and Attributed Strings" for `\slleading`,
/// `\slminimum`, `\slmaximum`, which name `NSParagraphStyle`'s properties). How Cocoa's own reader
/// turns `\sl` into `NSParagraphStyle` is not published; the rows for `\sl` follow RTF's text:
///
/// | RTF | `ParagraphStyle` |
/// |---|---|
/// | `\li` | `headIndent` |
/// | `\li` + `\fi` | `firstLineHeadIndent` (`\fi` is relative to `\li`) |
/// | `\ri` | `tailIndent` = −`\ri` (Apple: zero or negative is from the trailing margin) |
/// | `\sb`, `\sa` | `paragraphSpacingBefore`, `paragraphSpacing` |
/// | `\slN\slmult1` | `lineHeightMultiple` = N / 240 |
/// | `\slN`, N > 0 | `minimumLineHeight` = N ("at least") |
/// | `\slN`, N < 0 | `minimumLineHeight` = `maximumLineHeight` = −N ("exactly") |
/// | `\slleading` | `lineSpacing` |
/// | `\slminimum`, `\slmaximum` | `minimumLineHeight`, `maximumLineHeight` (they win over `\sl`) |
/// | `\ql` `\qc` `\qr` `\qj` | `alignment` left, center, right, justified |
/// | `\txN` (after `\tqr` `\tqc` `\tqdec`) | `tabStops`: a right, centre, decimal or left stop at N |
/// | `\pardeftabN`, else `\deftabN`, else 720 | `defaultTabInterval` (RTF 1.9.1: "the default is 720") |
///
/// A paragraph without `\tx` has no stops, so its tabs go to the multiples of the default tab
/// width, as RTF 1.9.1 describes; how Cocoa's reader fills `tabStops` then is not published.
///
/// Lengths are twips (`Twips.points`), times `scale`, the view scale the document is drawn at
/// (13/17 or 17/13 across scalings), as its font sizes are. What `NSParagraphStyle` cannot hold is
/// clamped as Apple's setters do ("This value is always nonnegative"): an indent left of the
/// margin (`\li-720`, or an `\fi` hanging further than `\li`), a right indent past the margin
/// (`\ri-720`), and negative spacing become 0.
extension ParagraphStyle {
    /// The style that sets an RTF paragraph (the table above), its lengths times `scale` (the
    /// view scale the document is drawn at; 1: its stored sizes).
    public init(rtf paragraph: RTFParagraph, scale: Double = 1) {
        self = ParagraphStyle.rtf(paragraph, scale: scale)
    }

    private static func rtf(_ paragraph: RTFParagraph, scale: Double) -> ParagraphStyle {
        let f = paragraph.format
        func points(_ twips: Int) -> Double { Twips.points(twips) * scale }
        var style = ParagraphStyle()
        switch paragraph.alignment {
        case .left: style.alignment = .left
        case .center: style.alignment = .center
        case .right: style.alignment = .right
        case .justified: style.alignment = .justified
        }
        style.headIndent = max(0, points(f.leftIndent))
        style.firstLineHeadIndent = max(0, points(f.leftIndent + f.firstLineIndent))
        style.tailIndent = -max(0, points(f.rightIndent))
        style.paragraphSpacingBefore = max(0, points(f.spaceBefore))
        style.paragraphSpacing = max(0, points(f.spaceAfter))
        style.lineSpacing = max(0, points(f.lineLeading))
        if let multiple = f.lineHeightMultiple {
            style.lineHeightMultiple = multiple
        } else if f.lineSpacing > 0 {
            style.minimumLineHeight = points(f.lineSpacing)
        } else if f.lineSpacing < 0 {
            style.minimumLineHeight = points(-f.lineSpacing)
            style.maximumLineHeight = points(-f.lineSpacing)
        }
        if f.minimumLineHeight > 0 { style.minimumLineHeight = points(f.minimumLineHeight) }
        if f.maximumLineHeight > 0 { style.maximumLineHeight = points(f.maximumLineHeight) }
        // A maximum below the minimum (\slminimum400\slmaximum300) is refused by the layout: the
        // minimum wins, as it would for a line that cannot be shorter.
        if style.maximumLineHeight > 0, style.minimumLineHeight > style.maximumLineHeight {
            style.maximumLineHeight = style.minimumLineHeight
        }
        style.tabStops = f.tabStops.map { stop in
            let kind: ParagraphStyle.TextTab.Alignment
            switch stop.kind {
            case .left: kind = .left
            case .right: kind = .right
            case .center: kind = .center
            case .decimal: kind = .decimal
            }
            return ParagraphStyle.TextTab(kind, location: min(max(0, points(stop.position)), 1_000_000))
        }
        style.defaultTabInterval = min(max(0, points(f.defaultTabWidth ?? 720)), 1_000_000)
        // Beyond what the layout takes (an RTF number is up to 2^31 twips): kept within it.
        let limit = 1_000_000.0
        style.headIndent = min(style.headIndent, limit)
        style.firstLineHeadIndent = min(style.firstLineHeadIndent, limit)
        style.tailIndent = max(style.tailIndent, -limit)
        style.paragraphSpacingBefore = min(style.paragraphSpacingBefore, limit)
        style.paragraphSpacing = min(style.paragraphSpacing, limit)
        style.lineSpacing = min(style.lineSpacing, limit)
        style.lineHeightMultiple = min(style.lineHeightMultiple, limit)
        style.minimumLineHeight = min(style.minimumLineHeight, limit)
        style.maximumLineHeight = min(style.maximumLineHeight, limit)
        return style
    }
}
