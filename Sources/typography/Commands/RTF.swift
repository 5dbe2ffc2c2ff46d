import ArgumentParser
import CLISupport
import FontCatalog
import FontFile
import TypeSystem
import SafeFile
import Foundation
import TextScaling

/// `typography rtf`: Cocoa RTF and the iOS (17 pt) / standard (13 pt) text scalings.
struct RTF: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rtf",
        abstract: "Read and convert Cocoa RTF between the iOS (17 pt) and standard (13 pt) text scalings.",
        subcommands: [Info.self, Convert.self, RTFRender.self])

    // MARK: info

    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "info",
            abstract: "Show a document's text scaling, platform, fonts and sizes.")

        @Argument(help: "The RTF file.") var file: String
        @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false
        @Flag(name: .customLong("no-font-check"),
              help: "Do not consult the font catalog: every font is reported as not checked.")
        var noFontCheck = false
        @OptionGroup var catalogOptions: CatalogOptions

        func run() throws {
            let document = try RTFFile.read(file)
            var resolutions: [String: FontResolution] = [:]
            if !noFontCheck {
                let catalog = try catalogOptions.open()
                for font in document.fonts where resolutions[font.name] == nil {
                    resolutions[font.name] = FontResolution(font, in: catalog)
                }
            }
            let found = resolutions
            let availability = noFontCheck
                ? FontAvailabilityCheck { _ in nil }
                : FontAvailabilityCheck { font in
                    // Found by name; or, for Apple's private system names, drawn in the system design.
                    found[font.name].map { $0.status == "found" || (font.systemFont != nil && $0.status == "substituted") }
                }
            let report = document.fontReport(using: availability)
            let out = InfoOutput(file: file, document: document, report: report, resolutions: found)
            if json {
                try Out.json(out)
            } else {
                Out.line(out.text)
            }
        }
    }

    // MARK: convert

    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "convert",
            abstract: "Convert a document to the standard or iOS text scaling, or tag it for view-based scaling.",
            discussion: """
                Model-based (default): every \\fs size is converted (13/17 or 17/13, rounded to \
                half-points as docs/text-scaling.md describes), the paragraph lengths with them \
                (\\fi \\li \\ri \\sb \\sa, \\sl unless \\slmult1, Cocoa's \\slleading \\slminimum \\slmaximum, \
                tab stops and \\vieww \\viewh, rounded to twips; the paper size and margins are kept), \
                and the document is tagged with the target scaling. With --view the sizes are kept, the document is tagged with its own \
                scaling, and the scale to render it at in the target scaling is reported.
                Everything else in the file is copied byte for byte. The output is written \
                atomically: -o may name the input, which is then replaced only once the new file \
                is complete.
                """)

        @Argument(help: "The RTF file.") var file: String
        @Option(help: ArgumentHelp("The target scaling: standard (the Mac's 13 pt; also mac) or ios (17 pt).", valueName: "scaling")) var to: String
        @Option(help: "The scaling the document's sizes are in (overrides its tag): standard or ios.")
        var from: String?
        @Option(name: [.customShort("p"), .customLong("platform")], help: "The platform the document was written on (ios or macos): infers the scaling of an untagged document; written as \\cocoaplatform.")
        var platform: String?
        @Flag(help: "View-based: keep the sizes and report the render scale instead of converting them.")
        var view = false
        @Flag(help: "Refuse if a size would not come back exactly when converted back.")
        var exact = false
        @Option(name: [.short, .customLong("output")], help: "The file to write (may be the input).")
        var output: String
        @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

        func run() throws {
            let target = try RTFFile.scaling(to, option: "--to", file: file)
            let source = try from.map { try RTFFile.scaling($0, option: "--from", file: file) }
            let platform = try self.platform.map { try RTFFile.platform($0, file: file) }
            let document = try RTFFile.read(file)
            let conversion: RTFDocument.Conversion
            do {
                conversion = try document.convert(to: target, from: source, platform: platform,
                                                  approach: view ? .view : .model, requireExactRoundTrip: exact)
            } catch {
                switch error.kind {
                case .untagged:
                    throw CLIError.usage("\(file): the document has no \\cocoatextscaling tag; name its scaling with --from standard|ios or the platform it was written on with --platform macos|ios")
                case .ambiguousScaling:
                    throw CLIError.dataError("\(file): \(error.description) (with --from)")
                default:
                    throw CLIError.dataError("\(file): \(error.description)")
                }
            }
            try RTFFile.writeAtomically(conversion.result, to: output)
            let out = ConvertOutput(input: file, output: output, conversion: conversion,
                                    bytesIn: document.bytes.count)
            if json {
                try Out.json(out)
            } else {
                Out.line(out.text)
            }
        }
    }
}

