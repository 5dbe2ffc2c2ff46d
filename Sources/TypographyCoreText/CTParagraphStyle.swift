#if !canImport(CoreText)
import Foundation
import TypographyText

/// Core Text's paragraph style: UIKit's `NSParagraphStyle`, which Apple's platforms accept for
/// `kCTParagraphStyleAttributeName` as for `.paragraphStyle`, so the text engine reads it.
public typealias CTParagraphStyle = NSParagraphStyle

/// Core Foundation's number: Foundation's `NSNumber` (`0 as CFNumber`).
public typealias CFNumber = NSNumber

// The value types of paragraph style settings are structs holding their raw value, not Swift
// enums: a setting points at the value's bytes, and Core Text's C enums hold their raw value in
// memory, where a Swift enum holds its case's index.

/// Core Text's text alignment, with its raw values (left 0, right 1, center 2, justified 3,
/// natural 4; not UIKit's order).
public struct CTTextAlignment: RawRepresentable, Sendable, Hashable {
    /// Core Text's value.
    public var rawValue: UInt8
    /// An alignment from Core Text's value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Left.
    public static let left = CTTextAlignment(rawValue: 0)
    /// Right.
    public static let right = CTTextAlignment(rawValue: 1)
    /// Centred.
    public static let center = CTTextAlignment(rawValue: 2)
    /// Justified.
    public static let justified = CTTextAlignment(rawValue: 3)
    /// The script's natural alignment.
    public static let natural = CTTextAlignment(rawValue: 4)

    var textAlignment: NSTextAlignment? {
        switch self {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .justified: return .justified
        case .natural: return .natural
        default: return nil
        }
    }
}

/// Core Text's line break mode, with UIKit's raw values.
public struct CTLineBreakMode: RawRepresentable, Sendable, Hashable {
    /// Core Text's value.
    public var rawValue: UInt8
    /// A mode from Core Text's value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Between words.
    public static let byWordWrapping = CTLineBreakMode(rawValue: 0)
    /// Between any two characters.
    public static let byCharWrapping = CTLineBreakMode(rawValue: 1)
    /// Cut at the edge.
    public static let byClipping = CTLineBreakMode(rawValue: 2)
    /// An ellipsis at the start.
    public static let byTruncatingHead = CTLineBreakMode(rawValue: 3)
    /// An ellipsis at the end.
    public static let byTruncatingTail = CTLineBreakMode(rawValue: 4)
    /// An ellipsis in the middle.
    public static let byTruncatingMiddle = CTLineBreakMode(rawValue: 5)
}

/// Core Text's writing direction (natural −1, left to right 0, right to left 1).
public struct CTWritingDirection: RawRepresentable, Sendable, Hashable {
    /// Core Text's value.
    public var rawValue: Int8
    /// A direction from Core Text's value.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The paragraph's own direction (its first strong character's).
    public static let natural = CTWritingDirection(rawValue: -1)
    /// Left to right.
    public static let leftToRight = CTWritingDirection(rawValue: 0)
    /// Right to left.
    public static let rightToLeft = CTWritingDirection(rawValue: 1)
}

/// What a paragraph style setting sets, with Core Text's raw values (CTParagraphStyle.h).
public enum CTParagraphStyleSpecifier: UInt32, Sendable, Hashable {
    /// The alignment (a `CTTextAlignment`).
    case alignment = 0
    /// The first line's head indent (a `CGFloat`).
    case firstLineHeadIndent = 1
    /// The other lines' head indent (a `CGFloat`).
    case headIndent = 2
    /// The tail indent (a `CGFloat`).
    case tailIndent = 3
    /// The tab stops (skipped here).
    case tabStops = 4
    /// The interval of default tab stops (a `CGFloat`).
    case defaultTabInterval = 5
    /// How lines break (a `CTLineBreakMode`).
    case lineBreakMode = 6
    /// The line height multiple (a `CGFloat`).
    case lineHeightMultiple = 7
    /// The maximum line height (a `CGFloat`).
    case maximumLineHeight = 8
    /// The minimum line height (a `CGFloat`).
    case minimumLineHeight = 9
    /// The space between lines (a `CGFloat`; deprecated by Apple).
    case lineSpacing = 10
    /// The space after the paragraph (a `CGFloat`).
    case paragraphSpacing = 11
    /// The space before the paragraph (a `CGFloat`).
    case paragraphSpacingBefore = 12
    /// The base writing direction (a `CTWritingDirection`).
    case baseWritingDirection = 13
    /// The maximum space between lines (skipped here).
    case maximumLineSpacing = 14
    /// The minimum space between lines (a `CGFloat`).
    case minimumLineSpacing = 15
    /// The line spacing adjustment (skipped here).
    case lineSpacingAdjustment = 16
    /// The line bounds options (skipped here).
    case lineBoundsOptions = 17
}

