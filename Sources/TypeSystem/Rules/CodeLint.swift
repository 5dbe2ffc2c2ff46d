/// The HIG's legibility rules over text found in source code (`typography lint` on Swift, CSS,
/// Android XML, Kotlin and Dart). The readers (the SourceLint module) say what the code shows; the
/// rules, their ids and their thresholds live here, beside ``Lint`` and ``Legibility``: each rule
/// is one unit with its metadata, check and examples (Rules/CodeRules/).

/// A rule of the source lint, with its stable id (the id in reports, SARIF and suppressions).
public enum CodeRule: String, CaseIterable, Sendable, Hashable, Codable {
    /// Text whose size ignores the user's text size (Dynamic Type, the browser's or Android's
    /// font scale): the HIG's "Support Dynamic Type".
    case textDoesNotScale
    /// Text below the platform's minimum size at the default text size.
    case belowMinimumSize
    /// Ultralight, Thin or Light below the Body size.
    case lightWeightAtSmallSize
    /// Dynamic Type limited to sizes that end before the accessibility sizes (AX1).
    case dynamicTypeCapped
    /// Tight leading on text of three or more lines.
    case tightLeadingMultiline

    /// Accepts the id, case-insensitively, with or without dashes (`text-does-not-scale`).
    public init?(id: String) {
        let key = id.lowercased().filter { $0 != "-" && $0 != "_" }
        guard let rule = CodeRule.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = rule
    }
}

/// How serious a finding is, as compilers and SARIF say it.
public enum CodeFindingLevel: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
    /// Information, a warning, an error (SARIF's and compilers' names).
    case note, warning, error

    /// Accepts `note`, `warning` or `error` (case-insensitive).
    public init?(name: String) {
        guard let level = CodeFindingLevel(rawValue: name.lowercased()) else { return nil }
        self = level
    }

    private var order: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
    /// Note < warning < error.
    public static func < (a: CodeFindingLevel, b: CodeFindingLevel) -> Bool { a.order < b.order }
}

/// A rule broken by text in source code, before it has a place in a file.
public struct CodeViolation: Sendable, Hashable {
    /// The rule broken.
    public let rule: CodeRule
    /// Its level before the configuration changes it.
    public let level: CodeFindingLevel
    /// One line naming the value and the fix.
    public let message: String

    /// A violation of `rule` at `level`, said in `message`.
    public init(rule: CodeRule, level: CodeFindingLevel, message: String) {
        self.rule = rule
        self.level = level
        self.message = message
    }
}

/// The nearest text style to a point size, from the published tables.
public struct NearestTextStyle: Sendable, Hashable {
    /// The style.
    public let style: TextStyle
    /// The style's size at the platform's default text size (Large where there is Dynamic Type).
    public let pointSize: Double
    /// The style's standard line height at that size.
    public let lineHeight: Double
    /// Its tight line height (the leading the HIG's tight leading gives).
    public let tightLineHeight: Double
}

extension Legibility {
    /// The text style whose size at the platform's default text size is nearest to `pointSize`
    /// (HIG "Specifications" tables, through ``TextStyle/resolved(in:modifiers:)``). A tie goes to
    /// the larger style (the more legible fix); between styles of one size, the Regular one (Body
    /// before Headline). Nil only for a platform with no published table.
    public static func nearestTextStyle(to pointSize: Double, on platform: Platform) -> NearestTextStyle? {
        var best: NearestTextStyle?
        var bestScore = Double.infinity
        for candidate in publishedStyles[platform] ?? [] {
            // Distance first; a larger style wins a tie (-1), a Regular style wins between equals.
            var score = abs(candidate.style.pointSize - pointSize) * 1000
            if candidate.style.pointSize > pointSize { score -= 1 }
            if !candidate.regular { score += 0.5 }
            if score < bestScore {
                bestScore = score
                best = candidate.style
            }
        }
        return best
    }

    /// Every platform's text styles at its default size, resolved once (the lint asks for the
    /// nearest style of every size it reads).
    private static let publishedStyles: [Platform: [(style: NearestTextStyle, regular: Bool)]] = {
        var all: [Platform: [(style: NearestTextStyle, regular: Bool)]] = [:]
        for platform in Platform.allCases {
            let env = TypeEnvironment(platform: platform, dynamicTypeSize: platform.supportsDynamicType ? .large : nil)
            all[platform] = TextStyle.allCases.compactMap { style in
                guard let r = try? style.resolved(in: env),
                      let tight = try? style.resolved(in: env, modifiers: StyleModifiers(leading: .tight)) else { return nil }
                return (NearestTextStyle(style: style, pointSize: r.pointSize, lineHeight: r.lineHeight, tightLineHeight: tight.lineHeight),
                        r.weight == .regular)
            }
        }
        return all
    }()

