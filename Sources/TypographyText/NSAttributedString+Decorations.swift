#if !canImport(UIKit)
import Foundation
import TextLayout
import TypographyUIKit

extension NSAttributedString.Key {
    /// An underline (an ``NSUnderlineStyle`` or its raw `Int`).
    public static var underlineStyle: NSAttributedString.Key { NSAttributedString.Key("NSUnderline") }
    /// The underline's colour (``UIColor``); the text's when absent.
    public static var underlineColor: NSAttributedString.Key { NSAttributedString.Key("NSUnderlineColor") }
    /// A line through the text (an ``NSUnderlineStyle`` or its raw `Int`).
    public static var strikethroughStyle: NSAttributedString.Key { NSAttributedString.Key("NSStrikethrough") }
    /// The strikethrough's colour (``UIColor``); the text's when absent.
    public static var strikethroughColor: NSAttributedString.Key { NSAttributedString.Key("NSStrikethroughColor") }
    /// The colour behind the text (``UIColor``), filled over each line's height.
    public static var backgroundColor: NSAttributedString.Key { NSAttributedString.Key("NSBackgroundColor") }
    /// A link (a `URL` or a `String`). Kept with the text; drawing does not change it, since
    /// UIKit's link styling belongs to the views (`UITextView.linkTextAttributes`) that are not here.
    public static var link: NSAttributedString.Key { NSAttributedString.Key("NSLink") }
    /// A shadow (``NSShadow``): the glyphs drawn again, offset, in the shadow's colour, under the text.
    public static var shadow: NSAttributedString.Key { NSAttributedString.Key("NSShadow") }
    /// The glyphs' outline, its width in percent of the point size: positive draws the outline
    /// alone, negative the fill and the outline (UIKit's meaning); advances do not change.
    public static var strokeWidth: NSAttributedString.Key { NSAttributedString.Key("NSStrokeWidth") }
    /// The outline's colour (``UIColor``); the text's when absent.
    public static var strokeColor: NSAttributedString.Key { NSAttributedString.Key("NSStrokeColor") }
    /// Skew: the glyphs drawn slanted by this shear (x moves by the value × the height above the
    /// baseline); advances do not change.
    public static var obliqueness: NSAttributedString.Key { NSAttributedString.Key("NSObliqueness") }
    /// Horizontal expansion: the natural logarithm of the factor the glyphs are widened by
    /// (0 as the font draws them; log 2 twice as wide). Advances and outlines widen; heights do not.
    public static var expansion: NSAttributedString.Key { NSAttributedString.Key("NSExpansion") }
    /// Bidi embeddings and overrides: an array of numbers, from the outermost level in, each an
    /// ``NSWritingDirection`` raw value ORed with an ``NSWritingDirectionFormatType`` raw value,
    /// as the formatting characters LRE, RLE, LRO and RLO (closed by PDF) around the range.
    public static var writingDirection: NSAttributedString.Key { NSAttributedString.Key("NSWritingDirection") }
}

/// UIKit's `NSUnderlineStyle`, with its raw values: the line (single, thick, double), its pattern,
/// and whether it skips the spaces between words. Used by `.underlineStyle` and `.strikethroughStyle`.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    /// UIKit's bits.
    public let rawValue: Int
    /// A style from UIKit's bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One line of the font's underline thickness.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One line twice as thick.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the default pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// Dots.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashes.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dash, dot.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dash, dot, dot.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The style an attribute's value gives: a style, or its raw number.
    init?(attribute value: Any?) {
        switch value {
        case let s as NSUnderlineStyle: self = s
        case let n as Int: self.init(rawValue: n)
        case let n as NSNumber: self.init(rawValue: n.intValue)
        default: return nil
        }
        if rawValue == 0 { return nil }
    }

    /// The dash lengths of the pattern, in line thicknesses; empty for a solid line. Apple does not
    /// publish its dash lengths: these are ours (dot 1:1, dash 3:1, and their combinations).
    var dashes: [Double] {
        switch rawValue & 0x0F00 {
        case 0x0100: return [1, 1]
        case 0x0200: return [3, 1]
        case 0x0300: return [3, 1, 1, 1]
        case 0x0400: return [3, 1, 1, 1, 1, 1]
        default: return []
        }
    }
}

