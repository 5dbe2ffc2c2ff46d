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
    /// A system font design (SwiftUI's `Font.Design`).
    public typealias Design = FaceInfo.Design

    /// The families that stand for one design.
    public struct Entry: Sendable, Hashable {
        /// The design.
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

        /// An entry with its Apple and open families, in order of preference.
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

    /// The families of each design.
    public let entries: [Design: Entry]
    /// Generic family name (lowercased) → design.
    public let genericNames: [String: Design]
    /// Apple's text/display switch: SF Pro Text below 20 pt, SF Pro Display from 20 pt (Apple,
    /// WWDC 2015 "Introducing the New System Fonts"; the variable SF Pro follows the same opsz).
    public let displayFromPointSize: Double

    /// Precomputed for matching: family key → design, for generic names and Apple's families.
    let designByKey: [String: Design]
    /// The keys of Apple's families.
    let appleKeys: Set<String>
    /// The generic names' keys.
    let genericKeys: Set<String>
    /// `candidateFamilies` for every design, compact or not, text or display size.
    let candidates: [CandidateKey: [(name: String, key: String)]]
    /// Family key → the design whose families (Apple's or the open ones) list it.
    let listedDesignByKey: [String: Design]

    struct CandidateKey: Hashable {
        var design: Design
        var compact: Bool
        var display: Bool
    }

    /// A map of `entries` and `genericNames`, switching to display families from `displayFromPointSize` points.
    public init(entries: [Design: Entry], genericNames: [String: Design], displayFromPointSize: Double = 20) {
        self.entries = entries
        self.genericNames = genericNames
        self.displayFromPointSize = displayFromPointSize
        var byKey: [String: Design] = [:]
        var apple: Set<String> = []
        for (design, e) in entries {
            for f in e.appleFamilies + e.compactAppleFamilies + [e.appleDisplayFamily].compactMap({ $0 }) {
                byKey[CatalogIndex.key(f)] = design
                apple.insert(CatalogIndex.key(f))
            }
        }
        var generic: Set<String> = []
        for (name, design) in genericNames {
            byKey[CatalogIndex.key(name)] = design
            generic.insert(CatalogIndex.key(name))
        }
        designByKey = byKey
        appleKeys = apple
        var listed: [String: Design] = [:]
        for (design, e) in entries {
            let families = e.appleFamilies + e.compactAppleFamilies + e.openFamilies
                + [e.appleDisplayFamily, e.openDisplayFamily].compactMap { $0 }
            for f in families { listed[CatalogIndex.key(f)] = design }
        }
        listedDesignByKey = listed
        genericKeys = generic
        var lists: [CandidateKey: [(name: String, key: String)]] = [:]
        for design in entries.keys {
            for compact in [false, true] {
                for display in [false, true] {
                    let names = DesignMap.candidateFamilies(entries, displayFromPointSize, design, compact, display ? displayFromPointSize : nil)
                    lists[CandidateKey(design: design, compact: compact, display: display)] = names.map { ($0, CatalogIndex.key($0)) }
                }
            }
        }
        candidates = lists
    }

    public static func == (a: DesignMap, b: DesignMap) -> Bool {
        a.entries == b.entries && a.genericNames == b.genericNames && a.displayFromPointSize == b.displayFromPointSize
    }

    public func hash(into h: inout Hasher) {
        h.combine(entries)
        h.combine(genericNames)
        h.combine(displayFromPointSize)
    }

    /// The map of the table above: Apple's families when installed, else the open families `scripts/setup.sh` installs.
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
    public func design(forFamilyName name: String) -> Design? { designByKey[CatalogIndex.key(name)] }

    /// A face's design as this map sees it: the design the face's file states (FontFile's
    /// classification) unless that is the default one, else the design whose families list the
    /// face's family. So Quicksand, whose file has no rounded signal (no PANOSE "rounded" serif
    /// style, no "Rounded" in its name), is rounded here, as `ui-rounded` makes it; the map never
    /// takes away a design the file states.
    public func design(of face: CatalogFace) -> Design {
        guard face.design == .default else { return face.design }
        return listedDesignByKey[CatalogIndex.key(face.familyName)] ?? .default
    }

    /// Whether `name` is one of Apple's system families.
    public func isAppleFamily(_ name: String) -> Bool { appleKeys.contains(CatalogIndex.key(name)) }

    /// Whether `name` is a generic family (`system-ui`, `serif`…).
    public func isGenericName(_ name: String) -> Bool { genericKeys.contains(CatalogIndex.key(name)) }

    /// The families to try for `design`, in order: Apple's (the display family first from
    /// ``displayFromPointSize`` on), then the open ones, then the fallback design's.
    public func candidateFamilies(for design: Design, compact: Bool = false, pointSize: Double? = nil) -> [String] {
        candidateKeys(for: design, compact: compact, pointSize: pointSize).map(\.name)
    }

    func candidateKeys(for design: Design, compact: Bool, pointSize: Double?) -> [(name: String, key: String)] {
        let display = (pointSize ?? 0) >= displayFromPointSize
        return candidates[CandidateKey(design: design, compact: compact, display: display)] ?? []
    }

    static func candidateFamilies(_ entries: [Design: Entry], _ displayFrom: Double, _ design: Design, _ compact: Bool,
                                  _ pointSize: Double?) -> [String] {
        var out: [String] = []
        var seen: Set<Design> = []
        var d: Design? = design
        while let current = d, seen.insert(current).inserted, let e = entries[current] {
            let display = (pointSize ?? 0) >= displayFrom
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