// MARK: - Files

enum RTFFile {
    /// The names people type for each scaling: `standard` is the Mac's 13 pt one, `ios` 17 pt.
    static let scalingNames: [(String, TextScalingType)] = [
        ("standard", .standard), ("mac", .standard), ("macos", .standard), ("13", .standard),
        ("ios", .iOS), ("iphone", .iOS), ("ipad", .iOS), ("ipados", .iOS), ("17", .iOS),
    ]
    static let platformNames: [(String, CocoaPlatform)] = [
        ("macos", .macOS), ("mac", .macOS), ("osx", .macOS), ("ios", .iOS), ("iphone", .iOS), ("ipad", .iOS),
        ("ipados", .iOS),
    ]

    static func scaling(_ text: String, option: String, file: String) throws -> TextScalingType {
        try named(text, in: scalingNames, what: "scaling", option: option, accepted: "standard (mac), ios", file: file)
    }

    static func platform(_ text: String, file: String) throws -> CocoaPlatform {
        try named(text, in: platformNames, what: "platform", option: "--platform", accepted: "macos (mac), ios", file: file)
    }

    private static func named<T>(_ text: String, in names: [(String, T)], what: String, option: String,
                                 accepted: String, file: String) throws -> T {
        let key = text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        if let hit = names.first(where: { $0.0 == key }) { return hit.1 }
        let hint = TypeSystemError.closestName(to: text, among: names.map(\.0)).map { "did you mean '\($0)'? " } ?? ""
        throw CLIError.usage("\(file): unknown \(what) '\(text)' for \(option); \(hint)accepted: \(accepted)")
    }

    /// Reads and parses `path`: 66 when it cannot be read, 65 when it is not well-formed RTF.
    static func read(_ path: String) throws -> RTFDocument {
        let data = try CLISupport.InputFile.read(path, limit: Int(Int32.max))
        do {
            return try RTFDocument(bytes: data)
        } catch {
            throw CLIError.dataError("\(path): \(error.description)")
        }
    }


    /// Streams a written document to `path` atomically (see `AtomicFile.write(to:producing:)`):
    /// the new document is never held whole in memory. Failures exit 73.
    static func writeAtomically(_ result: RTFDocument.WriteResult, to path: String) throws {
        do {
            try AtomicFile.write(to: path) { sink in try result.write(to: sink) }
        } catch {
            throw CLIError.cantCreate(error.description)
        }
    }

    /// Writes `bytes` to `path` atomically (see `AtomicFile.write`); failures exit 73.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw CLIError.cantCreate(error.description)
        }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}

/// Exactly the JSON `null` for a missing value (the synthesized encoding would drop the key).
private struct Fields<Key: CodingKey> {
    var container: KeyedEncodingContainer<Key>

    mutating func put<T: Encodable>(_ value: T?, _ key: Key) throws {
        if let value { try container.encode(value, forKey: key) } else { try container.encodeNil(forKey: key) }
    }
}

// MARK: - rtf info output

/// `rtf info --json`. Field names are documented in docs/rtf.md.
struct InfoOutput: Encodable {
    /// What an Apple private name (".SFUI-Semibold") stands for.
    struct System: Encodable {
        let design: String
        let weight: String?
        let italic: Bool
        let opticalSize: String?

