#if !canImport(UIKit)
import Foundation
import TypeSystem

extension UIFontDescriptor {
    /// UIKit's `UIFontDescriptor.FeatureKey`: the keys of one entry of ``AttributeName/featureSettings``.
    /// Raw values are Core Text's. Apple renamed them in iOS 15: `.type` was `.featureIdentifier`,
    /// `.selector` was `.typeIdentifier`; both spellings are here.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        /// Core Text's raw value.
        public let rawValue: String
        /// A key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The feature type (`kNumberSpacingType`…), an `Int`.
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The selector within the type (`kMonospacedNumbersSelector`…), an `Int`.
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// The feature type, by its name before iOS 15.
        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The selector, by its name before iOS 15 (which called it the type identifier).
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// An OpenType feature tag (`"frac"`), Core Text's `kCTFontOpenTypeFeatureTag`.
        public static let openTypeTag = FeatureKey(rawValue: "CTFeatureOpenTypeTag")
        /// An OpenType feature's value (1 on, 0 off), Core Text's `kCTFontOpenTypeFeatureValue`.
        public static let openTypeValue = FeatureKey(rawValue: "CTFeatureOpenTypeValue")
    }

    /// The OpenType feature (HarfBuzz's syntax: `tnum`, or `-liga` for one turned off) for one
    /// entry of `featureSettings`: an OpenType tag and value, or an Apple feature type and
    /// selector mapped as HarfBuzz maps them (`hb-aat-layout.cc`, from Apple's Font Feature
    /// Registry). Nil for a type or selector without an OpenType equivalent, which is left out.
    static func openTypeFeature(_ setting: [FeatureKey: Any]) -> String? {
        if let tag = setting[.openTypeTag] as? String, tag.utf8.count == 4 {
            let value = UIFontDescriptor.number(setting[.openTypeValue]) ?? 1
            return value == 0 ? "-" + tag : (value == 1 ? tag : "\(tag)=\(Int(value))")
        }
        guard let type = UIFontDescriptor.number(setting[.type]).map({ Int($0) }),
              let selector = UIFontDescriptor.number(setting[.selector]).map({ Int($0) }) else { return nil }
        return AppleFeatureRegistry.openType(type: type, selector: selector)
    }
}

/// Apple's font feature types and selectors as OpenType features: the pairs HarfBuzz maps
/// (`hb-aat-layout.cc`, `feature_mappings`), each with its "on" selector and, where the registry
/// has one, its "off" selector.
enum AppleFeatureRegistry {
    /// (type, on selector, off selector, OpenType tag).
    static let mappings: [(type: Int, on: Int, off: Int?, tag: String)] = {
        var m: [(Int, Int, Int?, String)] = [
            (kLigaturesType, kCommonLigaturesOnSelector, kCommonLigaturesOffSelector, "liga"),
            (kLigaturesType, kRareLigaturesOnSelector, kRareLigaturesOffSelector, "dlig"),
            (kLigaturesType, 20, 21, "hlig"),
            (kNumberSpacingType, kMonospacedNumbersSelector, nil, "tnum"),
            (kNumberSpacingType, kProportionalNumbersSelector, nil, "pnum"),
            (kVerticalPositionType, kSuperiorsSelector, kNormalPositionSelector, "sups"),
            (kVerticalPositionType, kInferiorsSelector, kNormalPositionSelector, "subs"),
            (kVerticalPositionType, kOrdinalsSelector, kNormalPositionSelector, "ordn"),
            (kVerticalPositionType, kScientificInferiorsSelector, kNormalPositionSelector, "sinf"),
            (kFractionsType, kDiagonalFractionsSelector, kNoFractionsSelector, "frac"),
            (kTypographicExtrasType, kSlashedZeroOnSelector, kSlashedZeroOffSelector, "zero"),
            (kNumberCaseType, kLowerCaseNumbersSelector, nil, "onum"),
            (kNumberCaseType, kUpperCaseNumbersSelector, nil, "lnum"),
            (kCaseSensitiveLayoutType, kCaseSensitiveLayoutOnSelector, kCaseSensitiveLayoutOffSelector, "case"),
            (kContextualAlternatesType, kContextualAlternatesOnSelector, kContextualAlternatesOffSelector, "calt"),
            (kContextualAlternatesType, kSwashAlternatesOnSelector, kSwashAlternatesOffSelector, "swsh"),
            (kLowerCaseType, kLowerCaseSmallCapsSelector, kDefaultLowerCaseSelector, "smcp"),
            (kLowerCaseType, kLowerCasePetiteCapsSelector, kDefaultLowerCaseSelector, "pcap"),
            (kUpperCaseType, kUpperCaseSmallCapsSelector, kDefaultUpperCaseSelector, "c2sc"),
            (kUpperCaseType, kUpperCasePetiteCapsSelector, kDefaultUpperCaseSelector, "c2pc"),
        ]
        // Stylistic sets: ssNN is on at selector 2·NN, off at 2·NN + 1.
        for n in 1...20 {
            m.append((kStylisticAlternativesType, 2 * n, 2 * n + 1, n < 10 ? "ss0\(n)" : "ss\(n)"))
        }
        return m
    }()

