#if !canImport(UIKit)
import Foundation
import TypeSystem

extension UIFontDescriptor {
    /// UIKit's `UIFontDescriptor.AttributeName`, with UIKit's raw values.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value.
        public let rawValue: String
        /// A name from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family (a `String`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The font's name (a `String`); read as a family name here.
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face within the family (a `String` such as "Bold"); read for its weight and slant words.
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The size in points (a `CGFloat`, `Double` or `NSNumber`).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The text style: a ``UIFont/TextStyle``, stored as its raw string so that an app reads it
        /// either way (`as? UIFont.TextStyle` or `as? String`), as on Apple's platforms.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        /// The traits (a `[UIFontDescriptor.TraitKey: Any]`).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// OpenType features (an array of `[UIFontDescriptor.FeatureKey: Any]`: a type and a
        /// selector, or an OpenType tag and value), mapped to OpenType features as HarfBuzz maps them.
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    }

    /// UIKit's `UIFontDescriptor.TraitKey`: the keys of the `.traits` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value.
        public let rawValue: String
        /// A key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits (``UIFontDescriptor/SymbolicTraits`` or its raw `UInt32`).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight (``UIFont/Weight`` or its raw `CGFloat`).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width (``UIFont/Width`` or its raw `CGFloat`).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
    }

    /// A descriptor from attributes (UIKit's `init(fontAttributes:)`): a text style, else a family
    /// (`.family`, else `.name`), else the system font; then the size and the traits.
    public convenience init(fontAttributes attributes: [AttributeName: Any]) {
        var d: UIFontDescriptor
        if let style = UIFontDescriptor.textStyle(attributes[.textStyle]) {
            d = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
        } else if let family = (attributes[.family] as? String) ?? (attributes[.name] as? String) {
            let size = UIFontDescriptor.number(attributes[.size]) ?? 0
            d = UIFontDescriptor(name: family, size: CGFloat(size))
            if size <= 0 { d.explicitSize = nil }
        } else {
            d = UIFontDescriptor(font: .system(size: 12), textStyle: nil, explicitSize: nil, traits: nil)
        }
        let made = d.applying(attributes)
        self.init(font: made.font, textStyle: made.textStyle, explicitSize: made.explicitSize, traits: made.traits,
                  platform: made.platform)
    }

    /// A copy with attributes added (UIKit's `addingAttributes(_:)`): a size, a family, traits.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var d = self
        if let style = UIFontDescriptor.textStyle(attributes[.textStyle]) {
            d = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style, compatibleWith: traits)
        }
        if let family = (attributes[.family] as? String) ?? (attributes[.name] as? String) {
            let size = d.explicitSize ?? Double(d.pointSize)
            d = UIFontDescriptor(name: family, size: CGFloat(size))
        }
        return d.applying(attributes)
    }

    /// The attributes that make this descriptor (UIKit's `fontAttributes`).
    public var fontAttributes: [AttributeName: Any] {
        var out: [AttributeName: Any] = [.size: pointSize]
        if let textStyle { out[.textStyle] = NSString(string: textStyle.rawValue) }
        if case .custom(let name, _, _) = font.base { out[.family] = name }
        var t: [TraitKey: Any] = [:]
        if !symbolicTraits.isEmpty { t[.symbolic] = symbolicTraits }
        if let w = font.modifiers.weight { t[.weight] = UIFont.Weight(w) }
        if !t.isEmpty { out[.traits] = t }
        if !font.otherFeatures.isEmpty {
            out[.featureSettings] = font.otherFeatures.map { tag -> [FeatureKey: Any] in
                tag.hasPrefix("-") ? [.openTypeTag: String(tag.dropFirst()), .openTypeValue: 0] : [.openTypeTag: tag, .openTypeValue: 1]
            }
        }
        return out
    }

    private func applying(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var d = copied()
        if let size = UIFontDescriptor.number(attributes[.size]), size > 0 {
            d = d.withSize(CGFloat(size))
            if case .custom(let name, _, _) = d.font.base { d.font.base = .custom(name: name, size: size, relativeTo: nil) }
            if case .system = d.font.base { d.font.base = .system(size: size) }
        }
        if let face = attributes[.face] as? String {
            let f = face.lowercased()
            if f.contains("italic") || f.contains("oblique") { d.font.modifiers.italic = true }
            for (word, weight) in [("ultralight", FontWeight.ultraLight), ("thin", .thin), ("light", .light),
                                   ("medium", .medium), ("semibold", .semibold), ("bold", .bold),
                                   ("heavy", .heavy), ("black", .black)] where f.replacingOccurrences(of: " ", with: "").contains(word) {
                d.font.modifiers.weight = weight
                break
            }
        }
        if let settings = attributes[.featureSettings] as? [[FeatureKey: Any]] {
            for feature in settings.compactMap(UIFontDescriptor.openTypeFeature) where !d.font.otherFeatures.contains(feature) {
                d.font.otherFeatures.append(feature)
            }
        }
        if let t = attributes[.traits] as? [TraitKey: Any] {
            if let s = t[.symbolic] as? SymbolicTraits {
                d = d.withSymbolicTraits(s) ?? d
            } else if let raw = t[.symbolic] as? UInt32 {
                d = d.withSymbolicTraits(SymbolicTraits(rawValue: raw)) ?? d
            }
            if let w = t[.weight] as? UIFont.Weight {
                d.font.modifiers.weight = w.fontWeight
            } else if let raw = UIFontDescriptor.number(t[.weight]) {
                d.font.modifiers.weight = UIFont.Weight(rawValue: CGFloat(raw)).fontWeight
            }
            if let w = t[.width] as? UIFont.Width {
                d.font.modifiers.width = w.fontWidth
            } else if let raw = UIFontDescriptor.number(t[.width]) {
                d.font.modifiers.width = UIFont.Width(rawValue: CGFloat(raw)).fontWidth
            }
        }
        return d
    }

    /// A text style given as a ``UIFont/TextStyle`` or as its raw string.
    static func textStyle(_ value: Any?) -> UIFont.TextStyle? {
        switch value {
        case let style as UIFont.TextStyle: return style
        case let raw as String: return UIFont.TextStyle(rawValue: raw)
        default: return nil
        }
    }

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as CGFloat: return Double(v)
        case let v as Double: return v
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }
}
extension UIFont.TextStyle: _ObjectiveCBridgeable {
    // Foundation's bridging on Linux, as `NSAttributedString.Key` has it: a text style stored as
    // an `NSString` (`fontAttributes[.textStyle]`) casts both to `String` and to a text style.
    /// The raw value as an `NSString`.
    public func _bridgeToObjectiveC() -> NSString { NSString(string: rawValue) }
    /// A text style from an `NSString`.
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout UIFont.TextStyle?) {
        result = UIFont.TextStyle(rawValue: String(describing: source))
    }
    /// A text style from an `NSString`; always succeeds, as any string is a raw value.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout UIFont.TextStyle?) -> Bool {
        result = UIFont.TextStyle(rawValue: String(describing: source))
        return true
    }
    /// A text style from an optional `NSString` (the empty raw value for nil).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> UIFont.TextStyle {
        UIFont.TextStyle(rawValue: source.map { String(describing: $0) } ?? "")
    }
}
#endif