        enum CodingKeys: String, CodingKey { case design, weight, italic, opticalSize }

        init(_ name: SystemFontName) {
            design = name.design.rawValue
            weight = name.weight?.rawValue
            italic = name.italic
            opticalSize = name.opticalSize?.rawValue
        }

        func encode(to encoder: Encoder) throws {
            var f = Fields(container: encoder.container(keyedBy: CodingKeys.self))
            try f.put(design, .design)
            try f.put(weight, .weight)
            try f.put(italic, .italic)
            try f.put(opticalSize, .opticalSize)
        }
    }

    struct Font: Encodable {
        let index: Int?
        let name: String
        let family: String?
        let charset: Int?
        let system: System?
        let used: Bool
        /// Whether the named font is installed; `null`: not checked (`--no-font-check`).
        let available: Bool?
        /// How the catalog resolves the name: `found`, `substituted`, `missing`; `null`: not checked.
        let status: String?
        /// The face drawn for it (found or substituted), by PostScript name, and why.
        let face: String?
        let reason: String?

        enum CodingKeys: String, CodingKey { case index, name, family, charset, system, used, available, status, face, reason }

        func encode(to encoder: Encoder) throws {
            var f = Fields(container: encoder.container(keyedBy: CodingKeys.self))
            try f.put(index, .index)
            try f.put(name, .name)
            try f.put(family, .family)
            try f.put(charset, .charset)
            try f.put(system, .system)
            try f.put(used, .used)
            try f.put(available, .available)
            try f.put(status, .status)
            try f.put(face, .face)
            try f.put(reason, .reason)
        }
    }

    struct Size: Encodable {
        let points: Double
        let halfPoints: Int
        /// Cocoa's `\fsmilli` beside the `\fs` (thousandths of a point), or null.
        let millipoints: Int?
        let count: Int
        /// The size shown in the standard scaling (exact); `null` when the document's scaling is unknown.
        let standardPoints: Double?

        enum CodingKeys: String, CodingKey { case points, halfPoints, millipoints, count, standardPoints }

        func encode(to encoder: Encoder) throws {
            var f = Fields(container: encoder.container(keyedBy: CodingKeys.self))
            try f.put(points, .points)
            try f.put(halfPoints, .halfPoints)
            try f.put(millipoints, .millipoints)
            try f.put(count, .count)
            try f.put(standardPoints, .standardPoints)
        }
    }

    struct Issue: Encodable {
        let kind: String
        let offset: Int
        let message: String
    }

    let file: String
    let format: String
    let rtfVersion: Int?
    let cocoaVersion: Int?
    let scaling: String?
    let scalingValue: Int?
    let tagged: Bool
    let platform: String?
    let platformValue: Int?
    let bodyPointSize: Double?
    let standardViewScale: Double?
    let fonts: [Font]
    let sizes: [Size]
    let missingFonts: [String]?
    let undefinedFontIndexes: [Int]
    let statistics: RTFDocument.Statistics
    let issues: [Issue]
    let issueCount: Int

    enum CodingKeys: String, CodingKey {
        case file, format, rtfVersion, cocoaVersion, scaling, scalingValue, tagged, platform, platformValue
        case bodyPointSize, standardViewScale, fonts, sizes, missingFonts, undefinedFontIndexes, statistics
        case issues, issueCount
    }

