#if !canImport(CoreText)
import Foundation
import TextLayout
import TypeSystem
import TypographyAppKit
import TypographyText
import TypographyUIKit

/// Core Text's font: a face at a size. On Apple's platforms `NSFont` and `CTFont` are the same
/// object (toll-free bridged), so AppKit code writes `nsFont as CTFont`; here `CTFont` is `NSFont`,
/// and that spelling compiles. A `CTFont` holds the same font in UIKit's shape (`uiFont`), which the
/// text API lays out and draws, so it is a valid `.font` (`kCTFontAttributeName`). Its metrics are
/// those of the face the catalog draws it with, and its names are that face's. (`UIFont` is not
/// bridged here: `uiFont as CTFont` must be written `CTFont(uiFont)`.)
public typealias CTFont = NSFont

extension NSFont {
    /// The font in Core Text's shape for a UIKit font (Apple's `uiFont as CTFont`).
    public convenience init(_ font: UIFont) {
        self.init(uiFont: font)
    }

    /// The font instance the text engine draws this font with, or nil when no face can be read.
    var instance: FontInstance? { TextFonts.cachedFont(for: uiFont)?.attributes.font }

    /// The face the catalog draws the font with, or nil when none can be read.
    var face: FontFace? { instance?.face }
}

/// Core Text's font descriptor: a font's attributes before it is made (UIKit's descriptor), and
/// the file it comes from when it was made from one (`CTFontManagerCreateFontDescriptorsFromURL`).
public final class CTFontDescriptor: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked: immutable.
    /// The descriptor in UIKit's shape.
    public let uiFontDescriptor: UIFontDescriptor
    /// The face's PostScript name, when the descriptor names one.
    public let postScriptName: String?
    /// The file the descriptor's face is in, when known.
    public let url: URL?

    /// A descriptor of `descriptor`, naming a PostScript name and a file when given.
    public init(_ descriptor: UIFontDescriptor, postScriptName: String? = nil, url: URL? = nil) {
        uiFontDescriptor = descriptor
        self.postScriptName = postScriptName
        self.url = url
    }

    /// Descriptors are equal when they describe the same font from the same file.
    public static func == (lhs: CTFontDescriptor, rhs: CTFontDescriptor) -> Bool {
        lhs.uiFontDescriptor == rhs.uiFontDescriptor && lhs.postScriptName == rhs.postScriptName && lhs.url == rhs.url
    }
    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(uiFontDescriptor)
        hasher.combine(postScriptName)
        hasher.combine(url)
    }
    /// The name it describes and its size.
    public var description: String { "CTFontDescriptor \(postScriptName ?? uiFontDescriptor.family) \(uiFontDescriptor.pointSize) pt" }
}

// MARK: Descriptor attribute keys (Core Text's raw values, which UIKit's and AppKit's share)

/// The PostScript name (a `CFString`).
nonisolated(unsafe) public let kCTFontNameAttribute: CFString = "NSFontNameAttribute"
/// The family (a `CFString`).
nonisolated(unsafe) public let kCTFontFamilyNameAttribute: CFString = "NSFontFamilyAttribute"
/// The style within the family ("Bold").
nonisolated(unsafe) public let kCTFontStyleNameAttribute: CFString = "NSFontFaceAttribute"
/// The size in points (a number).
nonisolated(unsafe) public let kCTFontSizeAttribute: CFString = "NSFontSizeAttribute"
/// The traits (a dictionary of ``kCTFontSymbolicTrait`` and ``kCTFontWeightTrait``).
nonisolated(unsafe) public let kCTFontTraitsAttribute: CFString = "NSCTFontTraitsAttribute"
/// The text style (UIKit's `UIFont.TextStyle` raw value).
nonisolated(unsafe) public let kCTFontTextStyleAttribute: CFString = "NSCTFontUIUsageAttribute"
/// The file's URL.
nonisolated(unsafe) public let kCTFontURLAttribute: CFString = "NSCTFontFileURLAttribute"
/// The symbolic traits, in the traits dictionary (a number of ``CTFontSymbolicTraits`` bits).
nonisolated(unsafe) public let kCTFontSymbolicTrait: CFString = "NSCTFontSymbolicTrait"
/// The weight, in the traits dictionary (−1 to 1, UIKit's `UIFont.Weight` raw values).
nonisolated(unsafe) public let kCTFontWeightTrait: CFString = "NSCTFontWeightTrait"

