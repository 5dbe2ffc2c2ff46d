import FontFile

/// Choosing between discrete optical sizes — separate faces such as SF Pro Text and SF Pro
/// Display, or Inter and Inter Display — for a point size. The catalog supplies the candidates
/// (faces of one design that differ in optical size); this chooses.
///
/// Rule, in order:
/// 1. Candidates that state a size range (`OS/2` v5 `usLower/UpperOpticalPointSize`, else `STAT`
///    `opsz` values, as ``FaceInfo/opticalSize`` reads them): the one whose range holds the size
///    (lower bound inclusive, upper exclusive, as `OS/2` v5 defines them; the last range is
///    closed); when none holds it, the one whose range is nearest. A variable face with an `opsz`
///    axis covers its whole axis range.
/// 2. Otherwise a published switch point for the family:
///    - SF Pro, SF Compact (Text / Display): Display from 20 pt. WWDC20 10175: "SF Text for small
///      sizes below 20 points and SF Display for 20 points and above" (the static fonts; the
///      variable SF Pro transitions between 17 and 28 pt on its `opsz` axis).
///    - Inter / Inter Display: Inter publishes its two designs as optical sizes 14 (text) and
///      32 (display) — the `opsz` STAT values of Inter 4 (rsms/inter `misc/tools/postprocess-vf2.py`,
///      "Regular" opsz=14, "Regular Display" opsz=32; its help.txt: "Inter Display … is Inter
///      with maximum optical size") — but no switch size. We take the nearer design: Display
///      from 23 pt, the midpoint. This is a model, flagged in ``Selection/assumption``.
/// 3. Otherwise the first candidate.
public enum OpticalSizeSelection {
    /// What the selection knows about one candidate.
    public struct Candidate: Sendable, Hashable {
        /// The face's typographic family ("SF Pro Display", "Inter Display", "Inter").
        public var family: String
        /// The size range the face declares, if any.
        public var range: ClosedRange<Double>?

        /// A candidate of `family` declaring `range` (`nil` when it declares none).
        public init(family: String, range: ClosedRange<Double>?) {
            self.family = family
            self.range = range
        }

        /// The candidate `face` is: its typographic family and its declared optical size range (OS/2's "no information" range counts as none).
        public init(_ face: FaceInfo) {
            family = face.typographicFamily ?? face.family ?? ""
            range = face.opticalSize.flatMap { o -> ClosedRange<Double>? in
                // OS/2 v5's "no information" range (0 to 0xFFFF TWIPs) says nothing.
                if o.source == .os2 && o.min <= 0 && o.max >= 3276 { return nil }
                return o.min <= o.max ? o.min...o.max : nil
            }
        }
    }

    /// The outcome: which candidate, and why.
    public struct Selection: Sendable, Hashable {
        /// The index into the candidates.
        public var index: Int
        /// `range`, `switchPoint` or `first`.
        public var rule: String
        /// A model rather than a published rule (`interSwitchPointModel`), or nil.
        public var assumption: String?
    }

    /// SF's published Text→Display switch point (points).
    public static let sfDisplayFrom = 20.0
    /// Inter's published design sizes and the midpoint we switch at (a model).
    public static let interTextDesignSize = 14.0
    /// Inter Display's design size, in points.
    public static let interDisplayDesignSize = 32.0
    /// The size from which Inter Display is chosen over Inter, in points: the midpoint of the two design sizes (23, a model).
    public static var interDisplayFrom: Double { (interTextDesignSize + interDisplayDesignSize) / 2 }

    /// Chooses among `candidates` for `pointSize`; nil when there are none.
    public static func select(_ candidates: [Candidate], pointSize: Double) -> Selection? {
        guard !candidates.isEmpty else { return nil }
        let ranged: [(index: Int, range: ClosedRange<Double>)] = candidates.indices.compactMap { i in
            candidates[i].range.map { (i, $0) }
        }
        if let maxUpper = ranged.map(\.range.upperBound).max() {
            for (i, r) in ranged {
                if pointSize >= r.lowerBound && (pointSize < r.upperBound || (r.upperBound == maxUpper && pointSize <= r.upperBound)) {
                    return Selection(index: i, rule: "range", assumption: nil)
                }
            }
            if let nearest = ranged.min(by: { distance(pointSize, $0.range) < distance(pointSize, $1.range) }) {
                return Selection(index: nearest.index, rule: "range", assumption: nil)
            }
        }
        let display = candidates.indices.first { isDisplay(candidates[$0].family) }
        let text = candidates.indices.first { !isDisplay(candidates[$0].family) }
        if let display, let text {
            let fam = candidates[display].family.lowercased()
            if fam.hasPrefix("sf ") || fam.hasPrefix(".sf") {
                return Selection(index: pointSize >= sfDisplayFrom ? display : text, rule: "switchPoint", assumption: nil)
            }
            if fam.hasPrefix("inter") {
                return Selection(index: pointSize >= interDisplayFrom ? display : text, rule: "switchPoint",
                                 assumption: "interSwitchPointModel")
            }
        }
        return Selection(index: 0, rule: "first", assumption: nil)
    }

    /// Chooses among faces (for example the catalog's faces of one family and style).
    public static func select(_ faces: [FaceInfo], pointSize: Double) -> Selection? {
        select(faces.map(Candidate.init), pointSize: pointSize)
    }

    static func isDisplay(_ family: String) -> Bool {
        family.lowercased().split(separator: " ").contains("display")
    }

    static func distance(_ x: Double, _ r: ClosedRange<Double>) -> Double {
        x < r.lowerBound ? r.lowerBound - x : (x > r.upperBound ? x - r.upperBound : 0)
    }
}