    init(file: String, document: RTFDocument, report: RTFFontReport, resolutions: [String: FontResolution] = [:]) {
        self.file = file
        format = document.cocoaVersion == nil ? "rtf" : "cocoa-rtf"
        rtfVersion = document.rtfVersion
        cocoaVersion = document.cocoaVersion
        scaling = document.textScaling?.rawValue
        scalingValue = document.textScalingValue
        tagged = document.isTagged
        platform = document.platform?.rawValue
        platformValue = document.platformValue
        bodyPointSize = document.textScaling?.bodyPointSize
        standardViewScale = document.textScaling.map { ViewScale.standardDisplay(of: $0).factor }
        fonts = report.entries.map {
            Font(index: $0.font.index, name: $0.font.name, family: $0.font.family, charset: $0.font.charset,
                 system: $0.font.systemFont.map(System.init), used: $0.used, available: $0.available,
                 status: resolutions[$0.font.name]?.status, face: resolutions[$0.font.name]?.face,
                 reason: resolutions[$0.font.name]?.reason)
        }
        // Read into the standard scaling when the document says its own (no option named).
        let standard = document.textScaling == nil ? nil : try? document.read(.init(targetScaling: .standard))
        sizes = zip(document.fontSizes.indices, document.fontSizes).map { index, size in
            Size(points: size.points, halfPoints: size.halfPoints, millipoints: size.millipoints, count: size.count,
                 standardPoints: standard?.sizes[index].points)
        }
        missingFonts = report.missing?.map(\.name)
        undefinedFontIndexes = document.undefinedFontIndexes
        statistics = document.statistics
        issues = document.issues.map { Issue(kind: $0.kind.rawValue, offset: $0.offset, message: $0.message) }
        issueCount = document.issueCount
    }

    func encode(to encoder: Encoder) throws {
        var f = Fields(container: encoder.container(keyedBy: CodingKeys.self))
        try f.put(file, .file)
        try f.put(format, .format)
        try f.put(rtfVersion, .rtfVersion)
        try f.put(cocoaVersion, .cocoaVersion)
        try f.put(scaling, .scaling)
        try f.put(scalingValue, .scalingValue)
        try f.put(tagged, .tagged)
        try f.put(platform, .platform)
        try f.put(platformValue, .platformValue)
        try f.put(bodyPointSize, .bodyPointSize)
        try f.put(standardViewScale, .standardViewScale)
        try f.put(fonts, .fonts)
        try f.put(sizes, .sizes)
        try f.put(missingFonts, .missingFonts)
        try f.put(undefinedFontIndexes, .undefinedFontIndexes)
        try f.put(statistics, .statistics)
        try f.put(issues, .issues)
        try f.put(issueCount, .issueCount)
    }

    var text: String {
        var lines: [String] = [Out.oneLine(file)]
        func row(_ label: String, _ value: String) { lines.append("  " + label.padding(toLength: 11, withPad: " ", startingAt: 0) + value) }
        row("format", cocoaVersion.map { "Cocoa RTF (\\cocoartf\($0))" } ?? "RTF (not written by Cocoa)")
        if let scaling, let value = scalingValue, let body = bodyPointSize {
            row("scaling", "\(scaling) (\\cocoatextscaling\(value), body \(formatNumber(body)) pt)")
        } else if tagged {
            row("scaling", "unknown (\\cocoatextscaling has a value other than 0 or 1, or two tags disagree)")
        } else {
            row("scaling", "untagged (no \\cocoatextscaling; convert needs --from or --platform)")
        }
        if let platform, let value = platformValue {
            row("platform", "\(platform == "ios" ? "iOS" : "macOS") (\\cocoaplatform\(value))")
        } else {
            row("platform", platformValue.map { "unknown (\\cocoaplatform\($0))" } ?? "not tagged")
        }
        if let scale = standardViewScale {
            row("view scale", "\(formatNumber(scale, maxFractionDigits: 4)) to show it in the standard scaling")
        }
        row("sizes", sizes.isEmpty ? "none" : sizes.map { "\(formatNumber($0.points)) pt ×\($0.count)" }.joined(separator: ", "))
        var table = TextTable(["index", "name", "family", "system font", "used", "available", "drawn with"], rightAligned: [0])
        for font in fonts {
            let system = font.system.map { s in
                [s.design, s.weight, s.italic ? "italic" : nil].compactMap { $0 }.joined(separator: " ")
            } ?? "-"
            table.add([font.index.map(String.init) ?? "?", font.name, font.family ?? "-", system,
                       font.used ? "yes" : "no", font.available.map { $0 ? "yes" : "no" } ?? "not checked",
                       font.face.map { font.status == "found" ? $0 : "\($0) (substituted)" } ?? (font.status ?? "-")])
        }
        lines.append("fonts:")
        lines.append(table.render())
        if !undefinedFontIndexes.isEmpty {
            lines.append("fonts used but not defined: " + undefinedFontIndexes.map { "\\f\($0)" }.joined(separator: ", "))
        }
        if issueCount > 0 {
            lines.append("issues (\(issueCount)):")
            lines += issues.map { "  \(Out.oneLine($0.message)) at byte \($0.offset)" }
            if issueCount > issues.count { lines.append("  … \(issueCount - issues.count) more") }
        }
        return lines.joined(separator: "\n")
    }
}

