// UIKit's names for the user's text size and the traits that carry it, for code ported from UIKit.
// Compiled only where UIKit does not exist: on iOS, iPadOS, tvOS, visionOS and Mac Catalyst the
// real UIKit has these names (see the "Coming from UIKit and SwiftUI" article).
#if !canImport(UIKit)
import Foundation
import TypeSystem

/// UIKit's `UIContentSizeCategory`: the user's preferred text size, with UIKit's names and raw
/// values (`UICTContentSizeCategoryXS` … `UICTContentSizeCategoryAccessibilityXXXL`, the strings an
/// iOS client sends and `UIApplication.preferredContentSizeCategory.rawValue` holds).
///
/// Categories compare in slider order (`.large < .accessibilityMedium`); ``unspecified`` is
/// below every other. They convert to and from SwiftUI's ``TypeSystem/DynamicTypeSize`` and
/// ``TypeSystem/ContentSizeCategory`` with SwiftUI's initializers.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// UIKit's raw value, such as `UICTContentSizeCategoryL`.
    public let rawValue: String

    /// A category from its raw value. As in UIKit, any string is accepted; one that is not one of
    /// UIKit's twelve sizes (nor ``unspecified``) has no ``TypeSystem/DynamicTypeSize`` and counts as
    /// unspecified wherever a size is needed.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference: the environment's size applies (UIKit's `.unspecified`).
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The HIG's xSmall.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// The HIG's Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// The HIG's Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The HIG's Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// The HIG's xLarge.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// The HIG's xxLarge.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The HIG's xxxLarge.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The HIG's AX1.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The HIG's AX2.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The HIG's AX3.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The HIG's AX4.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The HIG's AX5.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve sizes in slider order (not a UIKit API: UIKit has no list).
    public static let sizes: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category of a Dynamic Type size; nil gives ``unspecified`` (UIKit's
    /// `UIContentSizeCategory(_:)` from SwiftUI's `DynamicTypeSize?`).
    public init(_ dynamicTypeSize: DynamicTypeSize?) {
        self = dynamicTypeSize.map { UIContentSizeCategory.sizes[$0.index] } ?? .unspecified
    }

    /// The category of SwiftUI's ``TypeSystem/ContentSizeCategory``; nil gives ``unspecified``.
    public init(_ sizeCategory: ContentSizeCategory?) {
        self.init(sizeCategory.map { DynamicTypeSize($0) })
    }

    /// Whether this is one of the accessibility sizes (AX1…AX5), as UIKit's `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { DynamicTypeSize(self)?.isAccessibilityCategory ?? false }

    /// The position on the slider, -1 for ``unspecified`` or an unknown raw value.
    var order: Int { DynamicTypeSize(self)?.index ?? -1 }

    /// Slider order, ``unspecified`` first.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.order < rhs.order }

    /// The raw value.
    public var description: String { rawValue }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a UIKit category; nil for ``TypographyUIKit/UIContentSizeCategory/unspecified``
    /// or an unknown raw value (SwiftUI's `DynamicTypeSize(_:)` from `UIContentSizeCategory`).
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let i = UIContentSizeCategory.sizes.firstIndex(of: uiSizeCategory) else { return nil }
        self = DynamicTypeSize.allCases[i]
    }
}

extension ContentSizeCategory {
    /// SwiftUI's category of a UIKit category; nil for ``TypographyUIKit/UIContentSizeCategory/unspecified`` or an
    /// unknown raw value.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = DynamicTypeSize(uiSizeCategory) else { return nil }
        self.init(size)
    }
}

/// UIKit's `UILegibilityWeight`: the Bold Text setting, or no preference.
public enum UILegibilityWeight: Int, Sendable, Hashable, CaseIterable {
    /// No preference: the environment's setting applies.
    case unspecified = -1
    /// Bold Text is off.
    case regular = 0
    /// Bold Text is on.
    case bold = 1
}

/// UIKit's `UIUserInterfaceIdiom`, which chooses the platform's tables.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable, CaseIterable {
    /// No preference: the environment's platform applies.
    case unspecified = -1
    /// iPhone: iOS's tables.
    case phone = 0
    /// iPad: iPadOS (iOS's tables).
    case pad = 1
    /// Apple TV: tvOS's table.
    case tv = 2
    /// CarPlay: Apple publishes no CarPlay text-style table; the environment's platform applies.
    case carPlay = 3
    /// Mac Catalyst optimized for Mac: macOS's table.
    case mac = 5
    /// Apple Vision Pro: visionOS, whose table Apple does not publish.
    case vision = 6

    /// The platform whose tables apply, or nil to keep the environment's.
    var platform: Platform? {
        switch self {
        case .unspecified, .carPlay: return nil
        case .phone: return .iOS
        case .pad: return .iPadOS
        case .tv: return .tvOS
        case .mac: return .catalystMac
        case .vision: return .visionOS
        }
    }
}

