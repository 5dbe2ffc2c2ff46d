import Foundation
import Testing
@testable import FontFile

/// Differential test against fontconfig: every face of Debian's fonts-noto-core, classified by
/// `fc-scan` and by FontFile, compared on family, weight, width, slant and spacing after
/// converting fontconfig's scales. Each known difference is listed below with its reason;
/// there is no tolerance beyond fontconfig's own rounding.
///
/// Needs the apt packages `fontconfig` (fc-scan) and `fonts-noto-core`; without them the test
/// is reported as skipped ("not checked"), never as passed.
@Suite("Differential: fontconfig fc-scan")
struct FontconfigDifferentialTests {
    static let notoDirectory = "/usr/share/fonts/truetype/noto"

    static var fcScan: String? {
        for dir in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
            let p = dir + "/fc-scan"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    static var available: Bool {
        fcScan != nil && ((try? FileManager.default.contentsOfDirectory(atPath: notoDirectory))?.isEmpty == false)
    }

    /// fontconfig's OpenType → FC_WEIGHT map, copied from fontconfig's src/fcweight.c (`map[]`,
    /// used by FcWeightFromOpenTypeDouble, which fcfreetype.c applies to OS/2 usWeightClass):
    /// 0→THIN 0, 100→THIN 0, 200→EXTRALIGHT 40, 300→LIGHT 50, 350→DEMILIGHT 55, 380→BOOK 75,
    /// 400→REGULAR 80, 500→MEDIUM 100, 600→DEMIBOLD 180, 700→BOLD 200, 800→EXTRABOLD 205,
    /// 900→BLACK 210, 1000→EXTRABLACK 215, linear in between.
    static let fcWeightMap: [(ot: Double, fc: Double)] = [
        (0, 0), (100, 0), (200, 40), (300, 50), (350, 55), (380, 75), (400, 80),
        (500, 100), (600, 180), (700, 200), (800, 205), (900, 210), (1000, 215),
    ]

    static func fcWeight(fromOpenType w: Double) -> Double {
        let w = min(max(w, 0), 1000)
        var i = 1
        while w > fcWeightMap[i].ot { i += 1 }
        if w == fcWeightMap[i].ot { return fcWeightMap[i].fc }
        let (x1, y1) = fcWeightMap[i - 1], (x2, y2) = fcWeightMap[i]
        return y1 + (w - x1) * (y2 - y1) / (x2 - x1)
    }

    /// fontconfig's usWidthClass → FC_WIDTH (fcfreetype.c): the CSS percentages rounded to
    /// integers (62.5 → 63, 87.5 → 87, 112.5 → 113).
    static func fcWidth(fromPercent w: Double) -> Double {
        switch w {
        case 62.5: return 63
        case 87.5: return 87
        case 112.5: return 113
        default: return w
        }
    }

    /// FC_SLANT: ROMAN 0, ITALIC 100, OBLIQUE 110.
    static func fcSlant(_ s: FaceInfo.Slant) -> Int {
        switch s {
        case .upright: return 0
        case .italic: return 100
        case .oblique: return 110
        }
    }

    /// The documented rules by which we and fontconfig read the same face differently. Each names
    /// the evidence in the face that decides it; a difference no rule explains fails the test.
    /// No rule names a file: they hold for any font set (the setup script's fonts, or a desktop's
    /// with fonts-noto-extra and its many widths and weights of the same families).
    enum Rule: String, CaseIterable {
        /// fontconfig's FcFreeTypeSpacing calls a font proportional when its mapped glyphs have
        /// three or more advances (Noto Sans Mono: 600, 1200 for wide letters such as U+01C4, and
        /// 1800). The font declares itself fixed-pitch in post.isFixedPitch: we follow the font.
        case declaredFixedPitch = "post.isFixedPitch set: monospaced by the font's own declaration"
        /// A face that covers no Latin capital is no monospaced text font for us, whatever its
        /// advances (colour emoji: square glyphs; SignWriting: one advance).
        case noLatinText = "covers no Latin capital: not a monospaced text font"
        /// A non-zero post.italicAngle with neither fsSelection italic (bit 0) nor oblique (bit 9):
        /// a slanted design (Noto Serif Tamil Slanted, Noto Sans Elymaic) that we read as oblique;
        /// fontconfig reads only the flags and the style name.
        case slantedWithoutFlags = "post.italicAngle set without an fsSelection slant bit: oblique for us"
    }

    /// The rule that explains a difference in `field`, if any.
    static func rule(field: String, ours: String, theirs: String, tables: FontTables, face: FaceInfo) -> Rule? {
        switch field {
        case "spacing":
            if ours == "mono", (tables.post?.isFixedPitch ?? 0) != 0 { return .declaredFixedPitch }
            if ours == "proportional", !(0x41...0x5A).contains(where: { face.covers($0) }) { return .noLatinText }
        case "slant":
            let angle = tables.post?.italicAngle ?? 0
            if ours == "110", theirs == "0", angle != 0, tables.os2?.isItalic != true, tables.os2?.isOblique != true {
                return .slantedWithoutFlags
            }
        default:
            break
        }
        return nil
    }

    struct Row {
        var file: String
        var index: Int
        var family: String
        var weight: Double
        var width: Double
        var slant: Int
        var spacing: Int
    }

    static func runFcScan() throws -> [Row] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try #require(fcScan))
        p.arguments = ["--format", "%{file}\t%{index}\t%{family[0]}\t%{weight}\t%{width}\t%{slant}\t%{spacing:-0}\n",
                       notoDirectory]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        var rows: [Row] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 7, let index = Int(f[1]), let weight = Double(f[3]), let width = Double(f[4]),
                  let slant = Int(f[5]), let spacing = Int(f[6]) else { continue }
            rows.append(Row(file: f[0], index: index, family: f[2], weight: weight, width: width, slant: slant, spacing: spacing))
        }
        return rows
    }

    @Test(.enabled(if: available, "needs fc-scan (apt: fontconfig) and /usr/share/fonts/truetype/noto (apt: fonts-noto-core)"))
    func everyNotoFaceAgreesWithFontconfig() throws {
        let rows = try Self.runFcScan()
        #expect(rows.count > 100, "fc-scan gave \(rows.count) faces")
        var differences: [String] = []
        var used = Set<Rule>()
        var compared = 0
        for row in rows where row.index < 0x10000 {  // named instances (index >> 16) are not compared
            let name = URL(fileURLWithPath: row.file).lastPathComponent
            let face: FaceInfo
            do {
                face = try FontScanner.face(atPath: row.file, index: row.index)
            } catch {
                differences.append("\(name)#\(row.index): fontconfig reads it, we do not: \(error)")
                continue
            }
            compared += 1
            let tables = try? FontScanner.tables(atPath: row.file, index: row.index)
            func check(_ field: String, _ ours: String, _ theirs: String) {
                guard ours != theirs else { return }
                if let tables, let rule = Self.rule(field: field, ours: ours, theirs: theirs, tables: tables, face: face) {
                    used.insert(rule)
                    return
                }
                differences.append("\(name)#\(row.index) \(field): ours \(ours), fontconfig \(theirs)")
            }
            check("family", face.typographicFamily ?? "", row.family)
            check("weight", formatted(Self.fcWeight(fromOpenType: Double(face.weight))), formatted(row.weight))
            check("width", formatted(Self.fcWidth(fromPercent: face.width)), formatted(row.width))
            check("slant", "\(Self.fcSlant(face.slant))", "\(row.slant)")
            check("spacing", face.monospaced ? "mono" : "proportional", row.spacing == 100 ? "mono" : row.spacing == 90 ? "dual" : "proportional")
        }
        #expect(compared > 100)
        #expect(differences.isEmpty, "\(differences.count) unexplained differences:\n\(differences.joined(separator: "\n"))")
        // Every rule is still needed on fonts-noto-core alone, so the list cannot rot.
        let stale = Set(Rule.allCases).subtracting(used).map(\.rawValue).sorted()
        #expect(stale.isEmpty, "rules no longer needed: \(stale)")
    }

    func formatted(_ d: Double) -> String {
        d == d.rounded() ? String(Int(d)) : String(d)
    }
}