/// Core Text's `CTFontSymbolicTraits`, with its bit values (UIKit's `UIFontDescriptor.SymbolicTraits`).
public struct CTFontSymbolicTraits: OptionSet, Sendable, Hashable {
    /// Core Text's bits.
    public let rawValue: UInt32
    /// Traits from Core Text's bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Italic.
    public static let traitItalic = CTFontSymbolicTraits(rawValue: 1 << 0)
    /// Bold.
    public static let traitBold = CTFontSymbolicTraits(rawValue: 1 << 1)
    /// Expanded.
    public static let traitExpanded = CTFontSymbolicTraits(rawValue: 1 << 5)
    /// Condensed.
    public static let traitCondensed = CTFontSymbolicTraits(rawValue: 1 << 6)
    /// Fixed pitch.
    public static let traitMonoSpace = CTFontSymbolicTraits(rawValue: 1 << 10)
    /// Vertical.
    public static let traitVertical = CTFontSymbolicTraits(rawValue: 1 << 11)
    /// Optimized for user interfaces.
    public static let traitUIOptimized = CTFontSymbolicTraits(rawValue: 1 << 12)
    /// Colour glyphs (`COLR`, `sbix`, `CBDT` or `SVG `).
    public static let traitColorGlyphs = CTFontSymbolicTraits(rawValue: 1 << 13)
    /// A composite font (a cascade of fonts).
    public static let traitComposite = CTFontSymbolicTraits(rawValue: 1 << 14)
    /// Tight leading.
    public static let traitTightLeading = CTFontSymbolicTraits(rawValue: 1 << 15)
    /// Loose leading.
    public static let traitLooseLeading = CTFontSymbolicTraits(rawValue: 1 << 16)
}

// MARK: Making fonts

/// Core Text's default size for a font made at size 0: 12 points (Apple's reference for
/// `CTFontCreateWithName`: "If 0.0, the default font size of 12.0 is used").
let defaultCoreTextSize: CGFloat = 12

func coreTextSize(_ size: CGFloat) -> CGFloat { size > 0 ? size : defaultCoreTextSize }

/// A font by PostScript, full or family name at a size (0: 12 pt). Core Text never fails here: a
/// name that is not installed gives its substitute, as the text API draws it. `matrix` (a
/// `CGAffineTransform` on Apple's platforms) must be nil: transformed fonts are not drawn.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafeRawPointer?) -> CTFont {
    let size = coreTextSize(size)
    return NSFont(uiFont: UIFont(descriptor: UIFontDescriptor(name: name as String, size: size), size: size))
}

/// A font for a descriptor at a size (0: the descriptor's size, else 12 pt).
public func CTFontCreateWithFontDescriptor(_ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafeRawPointer?) -> CTFont {
    var d = descriptor.uiFontDescriptor
    if let name = descriptor.postScriptName { d = UIFontDescriptor(name: name, size: d.pointSize) }
    let given = d.pointSize
    let chosen = size > 0 ? size : (given.isFinite && given > 0 ? given : defaultCoreTextSize)
    return NSFont(uiFont: UIFont(descriptor: d, size: chosen))
}

/// Core Text's `CTFontUIFontType`: the system's fonts for interface elements.
public enum CTFontUIFontType: UInt32, Sendable {
    /// The system font (13 pt).
    case system = 2
    /// The emphasized system font (13 pt Bold).
    case emphasizedSystem = 3
    /// The small system font (11 pt).
    case smallSystemFont = 4
    /// The small emphasized system font (11 pt Bold).
    case smallEmphasizedSystem = 5
    /// The label font (10 pt).
    case label = 16
}

