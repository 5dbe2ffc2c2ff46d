import Foundation
import Testing

/// Golden renders of paragraphs, each looked at when it was made: `typography render` must draw
/// the same PNG, byte for byte (our encoder is deterministic; the fonts are fonts-noto-core's).
/// To make one again after a deliberate change, run its arguments with `-o` the golden file, and
/// look at it before committing it.
@Suite("Paragraph golden renders")
struct ParagraphGoldenTests {
    static var golden: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/paragraphs/golden")
    }
    static let noto = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
    static let thai = "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf"

    static let cases: [(file: String, arguments: [String])] = [
        ("german-justified-hyphenated.png",
         ["Die Schriftsetzerin prüfte jeden Absatz sorgfältig, bevor die Druckerei am Montag mit der Arbeit begann. Lange Wörter wie Straßenbahnhaltestelle, Verkehrsverbindungen oder Rechtsschutzversicherungsgesellschaften machen deutschen Text schwer zu setzen.",
          "--font", noto, "--point-size", "15", "--line-width", "230", "--lang", "de", "--align", "justified",
          "--hyphenate", "--first-line-indent", "1em", "--show-bounds"]),
        // The same paragraph in optimal fit (Knuth–Plass): no two-word line opened across the
        // column, at most two hyphens in a row.
        ("german-justified-optimal.png",
         ["Die Schriftsetzerin prüfte jeden Absatz sorgfältig, bevor die Druckerei am Montag mit der Arbeit begann. Lange Wörter wie Straßenbahnhaltestelle, Verkehrsverbindungen oder Rechtsschutzversicherungsgesellschaften machen deutschen Text schwer zu setzen.",
          "--font", noto, "--point-size", "15", "--line-width", "230", "--lang", "de", "--align", "justified",
          "--hyphenate", "--first-line-indent", "1em", "--show-bounds", "--wrap", "optimal"]),
        // Soft hyphens (U+00AD): a visible hyphen where a line breaks, nothing where it does not.
        ("soft-hyphens.png",
         ["Soft hyphens break words where the author allows: antidis\u{AD}establish\u{AD}mentarian\u{AD}ism, docu\u{AD}men\u{AD}ta\u{AD}tion, inter\u{AD}nation\u{AD}al\u{AD}ization.",
          "--font", noto, "--point-size", "17", "--line-width", "170", "--show-bounds"]),
        // Justified Thai: the spaces and the dictionary's word boundaries widen together.
        ("thai-justified.png",
         ["ภาษาไทยเขียนติดกันโดยไม่มีการเว้นวรรคระหว่างคำ แน่นอนว่าการตัดบรรทัดต้องใช้พจนานุกรม ระดับความยากของงานนี้สูงมาก เพราะคอมพิวเตอร์ต้องรู้ว่าคำแต่ละคำเริ่มต้นและสิ้นสุดที่ใด",
          "--font", thai, "--point-size", "17", "--line-width", "220", "--lang", "th", "--align", "justified", "--show-bounds"]),
        ("thai.png",
         ["ภาษาไทยเขียนติดกันโดยไม่มีการเว้นวรรคระหว่างคำ แน่นอนว่าการตัดบรรทัดต้องใช้พจนานุกรม ระดับความยากของงานนี้สูงมาก เพราะคอมพิวเตอร์ต้องรู้ว่าคำแต่ละคำเริ่มต้นและสิ้นสุดที่ใด",
          "--font", thai, "--point-size", "17", "--line-width", "220", "--lang", "th", "--show-bounds"]),
        ("balanced-heading.png",
         ["Typography for every platform that Swift runs on, Linux first", "--font", noto, "--point-size", "24",
          "--line-width", "300", "--wrap", "balance", "--align", "center", "--show-bounds"]),
    ]

    @Test("render draws the golden PNG", arguments: cases)
    func matchesGolden(file: String, arguments: [String]) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID())-\(file)")
        defer { try? FileManager.default.removeItem(at: out) }
        // A user's warm cache: German hyphenation's compiled patterns are made once for the suite
        // (CompiledHyphenationTests covers the cold cache), not in every render's fresh one.
        let r = try runCLI(["render"] + arguments + ["-o", out.path], environment: WarmSandbox.env)
        #expect(r.code == 0, "\(r.stderr)")
        let drawn = try Data(contentsOf: out)
        let expected = try Data(contentsOf: Self.golden.appendingPathComponent(file))
        #expect(drawn == expected, "\(file) differs from the golden render (\(drawn.count) vs \(expected.count) bytes)")
    }
}
