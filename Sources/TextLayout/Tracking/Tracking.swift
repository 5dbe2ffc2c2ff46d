import FontFile
import Foundation
import TypeSystem

/// Where a tracking value came from. Every layout result reports it.
public enum TrackingSource: String, Sendable, Hashable, Codable, CaseIterable {
    /// Given by the caller.
    case explicit
    /// The font's own `trak` table, normal track, interpolated at the size (only for a font that
    /// also has `STAT`, as Apple's platforms require).
    case trak
    /// Apple's published tracking tables (TypeSystem), for Apple's own families.
    case apple
    /// A published per-family curve (Inter's Dynamic Metrics).
    case curve
    /// An approximation, only when asked for (`TrackingPolicy.decide(…, approximate: true)`):
    /// Apple's published table for the face's nearest design class (SF Pro for a sans, SF Pro
    /// Rounded for a rounded face, New York for a serif; SF Compact on watchOS). Text layout never
    /// uses it by default: a face is laid out with its own data or none.
    case approximation
    /// No tracking.
    case none
}

/// The tracking to lay text out with, and what fitting may tighten to.
public struct TrackingDecision: Sendable, Hashable, Codable {
    /// In 1/1000 em of the font size.
    public var perMille: Double
    /// Where the value came from.
    public var source: TrackingSource
    /// The font's tight track (`trak` track −1) at the size, in 1/1000 em, when the font has one
    /// (and `STAT`): the limit of tightening when fitting. `nil`: fitting uses the 5 % rule.
    public var tightPerMille: Double?

    /// A decision of `perMille` (1/1000 em) from `source`, with the font's tight track when known.
    public init(perMille: Double, source: TrackingSource, tightPerMille: Double? = nil) {
        self.perMille = perMille
        self.source = source
        self.tightPerMille = tightPerMille
    }

    /// No tracking.
    public static let none = TrackingDecision(perMille: 0, source: .none)

    /// Tracking in points at `pointSize` (TypeSystem's one conversion).
    public func points(at pointSize: Double) -> Double { Tracking.points(perMille: perMille, pointSize: pointSize) }
}

/// Tracking as applied in a result: per mille, points, and where it came from.
public struct AppliedTracking: Sendable, Hashable, Codable {
    /// In 1/1000 em of the font size.
    public var perMille: Double
    /// In points at the font size.
    public var points: Double
    /// Where the value came from.
    public var source: TrackingSource

    /// The tracking of `perMille` at `pointSize` points, from `source`.
    public init(perMille: Double, pointSize: Double, source: TrackingSource) {
        self.perMille = perMille
        self.points = Tracking.points(perMille: perMille, pointSize: pointSize)
        self.source = source
    }
}

/// Inter's published tracking curve, "Dynamic Metrics": tracking (em) = a + b · e^(c · z), z the
/// font size. Constants a = −0.0223, b = 0.185, c = −0.1745, as published by Inter's author on
/// https://rsms.me/inter/dynmetrics/ (source: rsms/inter, `docs/dynmetrics/index.html`,
/// "var a = -0.0223, b = 0.185, c = -0.1745 // 2019-02-07"). z is in CSS px there, which are
/// Apple's points ("pt on iOS", as the same site says).
public enum InterDynamicMetrics {
    /// The curve's constant term, in em.
    public static let a = -0.0223
    /// The curve's coefficient, in em.
    public static let b = 0.185
    /// The curve's exponent per point of size.
    public static let c = -0.1745

    /// Tracking in 1/1000 em at `pointSize`.
    public static func perMille(at pointSize: Double) -> Double {
        (a + b * exp(c * pointSize)) * 1000
    }

    /// The families the curve was fitted to: Inter's text design (not Inter Display, whose own
    /// spacing is already set for large sizes).
    public static func applies(toFamily family: String) -> Bool {
        let k = family.lowercased().filter { !$0.isWhitespace }
        return k == "inter" || k == "intervariable" || k == "interv"
    }
}