/// A system font for an interface element (0: its default size, as macOS's: system 13 pt,
/// small 11 pt, label 10 pt). `language` is accepted; the face for the text's script is chosen
/// when it is laid out.
public func CTFontCreateUIFontForLanguage(_ uiType: CTFontUIFontType, _ size: CGFloat, _ language: CFString?) -> CTFont? {
    let bold = uiType == .emphasizedSystem || uiType == .smallEmphasizedSystem
    let defaultSize: CGFloat = switch uiType {
    case .system, .emphasizedSystem: 13
    case .smallSystemFont, .smallEmphasizedSystem: 11
    case .label: 10
    }
    let s = size > 0 ? size : defaultSize
    return NSFont(uiFont: bold ? UIFont.boldSystemFont(ofSize: s) : UIFont.systemFont(ofSize: s))
}

/// The same font at another size (0: the same size) and, when given, with a descriptor's attributes added.
public func CTFontCreateCopyWithAttributes(_ font: CTFont, _ size: CGFloat, _ matrix: UnsafeRawPointer?,
                                           _ attributes: CTFontDescriptor?) -> CTFont {
    var d = font.uiFont.fontDescriptor
    if let attributes {
        d = d.addingAttributes(attributes.uiFontDescriptor.fontAttributes)
    }
    return NSFont(uiFont: UIFont(descriptor: d, size: size > 0 ? size : font.uiFont.pointSize))
}

/// The font with the traits in `mask` set to those of `value` (the others kept), at a size (0:
/// the same). Nil when the traits contradict each other (tight and loose leading).
public func CTFontCreateCopyWithSymbolicTraits(_ font: CTFont, _ size: CGFloat, _ matrix: UnsafeRawPointer?,
                                               _ symTraitValue: CTFontSymbolicTraits,
                                               _ symTraitMask: CTFontSymbolicTraits) -> CTFont? {
    let current = font.uiFont.fontDescriptor.symbolicTraits.rawValue
    let raw = (current & ~symTraitMask.rawValue) | (symTraitValue.rawValue & symTraitMask.rawValue)
    guard let d = font.uiFont.fontDescriptor.withSymbolicTraits(UIFontDescriptor.SymbolicTraits(rawValue: raw)) else { return nil }
    return NSFont(uiFont: UIFont(descriptor: d, size: size > 0 ? size : font.uiFont.pointSize))
}

// MARK: The font's values

/// The size in points.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.uiFont.pointSize }
/// The ascent: the face's `hhea` ascender at this size, in points.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.uiFont.ascender }
/// The descent: the face's `hhea` descender at this size, positive (Core Text's sign; UIKit's is negative).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.uiFont.descender }
/// The leading: the face's `hhea` line gap at this size (or what a text style's line height adds).
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.uiFont.leading }
/// The cap height at this size.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.uiFont.capHeight }
/// The x-height at this size.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.uiFont.xHeight }
/// The face's units per em (0 when no face can be read).
public func CTFontGetUnitsPerEm(_ font: CTFont) -> UInt32 { UInt32(max(0, font.face?.info.metrics.unitsPerEm ?? 0)) }
/// The symbolic traits: the descriptor's, and colour glyphs when the face drawn has them.
public func CTFontGetSymbolicTraits(_ font: CTFont) -> CTFontSymbolicTraits {
    var traits = CTFontSymbolicTraits(rawValue: font.uiFont.fontDescriptor.symbolicTraits.rawValue)
    if font.face?.info.colorGlyphs == true { traits.insert(.traitColorGlyphs) }
    return traits
}

