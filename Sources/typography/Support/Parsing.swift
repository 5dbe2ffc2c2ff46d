import ArgumentParser
import TypeSystem

/// Converts a library error into the tool's one-line error.
func mapTypeSystemError(_ error: TypeSystemError) -> CLIError {
    switch error.kind {
    case .unknownName, .invalidNumber, .notPublished: return .usage(error.description)
    case .invalidDocument: return .dataError(error.description)
    }
}

/// Runs `body`, turning `TypeSystemError` into the tool's error with the right exit code.
func typeSystem<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as TypeSystemError { throw mapTypeSystemError(error) }
}

/// Parses a number given on the command line; rejects NaN and infinities with a usage error.
func parseNumber(_ text: String, what: String) throws -> Double {
    guard let value = Double(text) else { throw CLIError.usage("invalid \(what) '\(text)': not a number") }
    guard value.isFinite else { throw CLIError.usage("invalid \(what) '\(text)': not a finite number") }
    return value
}

/// The platform and user settings shared by the type-system commands.
struct EnvironmentOptions: ParsableArguments {
    @Option(help: "Platform: ios, ipados, macos, catalyst, catalyst-mac, tvos, watchos, visionos.",
            transform: { try Platform(name: $0) })
    var platform: Platform

    @Option(name: .long,
            help: "Content size category: xSmall … xxxLarge, accessibility1 … accessibility5 (or HIG names: Large, AX3).",
            transform: { try ContentSizeCategory(name: $0) })
    var size: ContentSizeCategory?

    @Option(name: .customLong("watch-case"),
            help: "Apple Watch case size in mm; sets watchOS's default size category.")
    var watchCase: Int?

    func environment(legibilityWeight: LegibilityWeight = .regular,
                     sizeRange: ClosedRange<ContentSizeCategory>? = nil) throws -> TypeEnvironment {
        if watchCase != nil && platform != .watchOS {
            throw CLIError.usage("--watch-case applies to watchos only, not \(platform.rawValue)")
        }
        if size != nil && !platform.supportsDynamicType {
            throw CLIError.usage("\(platform.rawValue) has no Dynamic Type; omit --size")
        }
        return TypeEnvironment(platform: platform, sizeCategory: size, watchCaseSizeMM: watchCase,
                               legibilityWeight: legibilityWeight, sizeRange: sizeRange)
    }
}

/// A text style's traits, shared by `resolve` and `specimen`.
struct StyleTraitOptions: ParsableArguments {
    @Flag(help: "The bold symbolic trait: the style's emphasized weight.") var bold = false
    @Option(help: "An explicit weight (ultraLight … black), which wins over the style's and --bold.",
            transform: { try FontWeight(name: $0) })
    var weight: FontWeight?
    @Option(name: .customLong("legibility-weight"), help: "The Bold Text setting: regular or bold.",
            transform: { try LegibilityWeight(name: $0) })
    var legibilityWeight: LegibilityWeight = .regular
    @Option(help: "Leading: tight, standard or loose.", transform: { try LeadingVariant(name: $0) })
    var leading: LeadingVariant = .standard
    @Option(help: "Design: default, rounded, serif or monospaced.", transform: { try FontDesign(name: $0) })
    var design: FontDesign = .default
    @Option(help: "Width: compressed, condensed, standard or expanded.", transform: { try FontWidth(name: $0) })
    var width: FontWidth = .standard
    @Flag(help: "Italic.") var italic = false

    var modifiers: StyleModifiers {
        StyleModifiers(bold: bold, weight: weight, leading: leading, design: design, width: width, italic: italic)
    }
}

/// The one positional value of a command whose value may be negative (collected with
/// `.allUnrecognized` so that "-5" is not taken for an option).
func single(_ values: [String], what: String) throws -> String {
    guard let first = values.first else { throw CLIError.usage("missing \(what)") }
    guard values.count == 1 else {
        throw CLIError.usage("unexpected argument '\(values[1])' after the \(what)")
    }
    return first
}
