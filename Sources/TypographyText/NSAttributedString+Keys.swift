#if !canImport(UIKit)
import Foundation
import TypeSystem
import TypographyUIKit

/// UIKit's attribute keys on Foundation's own `NSAttributedString.Key`, with UIKit's raw values,
/// so that Foundation's `NSAttributedString` and `NSMutableAttributedString` carry UIKit's
/// attributes and measure and draw through TextLayout (``Foundation/NSAttributedString/boundingRect(with:options:context:)``).
///
/// The values each key takes, as in UIKit: `.font` a `UIFont`; `.paragraphStyle` an
/// ``NSParagraphStyle``; `.kern`, `.tracking` and `.baselineOffset` a number of points (`CGFloat`,
/// `Double`, `Int` or `NSNumber`); `.foregroundColor` a ``UIColor``; `.ligature` 0, 1 or 2.
extension NSAttributedString.Key {
    /// The font (`UIFont`); Helvetica 12 when absent, as TextKit's default (the catalog's face
    /// for Helvetica: the installed one, else what fontconfig's aliases give).
    public static var font: NSAttributedString.Key { NSAttributedString.Key("NSFont") }
    /// The paragraph style (``NSParagraphStyle``), read from a paragraph's first character.
    public static var paragraphStyle: NSAttributedString.Key { NSAttributedString.Key("NSParagraphStyle") }
    /// Points added after each character, on top of the font's kerning and tracking; ligatures stay.
    public static var kern: NSAttributedString.Key { NSAttributedString.Key("NSKern") }
    /// Tracking in points: replaces the font's size-specific tracking, and takes ligatures apart
    /// where they would clash (WWDC20 "The details of UI typography").
    public static var tracking: NSAttributedString.Key { NSAttributedString.Key("NSTracking") }
    /// The text colour (``UIColor``); black when absent.
    public static var foregroundColor: NSAttributedString.Key { NSAttributedString.Key("NSColor") }
    /// Points the run is raised above the baseline (negative: lowered). The line grows to hold it:
    /// its ascent (or descent) and height include the shift, so measuring counts it.
    public static var baselineOffset: NSAttributedString.Key { NSAttributedString.Key("NSBaselineOffset") }
    /// 1: the font's standard ligatures (the default); 0: none but the required ones (OpenType
    /// `liga` and `clig` off; `rlig` and a script's own forms stay, so Arabic still joins); 2: all,
    /// discretionary ligatures (`dlig`) too, as on macOS (UIKit documents 2 as unsupported on iOS).
    public static var ligature: NSAttributedString.Key { NSAttributedString.Key("NSLigature") }
    /// The language of the text (a BCP 47 tag string), for shaping, line breaking and hyphenation.
    /// The raw value, `NSLanguage`, is Cocoa's; the Swift name is ours.
    public static var languageIdentifier: NSAttributedString.Key { NSAttributedString.Key("NSLanguage") }
}

/// A number attribute's value in points, whatever numeric type holds it.
func points(_ value: Any?) -> Double? {
    switch value {
    case let v as CGFloat: return Double(v)
    case let v as Double: return v
    case let v as Float: return Double(v)
    case let v as Int: return Double(v)
    case let v as NSNumber: return v.doubleValue
    default: return nil
    }
}

/// SwiftUI's and UIKit's attributes of Foundation's `AttributedString`: `font` (SwiftUI's `Font`),
/// `uiKit.font` (a `UIFont`), `kern`, `tracking`, `baselineOffset`.
extension AttributeScopes {
    /// The attributes this package adds to `AttributedString` (SwiftUI's `font`, UIKit's `uiFont`).
    public struct TypographyAttributes: AttributeScope {
        /// SwiftUI's `font` attribute: a ``TypeSystem/Font``.
        public let font: FontAttribute
        /// UIKit's font attribute (`AttributeScopes.UIKitAttributes.font`): a `UIFont`.
        public let uiFont: UIFontAttribute
        /// Kerning in points.
        public let kern: KernAttribute
        /// Tracking in points.
        public let tracking: TrackingAttribute
        /// Points the text is raised above the baseline.
        public let baselineOffset: BaselineOffsetAttribute
    }

