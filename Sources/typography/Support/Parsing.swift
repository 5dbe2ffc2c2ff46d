import ArgumentParser
import CLISupport
import TypeSystem
import Foundation

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

/// The help text of `--platform`, the same in every command.
let platformHelp = ArgumentHelp(
    "Platform: ios, ipados, macos (mac), catalyst, catalyst-mac, tvos, watchos, visionos. Default: $TYPOGRAPHY_PLATFORM, else the config file's `platform`, else ios.",
    valueName: "platform")
/// The help text of `--category`, the same in every command.
let categoryHelp = ArgumentHelp(
    "Dynamic Type size category: xSmall … xxxLarge, accessibility1 … accessibility5 (or HIG names: Large, AX3). Default: the desktop's text size (typography environment), else Large.",
    valueName: "category")

/// Parses a platform name for an option (did-you-mean included in the error).
/// Parses a size category name for an option (did-you-mean included in the error).
func parseCategory(_ text: String) throws -> DynamicTypeSize { try DynamicTypeSize(name: text) }

/// `--category` and its hidden spelling of the previous release, `--size`.
func category(_ current: DynamicTypeSize?, legacy: DynamicTypeSize?) throws -> DynamicTypeSize? {
    if current != nil && legacy != nil { throw CLIError.usage("give --category once (--size is its old spelling)") }
    return current ?? legacy
}

/// The platform and user settings shared by the type-system commands.
struct EnvironmentOptions: ParsableArguments {
    @Option(name: [.customShort("p"), .customLong("platform")], help: platformHelp, transform: parsePlatform)
    var platformOption: Platform?

    @Option(name: [.customShort("c"), .customLong("category")], help: categoryHelp, transform: parseCategory)
    var categoryOption: DynamicTypeSize?
    /// The previous release's spelling of `--category`, kept hidden for one release.
    @Option(name: .customLong("size"), help: .hidden, transform: parseCategory)
    var legacySize: DynamicTypeSize?

    @Option(name: .customLong("watch-case"),
            help: ArgumentHelp("Apple Watch case size in mm; sets watchOS's default size category.", valueName: "mm"))
    var watchCase: Int?

    func validate() throws {
        // Thrown from validation, a CLIError would lose its exit code: ValidationError is 64.
        do {
            if platformOption == nil { _ = try Defaults.userPlatform.get() }
            _ = try category(categoryOption, legacy: legacySize)
        } catch let e as CLIError { throw ValidationError(e.message) }
    }

    /// The platform: `--platform`, else the user's default (validated in `validate()`).
    var platform: Platform { Defaults.platform(given: platformOption) }
    /// The size category given, if any.
    var size: DynamicTypeSize? { categoryOption ?? legacySize }

    func environment(legibilityWeight: LegibilityWeight = .regular,
                     sizeRange: ClosedRange<DynamicTypeSize>? = nil) throws -> TypeEnvironment {
        if watchCase != nil && platform != .watchOS {
            throw CLIError.usage("--watch-case applies to watchos only, not \(platform.rawValue)")
        }
        if size != nil && !platform.supportsDynamicType {
            throw CLIError.usage("\(platform.rawValue) has no Dynamic Type; omit --category")
        }
        return TypeEnvironment(platform: platform,
                               dynamicTypeSize: size ?? Defaults.desktopCategory(platform, watchCase: watchCase),
                               watchCaseSizeMM: watchCase, legibilityWeight: legibilityWeight, sizeRange: sizeRange)
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
    @Option(name: .customLong("font-width"), help: ArgumentHelp("Font width: compressed, condensed, standard or expanded.", valueName: "width"),
            transform: { try FontWidth(name: $0) })
    var fontWidth: FontWidth?
    /// The previous release's spelling of `--font-width`, kept hidden for one release.
    @Option(name: .customLong("width"), help: .hidden, transform: { try FontWidth(name: $0) })
    var legacyWidth: FontWidth?
    @Flag(help: "Italic.") var italic = false

    func validate() throws {
        if fontWidth != nil && legacyWidth != nil { throw ValidationError("give --font-width once (--width is its old spelling)") }
    }

    var width: FontWidth { fontWidth ?? legacyWidth ?? .standard }

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

/// A length as people type it: `15`, `15pt`, `17px` (one CSS px is one point of Apple's UI),
/// or `1.2em` (relative to the font size, known only once the font is chosen).
enum Length: Equatable {
    case points(Double)
    case em(Double)

    /// Parses `text`; `what` names the option in the one-line error.
    init(_ text: String, what: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let units: [(String, (Double) -> Length)] = [("pt", Length.points), ("px", Length.points), ("em", Length.em)]
        for (suffix, make) in units where trimmed.hasSuffix(suffix) {
            let number = String(trimmed.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            self = make(try parseNumber(number, what: what, original: text))
            return
        }
        if let unit = trimmed.drop(while: { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }).first, unit.isLetter {
            let suffix = String(trimmed.drop(while: { !$0.isLetter }))
            let hint = TypeSystemError.closestName(to: suffix, among: ["pt", "px", "em"]).map { "; did you mean '\($0)'?" } ?? ""
            throw CLIError.usage("invalid \(what) '\(text)': unknown unit '\(suffix)'\(hint) (accepted: pt, px, em)")
        }
        self = .points(try parseNumber(trimmed, what: what, original: text))
    }

    /// The length in points, for a font of `fontSize` points (em only).
    func points(fontSize: Double) -> Double {
        switch self {
        case .points(let p): return p
        case .em(let e): return e * fontSize
        }
    }

    /// The length in points where no font size applies: em is refused.
    func points(what: String) throws -> Double {
        switch self {
        case .points(let p): return p
        case .em: throw CLIError.usage("\(what) in em needs a font size; give it in pt or px")
        }
    }
}

/// `parseNumber` for part of a typed value, naming the whole value in the error.
func parseNumber(_ text: String, what: String, original: String) throws -> Double {
    guard let value = Double(text) else { throw CLIError.usage("invalid \(what) '\(original)': not a number") }
    guard value.isFinite else { throw CLIError.usage("invalid \(what) '\(original)': not a finite number") }
    return value
}

/// The one-line error for a value that is not one of `accepted`, with the nearest accepted name
/// when one is a likely typo: `unknown alignment 'centre'; did you mean 'center'? accepted: …`.
func unknownValue(_ what: String, _ value: String, accepted: [String]) -> CLIError {
    let hint = TypeSystemError.closestName(to: value, among: accepted).map { "did you mean '\($0)'? " } ?? ""
    return CLIError.usage("unknown \(what) '\(value)'; \(hint)accepted: \(accepted.joined(separator: ", "))")
}

/// The one-line error for an output path whose extension names no image format we write.
func unknownImageFormat(_ path: String) -> CLIError {
    let ext = (path as NSString).pathExtension
    let hint = ext.isEmpty ? nil : TypeSystemError.closestName(to: ext, among: ["png", "svg", "pdf"])
    return CLIError.usage("\(path): unknown image format; \(hint.map { "did you mean .\($0)? " } ?? "")use .png, .svg or .pdf")
}