// MARK: - rtf convert output

/// `rtf convert --json`. Field names are documented in docs/rtf.md.
struct ConvertOutput: Encodable {
    struct Change: Encodable {
        let from: Double
        let to: Double
        let fromHalfPoints: Int
        let toHalfPoints: Int
        /// The `\fsmilli` sizes of a size Cocoa refined with one (null otherwise).
        let fromMillipoints: Int?
        let toMillipoints: Int?
        let count: Int

        enum CodingKeys: String, CodingKey { case from, to, fromHalfPoints, toHalfPoints, fromMillipoints, toMillipoints, count }

        func encode(to encoder: Encoder) throws {
            var f = Fields(container: encoder.container(keyedBy: CodingKeys.self))
            try f.put(from, .from)
            try f.put(to, .to)
            try f.put(fromHalfPoints, .fromHalfPoints)
            try f.put(toHalfPoints, .toHalfPoints)
            try f.put(fromMillipoints, .fromMillipoints)
            try f.put(toMillipoints, .toMillipoints)
            try f.put(count, .count)
        }
    }

    let input: String
    let output: String
    let approach: String
    let from: String
    let fromOrigin: String
    let to: String
    let writtenScaling: String
    let writtenPlatform: String?
    let migrated: Bool
    let changed: Bool
    let changedSizeCount: Int
    let changedLengthCount: Int
    let irreversibleLengthCount: Int
    let sizeChanges: [Change]
    let irreversibleSizes: [Double]
    let renderScale: Double
    let bytesIn: Int
    let bytesOut: Int

    enum CodingKeys: String, CodingKey {
        case input, output, approach, from, fromOrigin, to, writtenScaling, writtenPlatform, migrated, changed
        case changedSizeCount, changedLengthCount, irreversibleLengthCount, sizeChanges, irreversibleSizes, renderScale, bytesIn, bytesOut
    }

    init(input: String, output: String, conversion: RTFDocument.Conversion, bytesIn: Int) {
        let result = conversion.result
        self.input = input
        self.output = output
        approach = conversion.approach.rawValue
        from = conversion.source.rawValue
        fromOrigin = conversion.origin.rawValue
        to = conversion.target.rawValue
        writtenScaling = result.textScaling.rawValue
        writtenPlatform = result.platform?.rawValue
        migrated = result.insertedTags
        changed = result.changed
        changedSizeCount = result.changedSizeCount
        changedLengthCount = result.changedLengthCount
        irreversibleLengthCount = result.irreversibleLengthCount
        sizeChanges = result.sizeChanges.map {
            Change(from: $0.fromPoints, to: $0.toPoints, fromHalfPoints: $0.fromHalfPoints, toHalfPoints: $0.toHalfPoints,
                   fromMillipoints: $0.fromMillipoints, toMillipoints: $0.toMillipoints, count: $0.count)
        }
        irreversibleSizes = result.irreversibleHalfPoints.map { Double($0) / 2 }
        renderScale = conversion.viewScale.factor
        self.bytesIn = bytesIn
        bytesOut = result.byteCount
    }

