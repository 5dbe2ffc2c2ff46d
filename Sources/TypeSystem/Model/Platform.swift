/// An Apple platform whose typography the type system reproduces.
///
/// Raw values are the stable names used on the command line and in JSON.
public enum Platform: String, CaseIterable, Sendable, Hashable, Codable {
    /// iOS (iPhone).
    case iOS = "ios"
    /// iPadOS.
    case iPadOS = "ipados"
    /// macOS.
    case macOS = "macos"
    /// Mac Catalyst with "Scale Interface to Match iPad": iOS sizes × 0.77.
    case catalyst = "catalyst"
    /// Mac Catalyst with "Optimize Interface for Mac": the macOS table.
    case catalystMac = "catalyst-mac"
    /// tvOS.
    case tvOS = "tvos"
    /// watchOS.
    case watchOS = "watchos"
    /// visionOS.
    case visionOS = "visionos"

    /// Whether the platform's text styles change with the content size category.
    public var supportsDynamicType: Bool {
        switch self {
        case .iOS, .iPadOS, .catalyst, .watchOS, .visionOS: return true
        case .macOS, .catalystMac, .tvOS: return false
        }
    }

    /// Human-readable name, as Apple spells it.
    public var displayName: String {
        switch self {
        case .iOS: return "iOS"
        case .iPadOS: return "iPadOS"
        case .macOS: return "macOS"
        case .catalyst: return "Mac Catalyst (Scale Interface to Match iPad)"
        case .catalystMac: return "Mac Catalyst (Optimize Interface for Mac)"
        case .tvOS: return "tvOS"
        case .watchOS: return "watchOS"
        case .visionOS: return "visionOS"
        }
    }
}