/// UIKit's `NSShadow`: an offset, a blur radius and a colour. Not an `NSObject` here, for the
/// reason ``NSParagraphStyle`` is not.
public final class NSShadow: UIKitObject, @unchecked Sendable {
    // @unchecked: set up before it is used, as in UIKit.
    /// The offset in points (x right, y down here, as UIKit's on iOS).
    public var shadowOffset: CGSize = .zero
    /// The blur radius in points. Not applied: the shadow is drawn sharp.
    public var shadowBlurRadius: CGFloat = 0
    /// The colour (a ``UIColor``); black at one third opacity when nil, as UIKit's default.
    public var shadowColor: Any?
    /// A shadow with no offset, no blur and the default colour.
    public override init() {}

    /// Shadows are equal when their offsets, blur radii and colours are.
    /// (`==` is `NSObject`'s, which asks this.)
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius
            && (shadowColor as? UIColor) == (other.shadowColor as? UIColor)
    }
    /// Hashes the offset and blur radius.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(shadowOffset.width)
        hasher.combine(shadowOffset.height)
        hasher.combine(shadowBlurRadius)
        return hasher.finalize()
    }
}

/// What one glyph is decorated with, read from the attributes at its character.
struct GlyphDecoration: Equatable {
    var background: RGBA?
    var underline: NSUnderlineStyle?
    var underlineColor: RGBA?
    var strikethrough: NSUnderlineStyle?
    var strikethroughColor: RGBA?
    var shadow: (offset: CGSize, color: RGBA)?
    /// `.obliqueness`: the shear.
    var obliqueness = 0.0
    /// `.strokeWidth`: percent of the point size, positive to outline only, negative to fill and
    /// outline; with `.strokeColor` (the text's colour when absent).
    var stroke: (percent: Double, color: RGBA?)?
    /// `.attachment`: drawn at its glyph's place.
    var attachment: NSTextAttachment?
    var isSpace = false

    static func == (a: GlyphDecoration, b: GlyphDecoration) -> Bool {
        a.background == b.background && a.underline == b.underline && a.underlineColor == b.underlineColor
            && a.strikethrough == b.strikethrough && a.strikethroughColor == b.strikethroughColor
            && a.shadow?.offset == b.shadow?.offset && a.shadow?.color == b.shadow?.color && a.isSpace == b.isSpace
            && a.obliqueness == b.obliqueness && a.stroke?.percent == b.stroke?.percent && a.stroke?.color == b.stroke?.color
            && a.attachment === b.attachment
    }

    var isEmpty: Bool {
        background == nil && underline == nil && strikethrough == nil && shadow == nil && !isInked && attachment == nil
    }

    /// Whether the glyph is slanted or outlined.
    var isInked: Bool { obliqueness != 0 || stroke != nil }

    /// How the glyph is inked in a font of `pointSize`.
    func ink(pointSize: Double) -> Drawing.TextInk {
        guard let stroke else { return Drawing.TextInk(obliqueness: obliqueness) }
        return Drawing.TextInk(obliqueness: obliqueness, strokeWidth: abs(stroke.percent) / 100 * pointSize,
                               strokeColor: stroke.color, fills: stroke.percent < 0)
    }

    init() {}

    init(_ attrs: [NSAttributedString.Key: Any], isSpace: Bool) {
        let text = (attrs[.foregroundColor] as? UIColor)?.rgba ?? .black
        background = (attrs[.backgroundColor] as? UIColor)?.rgba
        underline = NSUnderlineStyle(attribute: attrs[.underlineStyle])
        if underline != nil { underlineColor = (attrs[.underlineColor] as? UIColor)?.rgba ?? text }
        strikethrough = NSUnderlineStyle(attribute: attrs[.strikethroughStyle])
        if strikethrough != nil { strikethroughColor = (attrs[.strikethroughColor] as? UIColor)?.rgba ?? text }
        if let s = attrs[.shadow] as? NSShadow {
            let color = (s.shadowColor as? UIColor)?.rgba ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0)
            shadow = (s.shadowOffset, color)
        }
        attachment = attrs[.attachment] as? NSTextAttachment
        if let v = points(attrs[.obliqueness]), v.isFinite { obliqueness = v }
        if let v = points(attrs[.strokeWidth]), v.isFinite, v != 0 {
            stroke = (v, (attrs[.strokeColor] as? UIColor)?.rgba)
        }
        self.isSpace = isSpace
    }
}

