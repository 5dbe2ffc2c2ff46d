/// SwiftUI's nested names, so that code written against SwiftUI compiles as written:
/// `Font.TextStyle`, `Font.Weight`, `Font.Design`, `Font.Width`, `Font.Leading`, and
/// `Font.Context` (what `resolve(in:)` takes; SwiftUI's `EnvironmentValues.fontResolutionContext`).
extension Font {
    /// SwiftUI's `Font.TextStyle`: ``TextStyle``.
    public typealias TextStyle = TypeSystem.TextStyle
    /// SwiftUI's `Font.Weight`: ``FontWeight``.
    public typealias Weight = FontWeight
    /// SwiftUI's `Font.Design`: ``FontDesign``.
    public typealias Design = FontDesign
    /// SwiftUI's `Font.Width`: ``FontWidth``.
    public typealias Width = FontWidth
    /// SwiftUI's `Font.Leading`: ``LeadingVariant``.
    public typealias Leading = LeadingVariant
    /// SwiftUI's `Font.Context`: the environment a font resolves in, ``TypeEnvironment``.
    public typealias Context = TypeEnvironment

    /// Extra Large Title (visionOS). Apple publishes no size for it on any platform: resolving it
    /// gives the typed "not published" answer (see ``resolve(in:)``).
    public static let extraLargeTitle = Font(.style(.extraLargeTitle))
    /// Extra Large Title 2 (visionOS). Apple publishes no size for it on any platform.
    public static let extraLargeTitle2 = Font(.style(.extraLargeTitle2))

    /// A concrete font: SwiftUI's `Font.Resolved` (iOS 26), with the HIG's line height and
    /// tracking beside Apple's properties. Which of Apple's numbers each property is:
    ///
    /// - ``pointSize``: the HIG table's Size column (UIKit's `UIFont.pointSize`).
    /// - ``lineHeight``: the HIG table's **Leading** column, baseline to baseline, after tight or
    ///   loose leading (body on iOS at Large: 22). It is *not* UIKit's `UIFont.lineHeight`, which
    ///   is the font's ascender + descender + line gap and needs SF's own metrics.
    /// - ``weight``, ``isBold``: the table's Weight column, or its Emphasized Weight column under
    ///   `bold()`; `isBold` is Apple's rule (the bold trait, or a weight of Semibold or more).
    /// - ``tracking``: points, from the HIG's tracking table of the design at this size
    ///   (`trackingPerMille` in 1/1000 em, as the table prints it).
    ///
    /// A value Apple does not publish is never made up: ``isPublished`` is false, ``unpublished``
    /// says why, and ``pointSize`` and ``tracking`` are NaN (so nothing downstream can mistake
    /// them for a size). `Font.resolved(in:)` throws the same answer as an error.
    public struct Resolved: Sendable, Hashable {
        /// The size in points (NaN when unpublished).
        public let pointSize: Double
        /// The HIG's Leading in points (baseline to baseline), or nil where Apple publishes none:
        /// a system font at a fixed size, a custom font (the font's own line height applies), or
        /// a style that is not published on the platform.
        public let lineHeight: Double?
        /// The weight, after `bold()`, an explicit weight and Bold Text.
        public let weight: Font.Weight
        /// The width.
        public let width: Font.Width
        /// The leading variant asked for.
        public let leading: Font.Leading
        /// The design (default, rounded, serif, monospaced).
        public let design: Font.Design
        /// Whether the font is italic.
        public let isItalic: Bool
        /// Apple's rule: the bold trait, or a weight of Semibold or heavier.
        public let isBold: Bool
        /// Whether the design is monospaced (SF Mono).
        public var isMonospaced: Bool { design == .monospaced }
        /// Whether lowercase letters are small capitals (OpenType `smcp`).
        public let isLowercaseSmallCaps: Bool
        /// Whether capitals are small capitals (OpenType `c2sc`).
        public let isUppercaseSmallCaps: Bool
        /// Whether every letter is a small capital.
        public var isSmallCaps: Bool { isLowercaseSmallCaps && isUppercaseSmallCaps }
        /// Tracking in points (NaN when unpublished; 0 for a custom font, whose own `trak` applies
        /// at layout).
        public let tracking: Double
        /// Tracking in 1/1000 em, as the HIG's tracking tables print it.
        public let trackingPerMille: Double
        /// Apple's family for the system font (`SF Pro`, `SF Compact Rounded`, `New York`…) or the
        /// custom font's name.
        public let family: String
        /// The text style, for a text style.
        public let textStyle: Font.TextStyle?
        /// Whether the size never changes with Dynamic Type (`system(size:)`, `custom(_:fixedSize:)`).
        public let hasFixedSize: Bool
        /// Why Apple publishes no value here; nil when every number is published or modelled.
        public let unpublished: TypeSystemError?
        /// Whether the numbers are Apple's (or a documented model of them).
        public var isPublished: Bool { unpublished == nil }
        /// The whole resolution (optical size, assumptions, the resolved style); nil when unpublished.
        public let details: ResolvedFont?
    }

