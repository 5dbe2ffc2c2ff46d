import FontFile

/// The one map from a system font design (SwiftUI's `Font.Design`) and the generic family names
/// to installed families: Apple's families when installed, else open families that
/// `scripts/setup.sh` installs (see `docs/default-fonts.md` for the choice and the reasons).
///
/// | design | Apple (watchOS) | open, in order |
/// |---|---|---|
/// | default | SF Pro (SF Compact) | Inter (display: Inter Display), Noto Sans, DejaVu Sans |
/// | rounded | SF Pro Rounded (SF Compact Rounded) | Quicksand, then the default design's |
/// | serif | New York | Noto Serif, DejaVu Serif |
/// | monospaced | SF Mono | JetBrains Mono, Noto Sans Mono, DejaVu Sans Mono |
///
/// Generic names: `system-ui`, `-apple-system`, `BlinkMacSystemFont`, `ui-sans-serif`,
/// `sans-serif` → default; `ui-rounded` → rounded; `ui-serif`, `serif` → serif;
/// `ui-monospace`, `monospace` → monospaced. Apple's own family names (SF Pro, SF Pro Text,
/// New York…) map to their design, so a document or a resolved text style that names SF Pro
/// gets Inter where SF Pro is not installed.
public struct DesignMap: Sendable, Hashable {
    public typealias Design = FaceInfo.Design

    public struct Entry: Sendable, Hashable {
        public var design: Design
        /// Apple's families, most specific first (the family TypeSystem names comes first).
        public var appleFamilies: [String]
        /// Apple's families on watchOS.
        public var compactAppleFamilies: [String]
        /// Apple's family for display sizes, when it is a separate family (SF Pro Display).
        public var appleDisplayFamily: String?
        /// The open families, in order of preference.
        public var openFamilies: [String]
        /// The open family for display sizes (the display optical size of the first open family).
        public var openDisplayFamily: String?
        /// The design whose families are tried when none of these is installed.
        public var fallbackDesign: Design?

        public init(design: Design, appleFamilies: [String], compactAppleFamilies: [String],
                    appleDisplayFamily: String? = nil, openFamilies: [String], openDisplayFamily: String? = nil,
                    fallbackDesign: Design? = nil) {
            self.design = design
            self.appleFamilies = appleFamilies
            self.compactAppleFamilies = compactAppleFamilies
            self.appleDisplayFamily = appleDisplayFamily
            self.openFamilies = openFamilies
            self.openDisplayFamily = openDisplayFamily
            self.fallbackDesign = fallbackDesign
        }
    }

    public var entries: [Design: Entry]
    /// Generic family name (lowercased) → design.
    public var genericNames: [String: Design]
    /// Apple's text/display switch: SF Pro Text below 20 pt, SF Pro Display from 20 pt (Apple,
    /// WWDC 2015 "Introducing the New System Fonts"; the variable SF Pro follows the same opsz).
    public var displayFromPointSize: Double

    public init(entries: [Design: Entry], genericNames: [String: Design], displayFromPointSize: Double = 20) {
        self.entries = entries
        self.genericNames = genericNames
        self.displayFromPointSize = displayFromPointSize
    }

    public static let standard = DesignMap(
        entries: [
            .default: Entry(design: .default, appleFamilies: ["SF Pro", "SF Pro Text", "SF Pro Display"],
                            compactAppleFamilies: ["SF Compact", "SF Compact Text", "SF Compact Display"],
                            appleDisplayFamily: "SF Pro Display",
                            openFamilies: ["Inter", "Noto Sans", "DejaVu Sans"], openDisplayFamily: "Inter Display"),
            .rounded: Entry(design: .rounded, appleFamilies: ["SF Pro Rounded"],
                            compactAppleFamilies: ["SF Compact Rounded"],
                            openFamilies: ["Quicksand"], fallbackDesign: .default),
            .serif: Entry(design: .serif, appleFamilies: ["New York"], compactAppleFamilies: ["New York"],
                          openFamilies: ["Noto Serif", "DejaVu Serif"], fallbackDesign: .default),
            .monospaced: Entry(design: .monospaced, appleFamilies: ["SF Mono"], compactAppleFamilies: ["SF Mono"],
                               openFamilies: ["JetBrains Mono", "Noto Sans Mono", "DejaVu Sans Mono"],
                               fallbackDesign: .default),
        ],
        genericNames: [
            "system-ui": .default, "-apple-system": .default, "blinkmacsystemfont": .default,
            "ui-sans-serif": .default, "sans-serif": .default, "sans": .default,
            "ui-rounded": .rounded,
            "ui-serif": .serif, "serif": .serif,
            "ui-monospace": .monospaced, "monospace": .monospaced, "mono": .monospaced,
        ])

    /// The design a generic family name or one of Apple's system family names stands for.
    public func design(forFamilyName name: String) -> Design? {
        let lowered = name.trimmingSpaces.lowercased()
        if let d = genericNames[lowered] { return d }
        let key = CatalogIndex.key(name)
        for (design, e) in entries {
            let apple = e.appleFamilies + e.compactAppleFamilies + [e.appleDisplayFamily].compactMap { $0 }
            if apple.contains(where: { CatalogIndex.key($0) == key }) { return design }
        }
        return nil
    }

    /// Whether `name` is one of Apple's system families.
    public func isAppleFamily(_ name: String) -> Bool {
        let key = CatalogIndex.key(name)
        return entries.values.contains { e in
            (e.appleFamilies + e.compactAppleFamilies + [e.appleDisplayFamily].compactMap { $0 })
                .contains { CatalogIndex.key($0) == key }
        }
    }

    /// The families to try for `design`, in order: Apple's (the display family first from
    /// ``displayFromPointSize`` on), then the open ones, then the fallback design's.
    public func candidateFamilies(for design: Design, compact: Bool = false, pointSize: Double? = nil) -> [String] {
        var out: [String] = []
        var seen: Set<Design> = []
        var d: Design? = design
        while let current = d, seen.insert(current).inserted, let e = entries[current] {
            let display = (pointSize ?? 0) >= displayFromPointSize
            if display, !compact, let f = e.appleDisplayFamily { out.append(f) }
            out += compact ? e.compactAppleFamilies : e.appleFamilies
            if display, let f = e.openDisplayFamily { out.append(f) }
            out += e.openFamilies
            d = e.fallbackDesign
        }
        var unique: [String] = []
        for f in out where !unique.contains(f) { unique.append(f) }
        return unique
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }
}
