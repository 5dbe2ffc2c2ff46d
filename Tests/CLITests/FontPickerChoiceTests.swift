import Foundation
import Testing

/// The picker on this machine's fonts (HOME and XDG in a sandbox): what it lists is checked
/// against the catalog's own listing (`fonts list --faces`) by rule, never against file names.
@Suite("A picker that helps a person pick", .serialized)
struct FontPickerChoiceTests {
    func list(_ s: SystemFontsSandbox, _ args: [String]) throws -> [[String: Any]] {
        let r = try s.run(args + ["--json"])
        #expect(r.code == 0, "\(args): \(r.stderr)")
        return (try? r.json()) as? [[String: Any]] ?? []
    }

    @Test("Each face appears once; a static face and a variable named instance of it are one entry, served by the static file")
    func eachFaceOnce() throws {
        let s = try SystemFontsSandbox()
        defer { s.cleanup() }
        let entries = try list(s, ["fonts", "pick", "--faces"])
        #expect(!entries.isEmpty)
        let ids = entries.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == ids.count, "duplicates: \(Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted().prefix(10))")
        // Every file that has the face is named: the serving file, then the others.
        let faces = try list(s, ["fonts", "list", "--faces"])
        // A variable font's default face is not listed beside its named instances (its default
        // is one of them).
        let withInstances = Set(faces.filter { $0["namedInstance"] is Int }.compactMap { $0["path"] as? String })
        let defaults = faces.filter { $0["variable"] as? Bool == true && $0["namedInstance"] is NSNull }
        for d in defaults where withInstances.contains(d["path"] as? String ?? "") {
            guard let ps = d["postscriptName"] as? String else { continue }
            let named = faces.contains { $0["postscriptName"] as? String == ps && $0["namedInstance"] is Int }
            #expect(named || !ids.contains(ps), "\(ps): a variable font's default face listed beside its instances")
        }
        // A family's face count is the faces the faces mode lists for it.
        let families = try list(s, ["fonts", "pick"])
        for f in families {
            guard let family = f["family"] as? String, let count = f["faceCount"] as? Int else { continue }
            #expect(count == entries.filter { $0["family"] as? String == family }.count, "\(family): faceCount \(count)")
        }
        var pathsByPS: [String: [(path: String, instance: Bool)]] = [:]
        for f in faces {
            guard let ps = f["postscriptName"] as? String, let path = f["path"] as? String else { continue }
            pathsByPS[ps.lowercased(), default: []].append((path, !(f["namedInstance"] is NSNull) && f["namedInstance"] != nil))
        }
        for e in entries {
            guard let ps = (e["postscriptName"] as? String)?.lowercased(), let sources = pathsByPS[ps],
                  let file = e["file"] as? String else { continue }
            let named = Set([file] + ((e["alsoIn"] as? [String]) ?? []))
            #expect(named == Set(sources.map(\.path)), "\(ps)")
            // A static face, when there is one, serves it.
            if sources.contains(where: { !$0.instance }) {
                #expect(sources.contains { $0.path == file && !$0.instance }, "\(ps): served by \(file)")
            }
        }
    }

    @Test("A family is represented by its upright face of normal width, weight nearest regular")
    func familyRepresentative() throws {
        let s = try SystemFontsSandbox()
        defer { s.cleanup() }
        let families = try list(s, ["fonts", "pick"])
        let faces = try list(s, ["fonts", "list", "--faces"])
        let byPS = Dictionary(faces.compactMap { f in (f["postscriptName"] as? String).map { ($0, f) } }, uniquingKeysWith: { a, _ in a })
        var checked = 0
        for e in families {
            guard let family = e["family"] as? String, let ps = e["postscriptName"] as? String, let rep = byPS[ps] else { continue }
            let members = faces.filter { ($0["typographicFamily"] as? String ?? $0["family"] as? String) == family }
            guard members.count > 1 else { continue }
            let width = rep["width"] as? Double ?? 0
            let bestWidth = members.filter { ($0["slant"] as? String) == "upright" }.map { abs(($0["width"] as? Double ?? 0) - 100) }.min()
            if let bestWidth {
                #expect(rep["slant"] as? String == "upright", "\(family): \(ps)")
                #expect(abs(width - 100) == bestWidth, "\(family): \(ps) is \(width) %")
                // Of those, the weight nearest 400; between equally near ones, a Regular style
                // (some Bold files declare weight 400).
                let near = members.filter { ($0["slant"] as? String) == "upright" && abs(($0["width"] as? Double ?? 0) - 100) == bestWidth }
                let distance = { (f: [String: Any]) in abs((f["weight"] as? Int ?? 0) - 400) }
                let best = near.map(distance).min() ?? 0
                #expect(distance(rep) == best, "\(family): \(ps) weighs \(rep["weight"] ?? "?")")
                let style = { (f: [String: Any]) in ((f["typographicSubfamily"] as? String) ?? (f["style"] as? String) ?? "").lowercased() }
                if near.contains(where: { distance($0) == best && style($0) == "regular" }) {
                    #expect(style(rep) == "regular", "\(family): represented by \(ps) (\(style(rep)))")
                }
            }
            checked += 1
        }
        #expect(checked > 0)
    }

    @Test("Every preview is drawn in text its face covers: the name, its script's letters, or a symbol font's own characters")
    func previewsCoverTheirText() throws {
        let s = try SystemFontsSandbox()
        defer { s.cleanup() }
        let entries = try list(s, ["fonts", "pick"])
        #expect(!entries.isEmpty && entries.allSatisfy { $0["previewText"] is String })
        let nonName = entries.filter { ($0["previewText"] as? String) != ($0["displayName"] as? String) }
        // The default fonts include families that cannot draw their Latin name (Noto Sans
        // Devanagari, Noto Color Emoji…): they get their own script's sample.
        #expect(!nonName.isEmpty)
        // The face's own coverage decides (fonts list --covers), for every entry whose preview is
        // not its name (at most 40, to keep the test short), and for a few whose preview is.
        let sample = Array(nonName.prefix(40)) + Array(entries.filter { ($0["previewText"] as? String) == ($0["displayName"] as? String) }.prefix(5))
        for e in sample {
            guard let text = e["previewText"] as? String, let family = e["family"] as? String,
                  let ps = (e["preview"] as? [String: Any])?["postscriptName"] as? String else { continue }
            #expect(!text.isEmpty)
            #expect(text.unicodeScalars.first.map { !["Mn", "Me", "Mc"].contains(Self.category($0)) } ?? false, "\(family): starts with a mark")
            let covering = try list(s, ["fonts", "list", "--faces", "--family", family, "--covers", text])
            #expect(covering.contains { $0["postscriptName"] as? String == ps }, "\(family): \(ps) does not cover '\(text)'")
        }
        // A preview never starts with a modifier letter or a spacing modifier (ˇ, ʼ alone).
        for e in entries {
            guard let first = (e["previewText"] as? String)?.unicodeScalars.first else { continue }
            #expect(first.properties.generalCategory != .modifierLetter && !(0x2B0...0x2FF).contains(first.value),
                    "\(e["family"] ?? "?"): '\(e["previewText"] ?? "")'")
        }
        // A CJK family previews in its own script (not its Latin name), each region's own.
        for e in entries where (e["family"] as? String ?? "").contains(" CJK ") {
            let text = e["previewText"] as? String ?? ""
            #expect(!text.isEmpty && text.unicodeScalars.allSatisfy { $0.value >= 0x1100 }, "\(e["family"] ?? "?"): '\(text)'")
        }
        // Previews are drawn, one PNG per entry.
        let dir = s.root.appendingPathComponent("previews").path
        let drawn = try list(s, ["fonts", "pick", "--query", "Noto Sans Devanagari", "--previews", dir])
        #expect(drawn.allSatisfy { ($0["previewImage"] as? String).map { FileManager.default.fileExists(atPath: $0) } ?? false })
    }

    static func category(_ u: Unicode.Scalar) -> String {
        switch u.properties.generalCategory {
        case .nonspacingMark: return "Mn"
        case .enclosingMark: return "Me"
        case .spacingMark: return "Mc"
        default: return "other"
        }
    }

    @Test("Design classes come from evidence: monospaced faces are text faces, Carlito is not rounded")
    func designFromEvidence() throws {
        let s = try SystemFontsSandbox()
        defer { s.cleanup() }
        let mono = try list(s, ["fonts", "list", "--faces", "--monospaced"])
        let monoWithLatin = try list(s, ["fonts", "list", "--faces", "--monospaced", "--covers", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"])
        #expect(!mono.isEmpty)
        #expect(mono.count == monoWithLatin.count, "monospaced faces without the Latin capitals")
        let rounded = try list(s, ["fonts", "list", "--rounded"]).compactMap { $0["family"] as? String }
        // Rounded: the family's own name says so, or the design map lists it as rounded (Quicksand).
        for family in rounded {
            #expect(family.localizedCaseInsensitiveContains("rounded") || family == "Quicksand", "\(family)")
        }
        #expect(!rounded.contains("Carlito"))
        // Serif or sans: the family's own "Sans" or "Serif" decides before PANOSE (Noto Sans
        // Medefaidrin's PANOSE says serif; Noto Serif Khojki Regular's says sans).
        for f in try list(s, ["fonts", "list", "--faces"]) {
            let family = (f["typographicFamily"] as? String) ?? (f["family"] as? String) ?? ""
            let words = family.lowercased().split(whereSeparator: { !$0.isLetter })
            let design = f["design"] as? String
            if words.contains("sans") { #expect(design != "serif", "\(family): \(f["postscriptName"] ?? "?")") }
            if words.contains("serif") && !words.contains("sans") && design != "monospaced" && design != "rounded" {
                #expect(design == "serif", "\(family): \(f["postscriptName"] ?? "?") is \(design ?? "?")")
            }
        }
    }
}