/// UIKit's `UITraitCollection`, reduced to the traits that choose type: the content size
/// category, the legibility weight and the idiom (the platform). A trait left unspecified takes
/// the value of ``TypeSystem/TypeEnvironment/current`` (iOS at Large unless a task sets another),
/// as UIKit takes the app's.
public struct UITraitCollection: Sendable, Hashable, UIMutableTraits {
    /// The user's text size, or ``UIContentSizeCategory/unspecified``.
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    /// The Bold Text setting, or ``UILegibilityWeight/unspecified``.
    public var legibilityWeight: UILegibilityWeight = .unspecified
    /// The idiom, or ``UIUserInterfaceIdiom/unspecified``.
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified

    /// A collection with no trait specified.
    public init() {}

    /// A collection with only the content size category (UIKit's initializer of that name).
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// A collection with only the legibility weight.
    public init(legibilityWeight: UILegibilityWeight) {
        self.legibilityWeight = legibilityWeight
    }

    /// A collection with only the idiom.
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// A copy with traits changed (UIKit's `modifyingTraits(_:)`, iOS 17):
    /// `traits.modifyingTraits { $0.preferredContentSizeCategory = .extraLarge }`.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = self
        mutations(&traits)
        return traits as? UITraitCollection ?? self
    }

    /// A collection from traits set in a closure (UIKit's `init(mutations:)`, iOS 17).
    public init(mutations: (inout any UIMutableTraits) -> Void) {
        self = UITraitCollection().modifyingTraits(mutations)
    }

    /// The traits of several collections; a later collection's specified trait wins, as in UIKit.
    public init(traitsFrom collections: [UITraitCollection]) {
        for c in collections {
            if c.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = c.preferredContentSizeCategory }
            if c.legibilityWeight != .unspecified { legibilityWeight = c.legibilityWeight }
            if c.userInterfaceIdiom != .unspecified { userInterfaceIdiom = c.userInterfaceIdiom }
        }
    }

    /// The traits of ``TypeSystem/TypeEnvironment/current``: its size and Bold Text (the idiom
    /// stays unspecified, so that its platform, watchOS and macOS included, is kept). When the task's
    /// environment sets no size, the system's: ``systemPreferredContentSizeCategory`` (the
    /// desktop's, once `DesktopTextSize.followInUIKit()` runs), else Large.
    public static var current: UITraitCollection {
        var t = UITraitCollection()
        let env = TypeEnvironment.current
        if env.dynamicTypeSizeSetting == nil, let system = systemPreferredContentSizeCategory {
            t.preferredContentSizeCategory = system
        } else {
            t.preferredContentSizeCategory = UIContentSizeCategory(env.dynamicTypeSize)
        }
        t.legibilityWeight = env.legibilityWeight == .bold ? .bold : .regular
        return t
    }

    /// The environment these traits describe: each specified trait over `base`'s value.
    public func environment(over base: TypeEnvironment = TypeEnvironment.current) -> TypeEnvironment {
        var env = base
        if let platform = userInterfaceIdiom.platform { env.platform = platform }
        if let size = DynamicTypeSize(preferredContentSizeCategory) { env.dynamicTypeSize = size }
        switch legibilityWeight {
        case .unspecified: break
        case .regular: env.legibilityWeight = .regular
        case .bold: env.legibilityWeight = .bold
        }
        return env
    }
}
/// The system's text size, shared by the process.
private final class SystemTextSize: @unchecked Sendable {
    // @unchecked: `category` is read and written under `lock`.
    static let shared = SystemTextSize()
    let lock = NSLock()
    var category: UIContentSizeCategory?
}

extension UITraitCollection {
    /// The system's text size, which ``current`` reports when the task's environment sets none
    /// (ours: UIKit's comes from the device's settings). Nil (the default): Large. Setting a
    /// different value posts ``UIContentSizeCategory/didChangeNotification`` on
    /// `NotificationCenter.default`, with the new category under
    /// ``UIContentSizeCategory/newValueUserInfoKey``, as UIKit posts it when the user changes the size.
    /// `DesktopTextSize.followInUIKit()` (in `import Typography`) keeps it at the desktop's text size.
    public static var systemPreferredContentSizeCategory: UIContentSizeCategory? {
        get {
            SystemTextSize.shared.lock.lock()
            defer { SystemTextSize.shared.lock.unlock() }
            return SystemTextSize.shared.category
        }
        set {
            SystemTextSize.shared.lock.lock()
            let changed = SystemTextSize.shared.category != newValue
            SystemTextSize.shared.category = newValue
            SystemTextSize.shared.lock.unlock()
            if changed {
                NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil,
                                                userInfo: [UIContentSizeCategory.newValueUserInfoKey: newValue ?? .large])
            }
        }
    }
}

extension UIContentSizeCategory {
    /// UIKit's `UIContentSizeCategory.didChangeNotification` (`UIContentSizeCategoryDidChangeNotification`):
    /// posted when ``UITraitCollection/systemPreferredContentSizeCategory`` changes.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category in the notification's `userInfo` (UIKit's `UIContentSizeCategoryNewValueKey`).
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

/// UIKit's `UIMutableTraits` (iOS 17): the traits a `modifyingTraits(_:)` closure sets.
public protocol UIMutableTraits {
    /// The user's text size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// The Bold Text setting.
    var legibilityWeight: UILegibilityWeight { get set }
    /// The idiom, which chooses the platform.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
}

#endif