/// The decorations of one drawn line: its glyphs' attributes, read once, and the backgrounds,
/// shadows, underlines and strikethroughs they ask for, drawn as TextKit draws them: backgrounds
/// over the line's height behind everything, shadows under the glyphs, the lines over them.
struct LineDecorations {
    let line: ParagraphLine
    /// Per glyph run, per glyph: its decoration.
    let marks: [[GlyphDecoration]]

    /// The decorations of `line`, the line of the paragraph at `paragraph` in `string`; nil when
    /// none of its glyphs has any.
    init?(_ string: NSAttributedString, paragraph: NSRange, line: ParagraphLine) {
        let text = line.line.text
        let utf16 = Array(text.utf16)
        var marks: [[GlyphDecoration]] = []
        var any = false
        var cache: [Int: GlyphDecoration] = [:]
        for run in line.line.runs {
            marks.append(run.glyphs.map { glyph in
                let offset = LineDecorations.utf16Offset(ofUTF8: glyph.cluster, in: text)
                let index = paragraph.location + line.utf16Range.lowerBound + offset
                guard index >= paragraph.location, index < paragraph.location + paragraph.length, index < string.length else {
                    return GlyphDecoration()
                }
                if let hit = cache[index] { return hit }
                let unit = offset < utf16.count ? utf16[offset] : 0
                let isSpace = unit == 0x20 || unit == 0x09 || unit == 0xA0 || unit == 0x3000
                let made = GlyphDecoration(string.attributes(at: index, effectiveRange: nil), isSpace: isSpace)
                cache[index] = made
                if !made.isEmpty { any = true }
                return made
            })
        }
        guard any else { return nil }
        self.line = line
        self.marks = marks
    }

    static func utf16Offset(ofUTF8 offset: Int, in text: String) -> Int {
        let utf8 = text.utf8
        guard let i = utf8.index(utf8.startIndex, offsetBy: offset, limitedBy: utf8.endIndex) else { return text.utf16.count }
        return text.utf16.distance(from: text.utf16.startIndex, to: i)
    }

    /// Consecutive glyphs (in visual order) with the same value of `key`, as x extents.
    func segments<T: Equatable>(_ key: (GlyphDecoration) -> T?) -> [(x0: Double, x1: Double, value: T, run: GlyphRun)] {
        var out: [(Double, Double, T, GlyphRun)] = []
        for (r, run) in line.line.runs.enumerated() {
            for (g, glyph) in run.glyphs.enumerated() {
                guard let value = key(marks[r][g]) else { continue }
                let x0 = glyph.x, x1 = glyph.x + glyph.advance
                if let last = out.last, last.2 == value, abs(last.1 - x0) < 1e-6 {
                    out[out.count - 1].1 = x1
                } else {
                    out.append((x0, x1, value, run))
                }
            }
        }
        return out
    }

    /// The glyphs: plainly, or slanted and outlined where the text asks (as many passes as there
    /// are different inks on the line).
    func drawGlyphs(_ drawing: inout Drawing, x: Double, baseline: Double, foreground: RGBA) {
        let runs = line.line.runs
        func ink(_ r: Int, _ g: Int) -> Drawing.TextInk { marks[r][g].ink(pointSize: runs[r].font.pointSize) }
        var inks: [Drawing.TextInk] = []
        for r in runs.indices { for g in runs[r].glyphs.indices where !inks.contains(ink(r, g)) { inks.append(ink(r, g)) } }
        guard inks != [Drawing.TextInk()] else {
            drawing.text(line.line, x: x, baseline: baseline, color: foreground)
            return
        }
        for each in inks {
            let part = line.line.recolored(keeping: { r, g in ink(r, g) == each }, color: { r in runs[r].color ?? foreground })
            drawing.text(part, x: x, baseline: baseline, color: foreground, ink: each)
        }
    }

