/// A document text scaling: the visual size convention a document's font sizes were chosen in.
///
/// Source: WWDC19 talk 227, "Font Management and Text Scaling". Most text in
/// UIKit apps uses the Body style at 17 pt, while "on the Mac we're more accustomed to a smaller
/// default font size closer to 13 points". The talk names the two conventions:
/// - the **iOS text scaling**, used on iOS and iPadOS, where 17 pt is the default (body) size;
/// - the **standard text scaling**, used on macOS and other non-Apple platforms, where the default
///   size is 13 pt.
///
/// Apple's API is `NSTextScalingType` (`NSTextScalingStandard = 0`, `NSTextScalingiOS = 1`,
/// UIKit/AppKit `NSAttributedString.h`); the raw RTF values of `\cocoatextscaling` are those numbers.
///
/// Converting a size keeps its ratio to the body size of its scaling (the talk's example: text
/// copied on iOS at 17 pt pastes on the Mac at 13 pt):
///
///     standard = iOS × 13/17   (≈ 0.7647)
///     iOS      = standard × 17/13   (≈ 1.3077)
public enum TextScalingType: String, CaseIterable, Sendable, Hashable, Codable {
    /// Body text is 13 pt: macOS and non-Apple platforms (Linux included). `NSTextScalingStandard`.
    case standard
    /// Body text is 17 pt: iOS and iPadOS. `NSTextScalingiOS`.
    case iOS = "ios"

    /// The point size of body text in this scaling: 17 (iOS) or 13 (standard).
    public var bodyPointSize: Double {
        switch self {
        case .standard: return 13
        case .iOS: return 17
        }
    }

    /// The value of `\cocoatextscaling` for this scaling: `NSTextScalingType`'s raw value.
    public var rtfValue: Int {
        switch self {
        case .standard: return 0
        case .iOS: return 1
        }
    }

    /// The scaling that a `\cocoatextscaling` value names, or `nil` for a value Apple does not define.
    public init?(rtfValue: Int) {
        switch rtfValue {
        case 0: self = .standard
        case 1: self = .iOS
        default: return nil
        }
    }

    /// The scaling a platform uses natively (iOS → iOS; macOS → standard). This is how an untagged
    /// document's scaling is inferred from the platform it was written on.
    public init(nativeTo platform: CocoaPlatform) {
        switch platform {
        case .iOS: self = .iOS
        case .macOS: self = .standard
        }
    }

    /// The factor that converts a point size from this scaling to `target`:
    /// `target.bodyPointSize / bodyPointSize` (13/17, 17/13 or 1).
    public func factor(to target: TextScalingType) -> Double {
        target.bodyPointSize / bodyPointSize
    }

    /// Converts a point size from this scaling to `target`, exactly (no rounding). 17 → 13 and
    /// 13 → 17 are exact; the multiplication is done before the division so that sizes that are
    /// multiples of the body size convert without floating-point error.
    public func convert(pointSize: Double, to target: TextScalingType) -> Double {
        if target == self { return pointSize }
        return pointSize * target.bodyPointSize / bodyPointSize
    }
}

/// The platform that wrote a Cocoa RTF document: the value of `\cocoaplatform`.
///
/// NSAttributedString writes `\cocoaplatform0` on macOS (TextEdit) and `\cocoaplatform1` on iOS and
/// iPadOS. It is independent of the scaling: iOS writes `\cocoatextscaling1\cocoaplatform1` for
/// text in the iOS scaling, and `\cocoatextscaling0\cocoaplatform1` for text it keeps in the standard
/// scaling (for example Notes), so a document's scaling is read from `\cocoatextscaling`, never
/// from the platform, when both are present.
public enum CocoaPlatform: String, CaseIterable, Sendable, Hashable, Codable {
    /// macOS (`\cocoaplatform0`).
    case macOS = "macos"
    /// iOS and iPadOS (`\cocoaplatform1`).
    case iOS = "ios"

    /// The value of `\cocoaplatform`.
    public var rtfValue: Int {
        switch self {
        case .macOS: return 0
        case .iOS: return 1
        }
    }

    /// The platform of a `\cocoaplatform` value; `nil` for a value other than 0 or 1.
    public init?(rtfValue: Int) {
        switch rtfValue {
        case 0: self = .macOS
        case 1: self = .iOS
        default: return nil
        }
    }

    /// The platform whose native scaling is `scaling` (standard → macOS, iOS → iOS); used only to
    /// fill in `\cocoaplatform` when a document is migrated and nobody named its platform.
    public init(nativeScaling scaling: TextScalingType) {
        switch scaling {
        case .standard: self = .macOS
        case .iOS: self = .iOS
        }
    }

    /// The platform's name for people ("macOS", "iOS").
    public var displayName: String {
        switch self {
        case .macOS: return "macOS"
        case .iOS: return "iOS"
        }
    }
}