    /// The OpenType feature for a type and selector: the tag when the selector turns it on, `-tag`
    /// when it is that feature's off selector (and the off selector is no other feature's on).
    static func openType(type: Int, selector: Int) -> String? {
        if let on = mappings.first(where: { $0.type == type && $0.on == selector }) { return on.tag }
        if let off = mappings.first(where: { $0.type == type && $0.off == selector }) { return "-" + off.tag }
        return nil
    }
}

// Apple's feature types and selectors (SFNTLayoutTypes.h, Apple's Font Feature Registry), those
// with an OpenType equivalent above. Swift on Apple's platforms imports them as `Int`.

/// Ligatures.
public let kLigaturesType = 1
/// Common ligatures on (`liga`).
public let kCommonLigaturesOnSelector = 2
/// Common ligatures off.
public let kCommonLigaturesOffSelector = 3
/// Rare ligatures on (`dlig`).
public let kRareLigaturesOnSelector = 4
/// Rare ligatures off.
public let kRareLigaturesOffSelector = 5
/// Number spacing.
public let kNumberSpacingType = 6
/// Digits of one width (`tnum`).
public let kMonospacedNumbersSelector = 0
/// Proportional digits (`pnum`).
public let kProportionalNumbersSelector = 1
/// Vertical position.
public let kVerticalPositionType = 10
/// Normal position.
public let kNormalPositionSelector = 0
/// Superiors (`sups`).
public let kSuperiorsSelector = 1
/// Inferiors (`subs`).
public let kInferiorsSelector = 2
/// Ordinals (`ordn`).
public let kOrdinalsSelector = 3
/// Scientific inferiors (`sinf`).
public let kScientificInferiorsSelector = 4
/// Fractions.
public let kFractionsType = 11
/// No fractions.
public let kNoFractionsSelector = 0
/// Vertical fractions (no OpenType equivalent here).
public let kVerticalFractionsSelector = 1
/// Diagonal fractions (`frac`).
public let kDiagonalFractionsSelector = 2
/// Typographic extras.
public let kTypographicExtrasType = 14
/// Slashed zero on (`zero`).
public let kSlashedZeroOnSelector = 4
/// Slashed zero off.
public let kSlashedZeroOffSelector = 5
/// Number case.
public let kNumberCaseType = 21
/// Old-style figures (`onum`).
public let kLowerCaseNumbersSelector = 0
/// Lining figures (`lnum`).
public let kUpperCaseNumbersSelector = 1
/// Case-sensitive layout.
public let kCaseSensitiveLayoutType = 33
/// Case-sensitive forms on (`case`).
public let kCaseSensitiveLayoutOnSelector = 0
/// Case-sensitive forms off.
public let kCaseSensitiveLayoutOffSelector = 1
/// Stylistic alternatives (`ss01`–`ss20`: selector 2·N on, 2·N + 1 off).
public let kStylisticAlternativesType = 35
/// Stylistic set 1 on (`ss01`).
public let kStylisticAltOneOnSelector = 2
/// Stylistic set 1 off.
public let kStylisticAltOneOffSelector = 3
/// Stylistic set 2 on (`ss02`).
public let kStylisticAltTwoOnSelector = 4
/// Stylistic set 2 off.
public let kStylisticAltTwoOffSelector = 5
/// Contextual alternates.
public let kContextualAlternatesType = 36
/// Contextual alternates on (`calt`).
public let kContextualAlternatesOnSelector = 0
/// Contextual alternates off.
public let kContextualAlternatesOffSelector = 1
/// Swashes on (`swsh`).
public let kSwashAlternatesOnSelector = 2
/// Swashes off.
public let kSwashAlternatesOffSelector = 3
/// Lower case.
public let kLowerCaseType = 37
/// Lower case as it is.
public let kDefaultLowerCaseSelector = 0
/// Lower case as small capitals (`smcp`).
public let kLowerCaseSmallCapsSelector = 1
/// Lower case as petite capitals (`pcap`).
public let kLowerCasePetiteCapsSelector = 2
/// Upper case.
public let kUpperCaseType = 38
/// Upper case as it is.
public let kDefaultUpperCaseSelector = 0
/// Capitals as small capitals (`c2sc`).
public let kUpperCaseSmallCapsSelector = 1
/// Capitals as petite capitals (`c2pc`).
public let kUpperCasePetiteCapsSelector = 2
#endif