/// The PostScript name of the face drawn (the substitute's when the font is not installed).
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString {
    NSString(string: font.face?.postscriptName ?? font.uiFont.fontName)
}
/// The family of the face drawn.
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString {
    NSString(string: font.face?.familyName ?? font.uiFont.familyName)
}
/// The full name of the face drawn.
public func CTFontCopyFullName(_ font: CTFont) -> CFString {
    NSString(string: font.face?.info.fullName ?? font.uiFont.fontName)
}
/// The name to show a person: the full name.
public func CTFontCopyDisplayName(_ font: CTFont) -> CFString { CTFontCopyFullName(font) }
/// The font's descriptor.
public func CTFontCopyFontDescriptor(_ font: CTFont) -> CTFontDescriptor {
    CTFontDescriptor(font.uiFont.fontDescriptor, postScriptName: font.face?.postscriptName,
                     url: font.face.map { URL(fileURLWithPath: $0.path) })
}
/// One of the font's attributes (as ``CTFontDescriptorCopyAttribute(_:_:)`` of its descriptor).
public func CTFontCopyAttribute(_ font: CTFont, _ attribute: CFString) -> Any? {
    CTFontDescriptorCopyAttribute(CTFontCopyFontDescriptor(font), attribute)
}

// MARK: Descriptors

/// A descriptor of a font by name at a size.
public func CTFontDescriptorCreateWithNameAndSize(_ name: CFString, _ size: CGFloat) -> CTFontDescriptor {
    CTFontDescriptor(UIFontDescriptor(name: name as String, size: size), postScriptName: name as String)
}

/// A descriptor from attributes: `kCTFontNameAttribute` (a PostScript name, which wins), the
/// family, the size, the text style and the traits, as UIKit's `init(fontAttributes:)` reads them.
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
    var keyed: [UIFontDescriptor.AttributeName: Any] = [:]
    var name: String?
    var url: URL?
    for (key, value) in attributes {
        let k = String(describing: key)
        switch k {
        case String(kCTFontNameAttribute): name = value as? String ?? (value as? NSString).map { String($0) }
        case String(kCTFontURLAttribute): url = value as? URL ?? (value as? NSURL).map { $0 as URL }
        case String(kCTFontTraitsAttribute): keyed[.traits] = traitsDictionary(value)
        default: keyed[UIFontDescriptor.AttributeName(rawValue: k)] = value
        }
    }
    if let name, keyed[.family] == nil { keyed[.family] = name }
    return CTFontDescriptor(UIFontDescriptor(fontAttributes: keyed), postScriptName: name, url: url)
}

/// A traits dictionary keyed by Core Text's strings, as UIKit's `TraitKey`s.
func traitsDictionary(_ value: Any) -> [UIFontDescriptor.TraitKey: Any] {
    var out: [UIFontDescriptor.TraitKey: Any] = [:]
    if let d = value as? [AnyHashable: Any] {
        for (k, v) in d { out[UIFontDescriptor.TraitKey(rawValue: String(describing: k))] = v }
    } else if let d = value as? NSDictionary {
        for (k, v) in d { out[UIFontDescriptor.TraitKey(rawValue: String(describing: k))] = v }
    }
    if let symbolic = out[.symbolic] as? CTFontSymbolicTraits { out[.symbolic] = symbolic.rawValue }
    if let n = out[.symbolic] as? NSNumber { out[.symbolic] = n.uint32Value }
    if let n = out[.symbolic] as? Int { out[.symbolic] = UInt32(truncatingIfNeeded: n) }
    return out
}

/// One attribute of a descriptor: the name, family, size, text style, traits or URL.
public func CTFontDescriptorCopyAttribute(_ descriptor: CTFontDescriptor, _ attribute: CFString) -> Any? {
    CTFontDescriptorCopyAttributes(descriptor)[attribute]
}

/// The descriptor's attributes, keyed by Core Text's attribute names.
public func CTFontDescriptorCopyAttributes(_ descriptor: CTFontDescriptor) -> CFDictionary {
    var out: CFDictionary = [:]
    for (key, value) in descriptor.uiFontDescriptor.fontAttributes {
        out[NSString(string: key.rawValue)] = value
    }
    if let name = descriptor.postScriptName { out[kCTFontNameAttribute] = NSString(string: name) }
    if out[kCTFontFamilyNameAttribute] == nil { out[kCTFontFamilyNameAttribute] = NSString(string: descriptor.uiFontDescriptor.family) }
    if let url = descriptor.url { out[kCTFontURLAttribute] = url }
    return out
}
#endif
