import ArgumentParser
import CLISupport
import TypeSystem

/// `typography table`: a platform's whole type ramp at one size category.
struct Table: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Print a platform's text styles at a size category (Apple's published table).")

    @OptionGroup var env: EnvironmentOptions
    @Flag(name: [.customShort("j"), .long], help: "Print JSON: an array with one object per style.") var json = false
    @Flag(help: "Print CSS: one class per style (font-size, line-height, font-weight, letter-spacing in em).")
    var css = false

    func validate() throws {
        if json && css { throw ValidationError("--json and --css cannot be used together") }
    }

    func run() throws {
        let environment = try env.environment()
        let styles = TextStyle.publishedStyles(for: env.platform)
        let resolved = try typeSystem { try styles.map { try $0.resolved(in: environment) } }
        if json {
            try Out.json(resolved)
            return
        }
        if css {
            Out.line(cssRamp(resolved, platform: env.platform))
            return
        }
        if styles.isEmpty {
            Out.record("\(env.platform.displayName): no published text styles")
            Out.record("note: \(TextStyle.unpublishedPlatformNote(env.platform))")
            return
        }
        Out.record(describeHeader(resolved.first, platform: env.platform))
        var table = TextTable(
            ["Style", "Weight", "Size", "Leading", "Emphasized", "Tracking (1/1000 em)", "Tracking (pt)"],
            rightAligned: [2, 3, 5, 6])
        for r in resolved {
            table.add([r.style.higName(on: r.platform), r.weight.higName, formatNumber(r.pointSize), formatNumber(r.lineHeight),
                       r.emphasizedWeight?.higName ?? "—", formatNumber(r.tracking.perMille, maxFractionDigits: 2),
                       formatNumber(r.tracking.points, maxFractionDigits: 3)])
        }
        Out.line(table.render())
        let notes = Set(resolved.flatMap { $0.assumptions.names })
        for note in Assumptions.all where notes.contains(note.1) { Out.record("note: \(note.2)") }
    }
}

func describeHeader(_ first: ResolvedStyle?, platform: Platform) -> String {
    var s = platform.displayName
    if let size = first?.size { s += ", \(size.rawValue)" } else { s += " (no Dynamic Type)" }
    if let family = first?.family { s += ", \(family)" }
    return s
}

/// `typography resolve`: one style in an environment, with modifiers.
struct Resolve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve one text style with traits: bold, Bold Text, leading, design, width, italic.")

    @Argument(help: "Text style: largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2, footnote2, subtitle1, extraLargeTitle, extraLargeTitle2 (or HIG names).",
              transform: { try TextStyle(name: $0) })
    var style: TextStyle

    @OptionGroup var env: EnvironmentOptions

    @OptionGroup var traits: StyleTraitOptions
    @Option(name: .customLong("category-range"),
            help: ArgumentHelp("Limit the category to a range, as SwiftUI's dynamicTypeSize(_:): small...AX2, large..., ...xxLarge, small..<AX1.", valueName: "range"))
    var categoryRange: String?
    @Option(name: .customLong("min-size"), help: ArgumentHelp("Smallest allowed size category (clamps --category).", valueName: "category"),
            transform: { try DynamicTypeSize(name: $0) })
    var minSize: DynamicTypeSize?
    @Option(name: .customLong("max-size"), help: ArgumentHelp("Largest allowed size category (clamps --category).", valueName: "category"),
            transform: { try DynamicTypeSize(name: $0) })
    var maxSize: DynamicTypeSize?
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    func run() throws {
        var range: ClosedRange<DynamicTypeSize>?
        if let categoryRange {
            guard minSize == nil && maxSize == nil else { throw CLIError.usage("give --category-range or --min-size/--max-size, not both") }
            range = try parseCategoryRange(categoryRange)
        }
        if minSize != nil || maxSize != nil {
            let lo = minSize ?? .xSmall
            let hi = maxSize ?? .accessibility5
            guard lo <= hi else {
                throw CLIError.usage("--min-size \(lo.rawValue) is larger than --max-size \(hi.rawValue)")
            }
            range = lo...hi
        }
        let environment = try env.environment(legibilityWeight: traits.legibilityWeight, sizeRange: range)
        let r = try typeSystem { try style.resolved(in: environment, modifiers: traits.modifiers) }
        if json {
            try Out.json(r)
            return
        }
        var t = TextTable(["Field", "Value"])
        t.add(["platform", r.platform.rawValue])
        t.add(["size", r.size?.rawValue ?? "— (no Dynamic Type)"])
        t.add(["style", r.style.rawValue])
        t.add(["family", r.family])
        t.add(["design", r.design.rawValue])
        t.add(["weight", "\(r.weight.higName) (\(r.weight.numericValue))"])
        t.add(["emphasizedWeight", r.emphasizedWeight?.higName ?? "— (not published)"])
        t.add(["width", r.width.rawValue])
        t.add(["italic", r.italic ? "yes" : "no"])
        t.add(["pointSize", formatNumber(r.pointSize)])
        t.add(["lineHeight", "\(formatNumber(r.lineHeight)) (\(r.leading.rawValue) leading)"])
        t.add(["tracking", "\(formatNumber(r.tracking.perMille, maxFractionDigits: 3))/1000 em = \(formatNumber(r.tracking.points, maxFractionDigits: 4)) pt"])
        t.add(["opticalSize", formatNumber(r.opticalSize)])
        Out.line(t.render())
        for note in Assumptions.all where r.assumptions.contains(note.0) { Out.record("note: \(note.2)") }
    }
}