    /// Each attachment's image, in its bounds at its glyph's place (y up from the baseline).
    func drawAttachments(on page: GraphicsContext, x: Double, baseline: Double) {
        for (r, run) in line.line.runs.enumerated() {
            for (g, glyph) in run.glyphs.enumerated() where glyph.id == InlineObject.glyph && glyph.advance > 0 {
                guard let attachment = marks[r][g].attachment, let image = attachment.image else { continue }
                let b = attachment.layoutBounds
                let rect = CGRect(x: x + glyph.x + Double(b.minX) - page.state.origin.x,
                                  y: baseline - glyph.y - Double(b.maxY) - page.state.origin.y,
                                  width: Double(b.width), height: Double(b.height))
                image.draw(in: rect, on: page)
            }
        }
    }

    func drawBackgrounds(_ drawing: inout Drawing, x: Double, top: Double) {
        for s in segments({ $0.background }) {
            drawing.fill(x: x + s.x0, y: top, width: s.x1 - s.x0, height: line.height, color: s.value)
        }
    }

    func drawShadows(_ drawing: inout Drawing, x: Double, baseline: Double) {
        var offsets: [CGSize] = []
        for row in marks { for m in row { if let s = m.shadow, !offsets.contains(s.offset) { offsets.append(s.offset) } } }
        for offset in offsets {
            let shadowed = line.line.recolored(keeping: { r, g in marks[r][g].shadow?.offset == offset },
                                               color: { r in marks[r].compactMap(\.shadow).first { $0.offset == offset }?.color ?? .black })
            drawing.text(shadowed, x: x + Double(offset.width), baseline: baseline + Double(offset.height))
        }
    }

    /// Underlines and strikethroughs: at the face's `post` underline position and thickness, and
    /// its `OS/2` strikeout position and size (without them: 1/14 em thick, 1/10 em below the
    /// baseline, and through the middle of the x-height, choices of ours); thick doubles the
    /// thickness, double draws two lines a thickness apart; `byWord` leaves the spaces out.
    func drawLines(_ drawing: inout Drawing, x: Double, baseline: Double) {
        for (style, color, strike) in [(\GlyphDecoration.underline, \GlyphDecoration.underlineColor, false),
                                       (\GlyphDecoration.strikethrough, \GlyphDecoration.strikethroughColor, true)] {
            let pieces = segments { m -> LineKey? in
                guard let s = m[keyPath: style], let c = m[keyPath: color] else { return nil }
                if s.contains(.byWord) && m.isSpace { return nil }
                return LineKey(style: s, color: c)
            }
            for piece in pieces {
                let metrics = piece.run.font.face.info.metrics
                let scale = piece.run.font.pointSize / Double(max(1, metrics.unitsPerEm))
                let em = piece.run.font.pointSize
                var thickness: Double
                var center: Double  // y down, from the baseline
                if strike {
                    thickness = metrics.strikeoutSize.map { Double($0) * scale } ?? metrics.underlineThickness.map { Double($0) * scale } ?? em / 14
                    if let top = metrics.strikeoutPosition {
                        center = -(Double(top) * scale - thickness / 2)
                    } else {
                        center = -(metrics.xHeight.map { Double($0) * scale } ?? em / 2) / 2
                    }
                } else {
                    thickness = metrics.underlineThickness.map { Double($0) * scale } ?? em / 14
                    center = metrics.underlinePosition.map { -Double($0) * scale + thickness / 2 } ?? em / 10
                }
                thickness = max(thickness, 1.0 / 4)
                if piece.value.style.contains(.thick) { thickness *= 2 }
                let double = piece.value.style.rawValue & 0x0F == 0x09
                let centers = double ? [center - thickness, center + thickness] : [center]
                for c in centers {
                    let y = baseline + c
                    let dash = piece.value.style.dashes.map { $0 * thickness }
                    drawing.stroke([Drawing.Point(x: x + piece.x0, y: y), Drawing.Point(x: x + piece.x1, y: y)],
                                   color: piece.value.color, width: thickness, dash: dash)
                }
            }
        }
    }

    struct LineKey: Equatable {
        var style: NSUnderlineStyle
        var color: RGBA
    }
}
#endif
