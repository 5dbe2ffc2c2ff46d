/// Parsing of names as people type them: SwiftUI's spellings (`title`, `caption`, `accessibility3`)
/// and the HIG's (`Title 1`, `Caption 1`, `Subhead`, `AX3`, `Large`), case-insensitively, with
/// spaces, hyphens and underscores ignored.
@usableFromInline
func normalizedName(_ s: String) -> String {
    String(s.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
}

private func parseName<T>(
    _ text: String, what: String, canonical: [(String, T)], aliases: [String: T]
) throws -> T {
    let key = normalizedName(text)
    for (name, value) in canonical where normalizedName(name) == key { return value }
    if let value = aliases[key] { return value }
    throw TypeSystemError.unknown(what, text, accepted: canonical.map(\.0), aliases: aliases.keys.sorted())
}

extension TextStyle {
    /// Parses a style name (`title`, `Title 1`, `caption1`, `subhead`, `footnote1`…).
    public init(name: String) throws {
        self = try parseName(
            name, what: "text style", canonical: TextStyle.everyStyle.map { ($0.rawValue, $0) },
            aliases: [
                "title1": .title, "title0": .largeTitle, "caption1": .caption, "subhead": .subheadline,
                "footnote1": .footnote, "extralargetitle1": .extraLargeTitle,
                "xlargetitle": .extraLargeTitle, "xlargetitle1": .extraLargeTitle,
                "xlargetitle2": .extraLargeTitle2, "subtitle": .subtitle1,
            ])
    }
}

extension DynamicTypeSize {
    /// Parses a Dynamic Type size (`large`, `Large`, `AX3`, `accessibility3`, `xxxl`, SwiftUI's and
    /// UIKit's `extraLarge`, `accessibilityMedium`…, and UIKit's raw values such as
    /// `UICTContentSizeCategoryXXXL`).
    public init(name: String) throws {
        self = try parseName(
            name, what: "size category",
            canonical: DynamicTypeSize.allCases.map { ($0.rawValue, $0) },
            aliases: [
                "xs": .xSmall, "extrasmall": .xSmall, "s": .small, "m": .medium, "l": .large,
                "default": .large, "xl": .xLarge, "extralarge": .xLarge, "xxl": .xxLarge,
                "extraextralarge": .xxLarge, "xxxl": .xxxLarge, "extraextraextralarge": .xxxLarge,
                "ax1": .accessibility1, "ax2": .accessibility2, "ax3": .accessibility3,
                "ax4": .accessibility4, "ax5": .accessibility5,
                "accessibilitymedium": .accessibility1, "accessibilitylarge": .accessibility2,
                "accessibilityextralarge": .accessibility3,
                "accessibilityextraextralarge": .accessibility4,
                "accessibilityextraextraextralarge": .accessibility5,
                // UIKit's raw values (UIContentSizeCategory.rawValue), as an iOS client sends them.
                "uictcontentsizecategoryxs": .xSmall, "uictcontentsizecategorys": .small,
                "uictcontentsizecategorym": .medium, "uictcontentsizecategoryl": .large,
                "uictcontentsizecategoryxl": .xLarge, "uictcontentsizecategoryxxl": .xxLarge,
                "uictcontentsizecategoryxxxl": .xxxLarge,
                "uictcontentsizecategoryaccessibilitym": .accessibility1,
                "uictcontentsizecategoryaccessibilityl": .accessibility2,
                "uictcontentsizecategoryaccessibilityxl": .accessibility3,
                "uictcontentsizecategoryaccessibilityxxl": .accessibility4,
                "uictcontentsizecategoryaccessibilityxxxl": .accessibility5,
            ])
    }
}

extension ContentSizeCategory {
    /// Parses a category by any name ``DynamicTypeSize/init(name:)`` accepts: SwiftUI's
    /// (`extraExtraExtraLarge`, `accessibilityMedium`), the HIG's (`xxxLarge`, `AX1`) and UIKit's
    /// raw values (`UICTContentSizeCategoryXXXL`).
    public init(name: String) throws {
        self.init(try DynamicTypeSize(name: name))
    }
}

extension FontWeight {
    /// Parses a weight name (`semibold`, `Semibold`, `ultralight`, `ultra-light`) or a number on
    /// the 1–1000 scale that is one of the nine named weights (`600`).
    public init(name: String) throws {
        if let n = Int(name), let w = FontWeight.allCases.first(where: { $0.numericValue == n }) {
            self = w
            return
        }
        self = try parseName(
            name, what: "weight", canonical: FontWeight.allCases.map { ($0.rawValue, $0) },
            aliases: ["demibold": .semibold, "extrabold": .heavy, "hairline": .ultraLight,
                      "normal": .regular, "extralight": .ultraLight])
    }
}

extension Platform {
    /// Parses a platform name (`ios`, `iOS`, `macOS`, `catalyst-mac`, `watchOS`…).
    public init(name: String) throws {
        self = try parseName(
            name, what: "platform", canonical: Platform.allCases.map { ($0.rawValue, $0) },
            aliases: ["iphoneos": .iOS, "maccatalyst": .catalyst, "osx": .macOS,
                      "xros": .visionOS, "catalystmac": .catalystMac, "mac": .macOS,
                      "iphone": .iOS, "ipad": .iPadOS, "watch": .watchOS, "tv": .tvOS,
                      "appletv": .tvOS, "vision": .visionOS, "applevision": .visionOS])
    }
}

extension FontDesign {
    /// Parses a design name (`rounded`, `serif`, `monospaced`, `mono`, `system`…), ignoring case, spaces, hyphens and underscores.
    public init(name: String) throws {
        self = try parseName(
            name, what: "design", canonical: FontDesign.allCases.map { ($0.rawValue, $0) },
            aliases: ["mono": .monospaced, "monospace": .monospaced, "sans": .default,
                      "system": .default])
    }
}

extension FontWidth {
    /// Parses a width name (`compressed`, `condensed`, `standard`, `expanded`, `normal`…), ignoring case, spaces, hyphens and underscores.
    public init(name: String) throws {
        self = try parseName(
            name, what: "width", canonical: FontWidth.allCases.map { ($0.rawValue, $0) },
            aliases: ["regular": .standard, "normal": .standard])
    }
}

extension LeadingVariant {
    /// Parses a leading name (`tight`, `standard`, `loose`, `normal`…), ignoring case, spaces, hyphens and underscores.
    public init(name: String) throws {
        self = try parseName(
            name, what: "leading", canonical: LeadingVariant.allCases.map { ($0.rawValue, $0) },
            aliases: ["regular": .standard, "normal": .standard, "default": .standard])
    }
}

extension LegibilityWeight {
    /// Parses a legibility weight name (`regular`, `bold`), ignoring case, spaces, hyphens and underscores.
    public init(name: String) throws {
        self = try parseName(
            name, what: "legibility weight",
            canonical: LegibilityWeight.allCases.map { ($0.rawValue, $0) }, aliases: [:])
    }
}