/// The ramp as CSS. Sizes are CSS px (1 pt of Apple's UI = 1 CSS px); letter-spacing is the
/// tracking in em (per mille ÷ 1000), which is size-independent as CSS expects.
func cssRamp(_ styles: [ResolvedStyle], platform: Platform) -> String {
    var lines = ["/* \(describeHeader(styles.first, platform: platform)). Generated by `typography table --css`"
                 + " from Apple's published tables. */"]
    let generic: [FontDesign: String] = [.default: "system-ui", .rounded: "ui-rounded", .serif: "ui-serif",
                                         .monospaced: "ui-monospace"]
    for r in styles {
        lines.append(".\(r.style.rawValue) {")
        lines.append("  font-family: \(generic[r.design] ?? "system-ui");")
        lines.append("  font-size: \(formatNumber(r.pointSize, maxFractionDigits: 3))px;")
        lines.append("  line-height: \(formatNumber(r.lineHeight, maxFractionDigits: 3))px;")
        lines.append("  font-weight: \(r.weight.numericValue);")
        lines.append("  letter-spacing: \(formatNumber(r.tracking.perMille / 1000, maxFractionDigits: 5))em;")
        lines.append("}")
    }
    return lines.joined(separator: "\n")
}

/// A range of size categories as Swift writes ranges: `a...b`, `a..<b`, `a...`, `...b`, `..<b`.
/// The sizes it contains, as a closed range; an empty one is a usage error.
func parseCategoryRange(_ text: String) throws -> ClosedRange<DynamicTypeSize> {
    let all = DynamicTypeSize.allCases
    func category(_ s: Substring) throws -> DynamicTypeSize { try typeSystem { try DynamicTypeSize(name: String(s)) } }
    var contained: [DynamicTypeSize]
    if let r = text.range(of: "..<") {
        let lo = text[..<r.lowerBound], hi = text[r.upperBound...]
        guard !hi.isEmpty else { throw CLIError.usage("invalid category range '\(text)': ..< needs an upper bound") }
        let upper = try category(hi)
        let lower = lo.isEmpty ? all[0] : try category(lo)
        contained = all.filter { $0 >= lower && $0 < upper }
    } else if let r = text.range(of: "...") {
        let lo = text[..<r.lowerBound], hi = text[r.upperBound...]
        guard !(lo.isEmpty && hi.isEmpty) else { throw CLIError.usage("invalid category range '\(text)': give a bound") }
        let lower = lo.isEmpty ? all[0] : try category(lo)
        let upper = hi.isEmpty ? all[all.count - 1] : try category(hi)
        contained = all.filter { $0 >= lower && $0 <= upper }
    } else {
        throw CLIError.usage("invalid category range '\(text)': write small...AX2, large..., ...xxLarge or small..<AX1")
    }
    guard let first = contained.first, let last = contained.last else {
        throw CLIError.usage("invalid category range '\(text)': it contains no size category")
    }
    return first...last
}