    /// The scale `style` (Body unless named) has at AX1 against Large (28/17 for Body on iOS): a text scale capped
    /// below it ends before the accessibility sizes. From the published iOS Dynamic Type table.
    public static func accessibilityScale(on platform: Platform, style: TextStyle = .body) -> Double {
        let p: Platform = platform.supportsDynamicType ? platform : .iOS
        guard let large = try? style.resolved(in: TypeEnvironment(platform: p, dynamicTypeSize: .large)),
              let ax1 = try? style.resolved(in: TypeEnvironment(platform: p, dynamicTypeSize: .accessibility1)),
              large.pointSize > 0 else { return 28.0 / 17.0 }
        return ax1.pointSize / large.pointSize
    }
}

/// What a reader saw of one piece of text in source code: its size and how it is set, as far as
/// the code shows. Every field the code does not show stays nil.
public struct CodeTextUsage: Sendable, Hashable {
    /// How the size relates to the user's text size.
    public enum Scaling: Sendable, Hashable {
        /// Scales, or nothing is known against it.
        case scales
        /// A fixed size (`.system(size:)`, `14px`, `14dp`): `what` is the code as written.
        case fixed(what: String)
        /// A fixed size at the root of a document (`html { font-size: 14px }`): every size below
        /// it stops following the reader's setting. An error.
        case fixedRoot(what: String)
        /// A text scale pinned to one value (`TextScaler.noScaling`, a `fontScale` of 1,
        /// `adjustsFontForContentSizeCategory = false`).
        case pinned(what: String)
        /// An explicit, documented opt-out (`Font.custom(_:fixedSize:)`): not reported.
        case optedOut
        /// A size that is not a literal and could not be traced to one or to a scaled value within
        /// the file (a parameter of a public function, a property of another type): `what` is the
        /// code as written. A note, not a warning: the reader cannot see whether it scales.
        case untraced(what: String)
        /// A fixed size that is one of those the app's own text-size setting switches between
        /// (style sheet rules under `html.font-size-small`, `html.font-size-large`; a size times
        /// a preference read from `@AppStorage` or `UserDefaults`): `what` is the code as
        /// written, `mechanism` names the setting. A note: the app scales its text its own way,
        /// which the reader cannot judge against the user's system-wide text size.
        case appSetting(what: String, mechanism: String)
    }

    /// How the platform's minimum size is chosen.
    public enum MinimumGuidance: Sendable, Hashable {
        /// The guidance of the language's own platform: Apple's HIG for Swift, Material 3's type
        /// scale for Android and Compose, none for CSS and Flutter (which publish no minimum).
        case language
        /// An Apple platform was named (`--platform`, a configuration glob): its HIG minimum
        /// applies to every language.
        case applePlatform
        /// Material 3's type scale, in Flutter code built on Material (a file that imports
        /// `package:flutter/material.dart`, whose text styles are Material's).
        case material
    }

    /// The platform whose rules apply.
    public var platform: Platform
    /// The size at the default text size, in points (CSS px and Android sp/dp count as points).
    public var pointSize: Double?
    /// The size as written ("14px", "size: 14"), for messages.
    public var sizeText: String?
    /// How the size follows the user's text size.
    public var scaling: Scaling
    /// How to write the size so that it scales, in the code's own language ("0.875rem", "14sp");
    /// the rule adds the nearest text style.
    public var scalableFix: String?
    /// How the code names a text style ("`.subheadline`", "`Subhead`"): `%@` is the SwiftUI name.
    public var styleFix: StyleFixSyntax
    /// The weight, when the code sets one.
    public var weight: FontWeight?
    /// Lines the text can take when the code says so (`lineLimit(3)`, `maxLines="4"`; 0 = no limit).
    public var lines: Int?
    /// The line height in points, or the tight-leading trait (`.leading(.tight)`).
    public var lineHeight: Double?
    /// Whether the code asks for tight leading (`.leading(.tight)`, `traitTightLeading`, a line spacing below 1).
    public var tightLeadingTrait: Bool
    /// The largest text size allowed (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`).
    public var sizeCap: DynamicTypeSize?
    /// The largest text scale allowed (`clamp(maxScaleFactor: 1.3)`).
    public var scaleCap: Double?
    /// The code of the cap as written, for messages.
    public var capText: String?
    /// The text style a `scaleCap` is measured against (UIFontMetrics' style; nil: Body).
    public var scaleCapStyle: TextStyle?
    /// The font size a `maximumPointSize` cap applies to: `scaleCap` is then the cap over it.
    public var capBasePointSize: Double?
    /// Whose minimum size applies (the language's own platform unless an Apple platform was named).
    public var minimumGuidance: MinimumGuidance = .language

