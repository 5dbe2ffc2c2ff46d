/// Legibility rules from the HIG ("Ensuring legibility", "Using system fonts", "Conveying
/// hierarchy"), as data and as a checker for lists of text usages.
public enum Legibility {
    /// The HIG's minimum font size: "aim to use the minimum font size of 11 pt in iOS and iPadOS,
    /// 10 pt in macOS, 23 pt in tvOS, and 12 pt in visionOS and watchOS" (HIG Typography,
    /// "Ensuring legibility"). Mac Catalyst scaled to match iPad: the iOS minimum × 0.77 (derived,
    /// not published); optimized for Mac: the macOS minimum.
    public static func minimumSize(for platform: Platform) -> Double {
        switch platform {
        case .iOS, .iPadOS: return 11
        case .catalyst: return TextStyle.catalystScaled(11)
        case .macOS, .catalystMac: return 10
        case .tvOS: return 23
        case .visionOS, .watchOS: return 12
        }
    }

    /// The size below which the HIG's advice to avoid Ultralight, Thin and Light "especially when
    /// text is small" applies. The HIG gives no number; we use the platform's published Body size
    /// at its default category (iOS 17, macOS 13, tvOS 29…), so nothing here is invented.
    public static func smallTextThreshold(for platform: Platform) throws -> Double {
        let env = TypeEnvironment(platform: platform, dynamicTypeSize: platform.supportsDynamicType ? .large : nil)
        return try TextStyle.body.resolved(in: env).pointSize
    }

    /// Weights the HIG says to avoid at small sizes.
    public static let lightWeights: Set<FontWeight> = [.ultraLight, .thin, .light]

    /// The fewest lines at which the HIG says to avoid tight leading ("If you need to display three
    /// or more lines of text, avoid tight leading").
    public static let tightLeadingMaximumLines = 2
}

/// One use of text in an interface, as `typography lint` reads it.
public struct TextUsage: Sendable, Hashable {
    /// A label for reports ("Settings row subtitle").
    public var name: String?
    /// The platform the interface runs on.
    public var platform: Platform
    /// A system text style; its size and weight come from the tables unless given.
    public var style: TextStyle?
    /// The category the style is resolved at (default: Large).
    public var size: DynamicTypeSize?
    /// A custom point size (required when there is no style).
    public var pointSize: Double?
    /// An explicit weight, which wins over the style's weight and `bold`.
    public var weight: FontWeight?
    /// The bold trait: the style's emphasized weight (Bold without a style).
    public var bold: Bool
    /// The leading variant.
    public var leading: LeadingVariant
    /// How many lines the text can take.
    public var lines: Int

    /// A usage with the given properties; a style or a point size is needed to check it.
    public init(
        name: String? = nil, platform: Platform, style: TextStyle? = nil,
        size: DynamicTypeSize? = nil, pointSize: Double? = nil, weight: FontWeight? = nil,
        bold: Bool = false, leading: LeadingVariant = .standard, lines: Int = 1
    ) {
        self.name = name
        self.platform = platform
        self.style = style
        self.size = size
        self.pointSize = pointSize
        self.weight = weight
        self.bold = bold
        self.leading = leading
        self.lines = lines
    }
}

extension TextUsage: Decodable {
    enum CodingKeys: String, CodingKey {
        case name, platform, style, size, pointSize, weight, bold, leading, lines
    }

    /// An error in a usage names it by its position in the list ("usage 2: unknown text style…").
    public init(from decoder: Decoder) throws {
        do {
            try self.init(decoding: decoder)
        } catch let error as TypeSystemError {
            let position = decoder.codingPath.last?.intValue.map { "usage \($0)" } ?? "a usage"
            throw TypeSystemError(error.kind, "\(position): \(error.description)")
        }
    }