    /// The package's attributes (`\.typography`).
    public var typography: TypographyAttributes.Type { TypographyAttributes.self }

    /// SwiftUI's font attribute.
    public enum FontAttribute: AttributedStringKey {
        /// A SwiftUI-shaped font.
        public typealias Value = TypeSystem.Font
        /// SwiftUI's name, `SwiftUI.Font`.
        public static let name = "SwiftUI.Font"
    }

    /// UIKit's font attribute, under `NSFont` as UIKit converts it.
    public enum UIFontAttribute: AttributedStringKey {
        /// A UIKit font.
        public typealias Value = UIFont
        /// UIKit's raw name.
        public static let name = "NSFont"
    }

    /// Kerning in points (`NSKern`).
    public enum KernAttribute: AttributedStringKey {
        /// Points.
        public typealias Value = CGFloat
        /// UIKit's raw name.
        public static let name = "NSKern"
    }

    /// Tracking in points (`NSTracking`).
    public enum TrackingAttribute: AttributedStringKey {
        /// Points.
        public typealias Value = CGFloat
        /// UIKit's raw name.
        public static let name = "NSTracking"
    }

    /// Points the text is raised above the baseline (`NSBaselineOffset`).
    public enum BaselineOffsetAttribute: AttributedStringKey {
        /// Points.
        public typealias Value = CGFloat
        /// UIKit's raw name.
        public static let name = "NSBaselineOffset"
    }
}

extension AttributeDynamicLookup {
    /// `attributed.font = .body`, `attributed.kern = 2`, as with SwiftUI imported.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.TypographyAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// An empty attributed string: `NSAttributedString()` and `NSMutableAttributedString()`, as on
    /// Apple's platforms. There it is NSObject's `init()`, which Foundation on Linux does not let
    /// these classes inherit, and an extension cannot declare `init()` again; this initializer
    /// takes nothing, so the same call reaches it.
    public convenience init(_ nothing: Void = ()) {
        self.init(string: "")
    }

    /// The runs of an `AttributedString` as UIKit attributes: ``init(_:)``.
    public convenience init(typography attributed: AttributedString) {
        self.init(attributed)
    }
}

extension UIFont {
    /// The UIKit font for a SwiftUI-shaped font, resolved in the current environment: a text
    /// style keeps its style (and scales), other fonts their size.
    convenience init(swiftUI font: TypeSystem.Font) {
        switch font.base {
        case .style(let style):
            var d = UIFontDescriptor.preferredFontDescriptor(withTextStyle: UIFont.TextStyle(style))
            var traits: UIFontDescriptor.SymbolicTraits = d.symbolicTraits
            if font.modifiers.bold { traits.insert(.traitBold) }
            if font.modifiers.italic { traits.insert(.traitItalic) }
            if font.modifiers.leading == .tight { traits.insert(.traitTightLeading) }
            if font.modifiers.leading == .loose { traits.insert(.traitLooseLeading) }
            d = d.withSymbolicTraits(traits) ?? d
            self.init(descriptor: d, size: 0)
        case .custom(let name, _, _):
            let r = font.resolve(in: TypeEnvironment.current)
            self.init(descriptor: UIFontDescriptor(name: name, size: CGFloat(r.pointSize)), size: CGFloat(r.pointSize))
        default:
            let r = font.resolve(in: TypeEnvironment.current)
            let f = UIFont.systemFont(ofSize: CGFloat(r.pointSize), weight: UIFont.Weight(r.weight))
            self.init(descriptor: f.fontDescriptor, size: CGFloat(r.pointSize))
        }
    }
}
#endif