    /// How a fix names a text style in the code's language.
    public enum StyleFixSyntax: Sendable, Hashable {
        /// `.subheadline`; `UIFont.preferredFont(forTextStyle:)`; the HIG's style names for CSS, Android, Compose and Flutter.
        case swiftUI, uiKit, css, android, compose, flutter
    }

    /// A usage on `platform`; every field the code does not show stays nil.
    public init(platform: Platform, pointSize: Double? = nil, sizeText: String? = nil, scaling: Scaling = .scales,
                scalableFix: String? = nil, styleFix: StyleFixSyntax, weight: FontWeight? = nil, lines: Int? = nil,
                lineHeight: Double? = nil, tightLeadingTrait: Bool = false, sizeCap: DynamicTypeSize? = nil,
                scaleCap: Double? = nil, capText: String? = nil) {
        self.platform = platform
        self.pointSize = pointSize
        self.sizeText = sizeText
        self.scaling = scaling
        self.scalableFix = scalableFix
        self.styleFix = styleFix
        self.weight = weight
        self.lines = lines
        self.lineHeight = lineHeight
        self.tightLeadingTrait = tightLeadingTrait
        self.sizeCap = sizeCap
        self.scaleCap = scaleCap
        self.capText = capText
    }
}

/// The source lint's rules.
public enum CodeLint {
    /// The rules `usage` breaks, each with its default level and a one-line message naming the
    /// value and the fix.
    public static func check(_ usage: CodeTextUsage) -> [CodeViolation] {
        var out: [CodeViolation] = []
        // A size below 4 pt is a placeholder (`UIFont(name:size: 1)`, resized later with
        // `withSize(_:)`; `font-size: 0` to hide text), not text anyone reads: no size rule applies.
        if let size = usage.pointSize, size < placeholderBelow {
            var rest = usage
            rest.pointSize = nil
            rest.scaling = .scales
            rest.weight = nil
            rest.lines = nil
            return check(rest)
        }
        // Each rule is one unit (Rules/CodeRules/), checked in the order of ``CodeRule``.
        for rule in CodeRule.allCases { out += rule.unit.check(usage) }
        return out
    }

    /// Sizes below this many points are placeholders, not text: `UIFont(name: "Custom", size: 1)`
    /// names a face that is resized later, `font-size: 0` hides text. No size rule applies.
    public static let placeholderBelow = 4.0

    /// Material 3's smallest type-scale role, Label Small: 11 sp (m3.material.io, "Type scale
    /// tokens", `md.sys.typescale.label-small.size`; Compose's `TypeScaleTokens.LabelSmallSize`).
    /// Material publishes no other minimum; the lint reports text below its smallest role.
    public static let materialSmallestRole = 11.0

    /// The minimum size for `usage` and, when it is not Apple's HIG, whose guidance it is (for the
    /// message). Nil where the platform publishes no minimum: CSS (WCAG sets no minimum size;
    /// browsers' default is 16 px) and Flutter not built on Material, unless an Apple platform was
    /// named.
    public static func minimum(for usage: CodeTextUsage) -> (Double, String?)? {
        if usage.minimumGuidance == .applePlatform { return (Legibility.minimumSize(for: usage.platform), nil) }
        if usage.minimumGuidance == .material { return (materialSmallestRole, "of Material 3's type scale (Label Small)") }
        switch usage.styleFix {
        case .swiftUI, .uiKit: return (Legibility.minimumSize(for: usage.platform), nil)
        case .android, .compose: return (materialSmallestRole, "of Material 3's type scale (Label Small)")
        case .css, .flutter: return nil
        }
    }

    /// How the code's language names a text style; AppKit's class on macOS (`NSFont`, whose
    /// `preferredFont(forTextStyle:options:)` defaults its options), UIKit's elsewhere.
    public static func styleName(_ style: TextStyle, _ syntax: CodeTextUsage.StyleFixSyntax, platform: Platform = .iOS) -> String {
        switch syntax {
        case .swiftUI: return ".\(style.rawValue)"
        case .uiKit:
            return "\(platform == .macOS ? "NSFont" : "UIFont").preferredFont(forTextStyle: .\(style.rawValue == "title" ? "title1" : style.rawValue))"
        case .css, .android, .compose, .flutter: return style.higName
        }
    }

    /// A line count written in source code, as a whole number that cannot trap: a negative, NaN
    /// or fractional count is rounded down into 0…1,000,000 (`maxLines = 1e400` is a huge count).
    public static func lineCount(_ n: Double) -> Int {
        guard !n.isNaN else { return 0 }
        return Int(min(max(n, 0), 1_000_000).rounded(.down))
    }

    /// A number as people write it: 14, 14.5.
    public static func fmt(_ v: Double) -> String {
        guard v.isFinite else { return String(v) }
        if v == v.rounded() && abs(v) < 1e9 { return String(Int(v)) }
        let r = (v * 10000).rounded() / 10000
        return String(r)
    }
}