    func encode(to encoder: Encoder) throws {
        var f = Fields(container: encoder.container(keyedBy: CodingKeys.self))
        try f.put(input, .input)
        try f.put(output, .output)
        try f.put(approach, .approach)
        try f.put(from, .from)
        try f.put(fromOrigin, .fromOrigin)
        try f.put(to, .to)
        try f.put(writtenScaling, .writtenScaling)
        try f.put(writtenPlatform, .writtenPlatform)
        try f.put(migrated, .migrated)
        try f.put(changed, .changed)
        try f.put(changedSizeCount, .changedSizeCount)
        try f.put(changedLengthCount, .changedLengthCount)
        try f.put(irreversibleLengthCount, .irreversibleLengthCount)
        try f.put(sizeChanges, .sizeChanges)
        try f.put(irreversibleSizes, .irreversibleSizes)
        try f.put(renderScale, .renderScale)
        try f.put(bytesIn, .bytesIn)
        try f.put(bytesOut, .bytesOut)
    }

    var text: String {
        let origin: String
        switch fromOrigin {
        case "option": origin = "named with --from"
        case "tag": origin = "from the document's tag"
        case "platformOption": origin = "inferred from --platform"
        default: origin = "inferred from the document's \\cocoaplatform"
        }
        var lines = ["\(Out.oneLine(input)) → \(Out.oneLine(output)): \(from) (\(origin)) → \(to), \(approach)-based"]
        if approach == "model" {
            if sizeChanges.isEmpty {
                lines.append("  sizes: unchanged")
            } else {
                lines.append("  sizes: " + sizeChanges.map { "\(formatNumber($0.from)) → \(formatNumber($0.to)) pt ×\($0.count)" }
                    .joined(separator: ", "))
            }
            if changedLengthCount > 0 {
                lines.append("  lengths scaled: \(changedLengthCount) (indents, spacing, line heights, tab stops, view size)")
            }
        } else {
            lines.append("  sizes kept; render at \(formatNumber(renderScale, maxFractionDigits: 4)) to show it in the \(to) scaling")
        }
        let platformText = writtenPlatform.map { ", platform \($0)" } ?? ""
        lines.append("  tagged \(writtenScaling)\(platformText)\(migrated ? " (migrated: tags inserted)" : "")")
        if !irreversibleSizes.isEmpty {
            lines.append("  converting back will not restore exactly: "
                + irreversibleSizes.map { "\(formatNumber($0)) pt" }.joined(separator: ", "))
        }
        if !changed { lines.append("  no byte changed") }
        return lines.joined(separator: "\n")
    }
}

/// How the font catalog resolves one font name of a document.
///
/// Apple's private system names (`.SFUI-Semibold`, `.AppleSystemUIFont…`) never resolve by name
/// (as on Apple platforms since iOS 13); they stand for the system design, so they resolve through
/// the design map with the weight and slant the name gives: `substituted` by that design's face.
/// Any other name goes through `Catalog.resolve(name:)`: found by PostScript, full or family
/// name, substituted (Apple's families, generic and well-known families, missing styles), or
/// missing.
struct FontResolution {
    let status: String
    let face: String?
    let reason: String?

    init(_ font: RTFFont, in catalog: Catalog) {
        if let system = font.systemFont {
            let design = FaceInfo.Design(rawValue: system.design.rawValue)
            let weight = system.weight.flatMap { try? FontWeight(name: $0.rawValue) }?.numericValue ?? 400
            let query = FontQuery(design: design, weight: Double(weight), style: system.italic ? .italic : .normal)
            if let match = catalog.match(query) {
                status = "substituted"
                face = match.face.postscriptName
                reason = "'\(font.name)' is Apple's private name for the \(system.design.rawValue) system design; the design map resolves it to \(match.family)"
            } else {
                status = "missing"
                face = nil
                reason = "no installed family for the \(system.design.rawValue) system design"
            }
            return
        }
        let resolution = catalog.resolve(name: font.name)
        status = resolution.status.rawValue
        face = resolution.face?.postscriptName
        reason = resolution.reason
    }
}
