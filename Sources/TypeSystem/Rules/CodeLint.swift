/// The HIG's legibility rules over text found in source code (`typography lint` on Swift, CSS,
/// Android XML, Kotlin and Dart). The readers (the SourceLint module) say what the code shows; the
/// rules, their ids, their thresholds and their fixes live here, beside ``Lint`` and ``Legibility``.

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

    /// The level a finding has unless the configuration changes it.
    public var defaultLevel: CodeFindingLevel {
        switch self {
        case .textDoesNotScale, .belowMinimumSize, .lightWeightAtSmallSize, .dynamicTypeCapped: return .warning
        case .tightLeadingMultiline: return .note
        }
    }

    /// A one-line summary, for `--help`, SARIF's `shortDescription` and the docs.
    public var summary: String {
        switch self {
        case .textDoesNotScale: return "Text that does not scale with the user's text size"
        case .belowMinimumSize: return "Text below the platform's minimum size"
        case .lightWeightAtSmallSize: return "A light weight at a small size"
        case .dynamicTypeCapped: return "Dynamic Type capped before the accessibility sizes"
        case .tightLeadingMultiline: return "Tight leading on three or more lines"
        }
    }

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
    }

    /// How the platform's minimum size is chosen.
    public enum MinimumGuidance: Sendable, Hashable {
        /// The guidance of the language's own platform: Apple's HIG for Swift, Material 3's type
        /// scale for Android and Compose, none for CSS and Flutter (which publish no minimum).
        case language
        /// An Apple platform was named (`--platform`, a configuration glob): its HIG minimum
        /// applies to every language.
        case applePlatform
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
        let platform = usage.platform
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
        // 1. Text that does not scale. macOS and tvOS have no Dynamic Type: nothing to follow.
        if platform.supportsDynamicType || usage.styleFix == .css || usage.styleFix == .android
            || usage.styleFix == .compose || usage.styleFix == .flutter, let violation = scalingViolation(usage) {
            out.append(violation)
        }
        // 2. Below the platform's minimum at the default size.
        if let violation = minimumSizeViolation(usage) { out.append(violation) }
        // 3. Light weights at small sizes.
        if let violation = lightWeightViolation(usage) { out.append(violation) }
        // 4. Dynamic Type capped before AX1.
        out += capViolations(usage)
        // 5. Tight leading on three or more lines (information).
        if let violation = tightLeadingViolation(usage) { out.append(violation) }
        return out
    }

    /// Rule 1: text that stays one size, a pinned scale, or a size that is not a literal.
    private static func scalingViolation(_ usage: CodeTextUsage) -> CodeViolation? {
        let platform = usage.platform
        let nearest = usage.pointSize.flatMap { Legibility.nearestTextStyle(to: $0, on: platform) }
        let styleHint = nearest.map { "\(styleName($0.style, usage.styleFix)) (\(fmt($0.pointSize)) pt at \(platform.supportsDynamicType ? "Large" : "the default size"))" }
        switch usage.scaling {
        case .fixed(let what), .fixedRoot(let what):
            var fix = [String]()
            if let s = usage.scalableFix { fix.append(s) }
            if let h = styleHint { fix.append(fix.isEmpty ? "use \(h)" : "the nearest text style is \(h)") }
            let fixText = fix.isEmpty ? "use a text style" : (usage.scalableFix != nil ? "use " : "") + fix.joined(separator: "; ")
            if case .fixedRoot = usage.scaling {
                return CodeViolation(rule: .textDoesNotScale, level: .error,
                    message: "\(what) on the root overrides the reader's text size for the whole page; \(fixText)")
            } else {
                return CodeViolation(rule: .textDoesNotScale, level: .warning,
                    message: "\(what) stays the same size at every text size; \(fixText)")
            }
        case .pinned(let what):
            return CodeViolation(rule: .textDoesNotScale, level: .warning,
                message: "\(what) ignores the user's text size; remove it so text follows the setting")
        case .untraced(let what):
            return CodeViolation(rule: .textDoesNotScale, level: .note,
                message: "\(what): this size is not a literal; make sure it scales (\(usage.scalableFix.map { "for example \($0)" } ?? "a text style or a scaled size"))")
        case .scales, .optedOut:
            return nil
        }
    }

    /// Rule 2: a size below the platform's minimum at the default size.
    private static func minimumSizeViolation(_ usage: CodeTextUsage) -> CodeViolation? {
        let platform = usage.platform
        if let size = usage.pointSize, size > 0, let (minimum, source) = CodeLint.minimum(for: usage) {
            if size < minimum {
                let unit = source == nil ? "pt" : "sp"  // Material gives sp; the HIG, points
                let fix = source == nil ? nearestAtLeast(minimum, usage).map { " (\($0))" } ?? "" : ""
                return CodeViolation(rule: .belowMinimumSize, level: .warning,
                    message: "\(usage.sizeText ?? fmt(size) + " pt") is below the \(fmt(minimum)) \(unit) minimum \(source ?? "on \(platform.displayName)"); use at least \(fmt(minimum)) \(unit)\(fix)")
            }
        }
        return nil
    }

    /// Rule 3: a light weight at a small size.
    private static func lightWeightViolation(_ usage: CodeTextUsage) -> CodeViolation? {
        let platform = usage.platform
        if let size = usage.pointSize, let weight = usage.weight, Legibility.lightWeights.contains(weight),
           let small = try? Legibility.smallTextThreshold(for: platform == .catalyst ? .iOS : platform), size < small {
            return CodeViolation(rule: .lightWeightAtSmallSize, level: .warning,
                message: "\(weight.higName) at \(usage.sizeText ?? fmt(size) + " pt") is below the \(fmt(small)) pt Body size; use Regular or heavier")
        }
        return nil
    }

    /// Rule 4: Dynamic Type capped before AX1, by a category or by a scale.
    private static func capViolations(_ usage: CodeTextUsage) -> [CodeViolation] {
        let platform = usage.platform
        var out: [CodeViolation] = []
        if let cap = usage.sizeCap, cap < .accessibility1 {
            out.append(CodeViolation(rule: .dynamicTypeCapped, level: .warning,
                message: "\(usage.capText ?? cap.rawValue) stops text at \(cap.higName), before the accessibility sizes; let it reach at least AX1 (\(capName(.accessibility1, usage.styleFix)))"))
        }
        if let scale = usage.scaleCap {
            let ax1 = Legibility.accessibilityScale(on: platform, style: usage.scaleCapStyle ?? .body)
            if let base = usage.capBasePointSize, scale < ax1 - 1e-9 {
                let atAX1 = base * ax1
                out.append(CodeViolation(rule: .dynamicTypeCapped, level: .warning,
                    message: "\(usage.capText ?? "maximumPointSize") stops a \(fmt(base)) pt font at \(fmt(base * scale)) pt, before the accessibility sizes (it reaches \(fmt((atAX1 * 10).rounded() / 10)) pt at AX1); raise maximumPointSize to at least \(fmt(atAX1.rounded(.up))) or remove it"))
            } else if scale < ax1 - 1e-9 {
                out.append(CodeViolation(rule: .dynamicTypeCapped, level: .warning,
                    message: "\(usage.capText ?? "a scale of " + fmt(scale)) caps text at \(fmt(scale))×, below the \(fmt((ax1 * 100).rounded() / 100))× Body reaches at AX1; raise the cap to at least \(fmt((ax1 * 100).rounded(.up) / 100))"))
            }
        }
        return out
    }

    /// Rule 5: tight leading on three or more lines (information).
    private static func tightLeadingViolation(_ usage: CodeTextUsage) -> CodeViolation? {
        let platform = usage.platform
        if let lines = usage.lines, lines == 0 || lines > Legibility.tightLeadingMaximumLines {
            var tight = usage.tightLeadingTrait
            var detail = "tight leading"
            if !tight, let lh = usage.lineHeight, let size = usage.pointSize, size > 0,
               let n = Legibility.nearestTextStyle(to: size, on: platform), n.pointSize > 0 {
                // The tight line height the tables give the nearest style, scaled to this size.
                let limit = n.tightLineHeight * size / n.pointSize
                if lh <= limit + 1e-9 {
                    tight = true
                    detail = "a line height of \(fmt(lh)) pt on \(fmt(size)) pt text is tight leading (\(styleName(n.style, usage.styleFix)) has \(fmt(n.lineHeight)) pt)"
                }
            }
            if tight {
                let count = lines == 0 ? "unlimited" : "\(lines)"
                return CodeViolation(rule: .tightLeadingMultiline, level: .note,
                    message: "\(detail) on \(count) lines; avoid tight leading for three or more lines")
            }
        }
        return nil
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
    /// browsers' default is 16 px) and Flutter, unless an Apple platform was named.
    public static func minimum(for usage: CodeTextUsage) -> (Double, String?)? {
        if usage.minimumGuidance == .applePlatform { return (Legibility.minimumSize(for: usage.platform), nil) }
        switch usage.styleFix {
        case .swiftUI, .uiKit: return (Legibility.minimumSize(for: usage.platform), nil)
        case .android, .compose: return (materialSmallestRole, "of Material 3's type scale (Label Small)")
        case .css, .flutter: return nil
        }
    }

    /// The nearest style at or above `minimum`, for the fix of text below the minimum.
    private static func nearestAtLeast(_ minimum: Double, _ usage: CodeTextUsage) -> String? {
        guard let n = Legibility.nearestTextStyle(to: minimum, on: usage.platform), n.pointSize >= minimum else { return nil }
        return "\(styleName(n.style, usage.styleFix)) is \(fmt(n.pointSize)) pt"
    }

    /// How the code's language names a text style.
    public static func styleName(_ style: TextStyle, _ syntax: CodeTextUsage.StyleFixSyntax) -> String {
        switch syntax {
        case .swiftUI: return ".\(style.rawValue)"
        case .uiKit: return "UIFont.preferredFont(forTextStyle: .\(style.rawValue == "title" ? "title1" : style.rawValue))"
        case .css, .android, .compose, .flutter: return style.higName
        }
    }

    private static func capName(_ c: DynamicTypeSize, _ syntax: CodeTextUsage.StyleFixSyntax) -> String {
        switch syntax {
        case .swiftUI: return ".\(c.rawValue)"
        case .uiKit: return ".accessibilityMedium"
        default: return c.higName
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