    private init(decoding decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func named<T>(_ key: CodingKeys, _ parse: (String) throws -> T) throws -> T? {
            guard let text = try c.decodeIfPresent(String.self, forKey: key) else { return nil }
            return try parse(text)
        }
        name = try c.decodeIfPresent(String.self, forKey: .name)
        guard let platform = try named(.platform, Platform.init(name:)) else {
            throw TypeSystemError(.invalidDocument, "no \"platform\"")
        }
        self.platform = platform
        style = try named(.style, TextStyle.init(name:))
        size = try named(.size, DynamicTypeSize.init(name:))
        pointSize = try c.decodeIfPresent(Double.self, forKey: .pointSize)
        weight = try named(.weight, FontWeight.init(name:))
        bold = try c.decodeIfPresent(Bool.self, forKey: .bold) ?? false
        leading = try named(.leading, LeadingVariant.init(name:)) ?? .standard
        lines = try c.decodeIfPresent(Int.self, forKey: .lines) ?? 1
    }
}

/// A HIG rule a usage breaks.
public struct LintFinding: Sendable, Hashable, Encodable {
    /// Position of the usage in the input list, from 0.
    public let index: Int
    /// The usage's label, when it has one.
    public let name: String?
    /// `belowMinimumSize`, `lightWeightAtSmallSize` or `tightLeadingMultiline`.
    public let rule: String
    /// The finding, in words, prefixed with the usage's label.
    public let message: String
    /// The usage's platform, by its stable name (`ios`).
    public let platform: String
    /// The point size that was checked.
    public let pointSize: Double
}

/// The HIG's legibility rules over a list of text usages.
public enum Lint {
    /// Checks each usage against the HIG's legibility rules.
    public static func check(_ usages: [TextUsage]) throws -> [LintFinding] {
        var findings: [LintFinding] = []
        for (index, usage) in usages.enumerated() {
            let label = usage.name.map { "'\($0)'" } ?? "usage \(index)"
            let pointSize: Double
            let weight: FontWeight
            if let style = usage.style {
                let env = TypeEnvironment(platform: usage.platform, dynamicTypeSize: usage.size)
                let resolved: ResolvedStyle
                do {
                    resolved = try style.resolved(
                        in: env, modifiers: StyleModifiers(bold: usage.bold, weight: usage.weight, leading: usage.leading))
                } catch let error as TypeSystemError {
                    throw TypeSystemError(error.kind, "\(label): \(error.description)")
                }
                pointSize = usage.pointSize ?? resolved.pointSize
                weight = resolved.weight
            } else {
                guard let size = usage.pointSize else {
                    throw TypeSystemError(.invalidDocument, "\(label) has neither \"style\" nor \"pointSize\"")
                }
                pointSize = size
                weight = usage.weight ?? (usage.bold ? .bold : .regular)
            }
            try TrackingRules.validatePointSize(pointSize, what: "pointSize of \(label)")
            guard usage.lines >= 1 else {
                throw TypeSystemError(.invalidDocument, "\(label) has lines \(usage.lines); must be at least 1")
            }
            func add(_ rule: String, _ message: String) {
                findings.append(LintFinding(
                    index: index, name: usage.name, rule: rule, message: "\(label): \(message)",
                    platform: usage.platform.rawValue, pointSize: pointSize))
            }
            let minimum = Legibility.minimumSize(for: usage.platform)
            if pointSize < minimum {
                add("belowMinimumSize",
                    "\(fmt(pointSize)) pt is below the \(fmt(minimum)) pt minimum for \(usage.platform.rawValue)")
            }
            if Legibility.lightWeights.contains(weight) {
                let small = try Legibility.smallTextThreshold(for: usage.platform)
                if pointSize < small {
                    add("lightWeightAtSmallSize",
                        "\(weight.higName) at \(fmt(pointSize)) pt; avoid Ultralight, Thin and Light below \(fmt(small)) pt (Body) on \(usage.platform.rawValue)")
                }
            }
            if usage.leading == .tight && usage.lines > Legibility.tightLeadingMaximumLines {
                add("tightLeadingMultiline", "tight leading on \(usage.lines) lines; avoid it for three or more lines")
            }
        }
        return findings
    }

    private static func fmt(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v)
    }
}