    /// Resolves the font in a context without throwing, like SwiftUI's `Font.resolve(in:)`.
    ///
    /// Every style Apple publishes for the platform gives Apple's numbers. A style the platform's
    /// table lacks (callout and subheadline on watchOS; largeTitle, subheadline and footnote on
    /// tvOS; the extra large titles outside visionOS) and every style on visionOS, for which the
    /// HIG publishes no table, give a visible "not published" answer: ``Resolved/isPublished``
    /// is false and ``Resolved/unpublished`` holds the error `resolved(in:)` throws. Apple's own
    /// mapping of a missing style on a device is not published, so none is assumed. A value that
    /// is not a usable size (NaN, zero, negative) is answered the same way.
    public func resolve(in context: Font.Context) -> Font.Resolved {
        do {
            let r = try resolved(in: context)
            return Resolved(
                pointSize: r.pointSize, lineHeight: r.lineHeight, weight: r.weight, width: modifiers.width,
                leading: modifiers.leading, design: modifiers.design, isItalic: modifiers.italic,
                isBold: modifiers.bold || r.weight >= .semibold, isLowercaseSmallCaps: lowercaseAsSmallCaps,
                isUppercaseSmallCaps: uppercaseAsSmallCaps, tracking: r.tracking.points,
                trackingPerMille: r.tracking.perMille, family: r.family, textStyle: textStyle,
                hasFixedSize: hasFixedSize, unpublished: nil, details: r)
        } catch {
            let weight = modifiers.weight ?? .regular
            return Resolved(
                pointSize: .nan, lineHeight: nil, weight: weight, width: modifiers.width,
                leading: modifiers.leading, design: modifiers.design, isItalic: modifiers.italic,
                isBold: modifiers.bold || weight >= .semibold, isLowercaseSmallCaps: lowercaseAsSmallCaps,
                isUppercaseSmallCaps: uppercaseAsSmallCaps, tracking: .nan, trackingPerMille: .nan,
                family: family(on: context.platform), textStyle: textStyle, hasFixedSize: hasFixedSize,
                unpublished: (error as? TypeSystemError) ?? TypeSystemError(.notPublished, "\(error)"), details: nil)
        }
    }

    /// Resolves the font in ``TypeEnvironment/current`` (iOS at Large unless a task sets another).
    public func resolve() -> Font.Resolved { resolve(in: TypeEnvironment.current) }

    /// The text style, if the font is one.
    public var textStyle: Font.TextStyle? {
        if case .style(let s) = base { return s }
        if case .custom(_, _, let relativeTo) = base { return relativeTo }
        return nil
    }

    /// Whether the size never scales: the system font at a size, or `custom(_:fixedSize:)`.
    var hasFixedSize: Bool {
        switch base {
        case .style: return false
        case .system: return true
        case .custom(_, _, let relativeTo): return relativeTo == nil
        }
    }

    func family(on platform: Platform) -> String {
        if case .custom(let name, _, _) = base { return name }
        return Font.appleFamily(design: modifiers.design, platform: platform)
    }
}

extension TextStyle {
    /// The styles of the platform of ``TypeEnvironment/current`` (iOS unless a task sets another),
    /// in the order its HIG table lists them, so that the natural loop resolves without a throw:
    /// iOS, iPadOS, Mac Catalyst and macOS have the 11 styles of SwiftUI's `Font.TextStyle`
    /// (Large Title … Caption 2), watchOS its 10 (with Footnote 2, without Callout and Subhead),
    /// tvOS its 9 (with Subtitle 1). visionOS, for which the HIG publishes no table, has the 13
    /// styles of Apple's visionOS API (the 11 and the two extra large titles), each of which
    /// resolves to the typed "not published" answer. Every case, whatever the platform, is
    /// ``everyStyle``.
    public static var allCases: [TextStyle] { styles(for: TypeEnvironment.current.platform) }

    /// All 15 cases: the 11 of SwiftUI's `Font.TextStyle`, Footnote 2 (watchOS), Subtitle 1 (tvOS)
    /// and Extra Large Title 1 and 2 (visionOS).
    public static let everyStyle: [TextStyle] = [
        .extraLargeTitle, .extraLargeTitle2, .largeTitle, .title, .title2, .title3, .headline, .subtitle1,
        .subheadline, .body, .callout, .footnote, .footnote2, .caption, .caption2,
    ]

    /// The styles of a platform (see ``allCases``).
    public static func styles(for platform: Platform) -> [TextStyle] {
        let published = publishedStyles(for: platform)
        if !published.isEmpty { return published }
        return [.extraLargeTitle, .extraLargeTitle2, .largeTitle, .title, .title2, .title3, .headline,
                .subheadline, .body, .callout, .footnote, .caption, .caption2]
    }
}