/// Chooses the tracking for a face, a family and a size, in this order (the first that applies):
///
/// 1. `explicit`: the caller's value.
/// 2. `trak`: the font's `trak` normal track at the size — only when the font also has `STAT`,
///    as Apple's platforms require ("embedded tracking will be applied on our platforms,
///    provided that the font also contains a STAT table", WWDC20 10175).
/// 3. `apple`: Apple's published tables (TypeSystem), when the face is one of Apple's families
///    (SF Pro, SF Pro Rounded, SF Compact…, New York).
/// 4. `curve`: a published per-family curve (Inter: ``InterDynamicMetrics``).
/// 5. `none`: 0.
///
/// The tight track (`trak` track −1) is reported whenever the font has `trak` and `STAT`.
public enum TrackingPolicy {
    /// The tracking for `face` at `pointSize` in the order above; `approximate` allows Apple's nearest table as a last resort (``TrackingSource/approximation``).
    public static func decide(face: FaceInfo, pointSize: Double, family: String? = nil,
                              platform: Platform? = nil, explicit: Double? = nil,
                              approximate: Bool = false) -> TrackingDecision {
        let upem = Double(face.metrics.unitsPerEm)
        var tight: Double?
        var normal: Double?
        if face.hasSTAT, let trak = face.trak, upem > 0 {
            tight = trak.tracking(track: -1, atPointSize: pointSize).map { $0 * 1000 / upem }
            normal = trak.normalTracking(atPointSize: pointSize).map { $0 * 1000 / upem }
        }
        if let explicit { return TrackingDecision(perMille: explicit, source: .explicit, tightPerMille: tight) }
        if let normal { return TrackingDecision(perMille: normal, source: .trak, tightPerMille: tight) }
        let fam = family ?? face.typographicFamily ?? face.family ?? ""
        if let apple = appleTracking(family: fam, platform: platform, pointSize: pointSize) {
            return TrackingDecision(perMille: apple, source: .apple, tightPerMille: tight)
        }
        if InterDynamicMetrics.applies(toFamily: fam) {
            return TrackingDecision(perMille: InterDynamicMetrics.perMille(at: pointSize), source: .curve, tightPerMille: tight)
        }
        if approximate, let (table, _) = nearestAppleTable(face: face, platform: platform) {
            let perMille = TrackingRules.perMille(at: pointSize, in: TrackingRules.table(table).entries)
            return TrackingDecision(perMille: perMille, source: .approximation, tightPerMille: tight)
        }
        return TrackingDecision(perMille: 0, source: .none, tightPerMille: tight)
    }

    /// Apple's published tracking table for a face's design class, with the class's name: SF Pro
    /// (the macOS or tvOS table on those platforms) for a sans, SF Pro Rounded for a rounded face,
    /// New York for a serif; SF Compact and SF Compact Rounded on watchOS. Nil for a monospaced
    /// face (Apple publishes no SF Mono tracking) and for a colour (emoji) face.
    public static func nearestAppleTable(face: FaceInfo, platform: Platform?) -> (table: TrackingTableID, designClass: String)? {
        if face.colorGlyphs || face.monospaced || face.design == .monospaced { return nil }
        switch face.design {
        case .serif: return (.newYork, "serif")
        case .rounded: return (platform == .watchOS ? .sfCompactRounded : .sfProRounded, "rounded")
        case .default, .monospaced:
            switch platform {
            case .macOS?, .catalystMac?: return (.macOS, "sans")
            case .tvOS?: return (.tvOS, "sans")
            case .watchOS?: return (.sfCompact, "sans")
            default: return (.sfPro, "sans")
            }
        }
    }

    /// The decision for a face drawing a resolved text style: the style's family decides the
    /// Apple table only when the face really is that Apple family (on Linux the catalog may
    /// give Inter for "SF Pro"; Inter then gets its own curve).
    public static func decide(face: FaceInfo, style: ResolvedStyle, explicit: Double? = nil) -> TrackingDecision {
        let faceFamily = face.typographicFamily ?? face.family ?? ""
        return decide(face: face, pointSize: style.pointSize, family: faceFamily, platform: style.platform,
                      explicit: explicit)
    }

    /// Apple's published tracking for an Apple family name ("SF Pro Text", "SF Pro Display" and
    /// "SF Pro" all read the SF Pro table), or nil for any other family.
    static func appleTracking(family: String, platform: Platform?, pointSize: Double) -> Double? {
        var f = family.trimmingCharacters(in: .whitespaces)
        if f.hasPrefix(".") { f.removeFirst() }  // ".SF NS", ".SF UI Text": Apple's hidden names
        for suffix in [" Text", " Display"] where f.hasSuffix(suffix) { f = String(f.dropLast(suffix.count)) }
        let known = ["SF Pro", "SF Pro Rounded", "New York", "SF Compact", "SF Compact Rounded"]
        guard let name = known.first(where: { $0.caseInsensitiveCompare(f) == .orderedSame }) else { return nil }
        return try? TrackingRules.tracking(family: name, platform: platform, pointSize: pointSize).tracking.perMille
    }
}