/// One setting of a paragraph style: what it sets and a pointer to the value, of Core Text's type
/// for it (`CTTextAlignment`, `CGFloat`, `CTLineBreakMode`, `CTWritingDirection`).
public struct CTParagraphStyleSetting {
    /// What the setting sets.
    public var spec: CTParagraphStyleSpecifier
    /// The size of the value, in bytes.
    public var valueSize: Int
    /// The value.
    public var value: UnsafeRawPointer

    /// A setting of `spec` to the value at `value`.
    public init(spec: CTParagraphStyleSpecifier, valueSize: Int, value: UnsafeRawPointer) {
        self.spec = spec
        self.valueSize = valueSize
        self.value = value
    }
}

/// A paragraph style from settings, as UIKit's paragraph style with the same values. The line
/// spacing and the minimum line spacing set UIKit's `lineSpacing` (the space added between
/// lines). Tab stops, the maximum line spacing, the line spacing adjustment and line bounds
/// options have no counterpart in UIKit's style and are skipped, as is a setting whose size is not
/// its type's.
public func CTParagraphStyleCreate(_ settings: UnsafePointer<CTParagraphStyleSetting>?, _ settingCount: Int) -> CTParagraphStyle {
    let style = NSMutableParagraphStyle()
    guard let settings else { return style }
    for setting in UnsafeBufferPointer(start: settings, count: max(0, settingCount)) {
        apply(setting, to: style)
    }
    return style
}

private func apply(_ setting: CTParagraphStyleSetting, to style: NSMutableParagraphStyle) {
    func number() -> CGFloat? {
        setting.valueSize == MemoryLayout<CGFloat>.size ? setting.value.loadUnaligned(as: CGFloat.self) : nil
    }
    func byte() -> UInt8? { setting.valueSize == 1 ? setting.value.load(as: UInt8.self) : nil }
    switch setting.spec {
    case .alignment:
        if let raw = byte(), let a = CTTextAlignment(rawValue: raw).textAlignment { style.alignment = a }
    case .lineBreakMode:
        if let raw = byte(), let m = NSLineBreakMode(rawValue: Int(raw)) { style.lineBreakMode = m }
    case .baseWritingDirection:
        if let raw = byte(), let d = NSWritingDirection(rawValue: Int(Int8(bitPattern: raw))) { style.baseWritingDirection = d }
    case .firstLineHeadIndent: if let v = number() { style.firstLineHeadIndent = v }
    case .headIndent: if let v = number() { style.headIndent = v }
    case .tailIndent: if let v = number() { style.tailIndent = v }
    case .defaultTabInterval: if let v = number() { style.defaultTabInterval = v }
    case .lineHeightMultiple: if let v = number() { style.lineHeightMultiple = v }
    case .maximumLineHeight: if let v = number() { style.maximumLineHeight = v }
    case .minimumLineHeight: if let v = number() { style.minimumLineHeight = v }
    case .paragraphSpacing: if let v = number() { style.paragraphSpacing = v }
    case .paragraphSpacingBefore: if let v = number() { style.paragraphSpacingBefore = v }
    case .lineSpacing, .minimumLineSpacing:
        if let v = number() { style.lineSpacing = max(style.lineSpacing, v) }
    case .tabStops, .maximumLineSpacing, .lineSpacingAdjustment, .lineBoundsOptions:
        break
    }
}
#endif
