import Foundation
import Testing
@testable import TextLayout

/// Fonts the tests use: the committed generated fixtures, and real fonts from Debian's
/// fonts-noto-core, fonts-inter and fonts-inter-variable (installed by scripts/setup.sh).
enum Fonts {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/fonts")
    static var trakTest: String { fixtures.appendingPathComponent("TrakTest.ttf").path }
    static var opszVariable: String { fixtures.appendingPathComponent("OpszVariable.ttf").path }
    static var opticalRangeDisplay: String { fixtures.appendingPathComponent("OpticalRange-Display.ttf").path }
    static var staticTest: String { fixtures.appendingPathComponent("StaticTest-SemiCondensedMedium.ttf").path }

    static let notoSans = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
    static let notoNaskh = "/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf"
    static let notoSansArabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
    static let notoDevanagari = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"
    static let notoThai = "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf"
    static let notoHebrew = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"
    static let interVar = "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf"
    static let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let interDisplayRegular = "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf"

    nonisolated(unsafe) private static var cache: [String: FontFace] = [:]
    private static let lock = NSLock()

    /// Each file is loaded once for the whole run.
    static func face(_ path: String) throws -> FontFace {
        lock.lock()
        defer { lock.unlock() }
        if let f = cache[path] { return f }
        let f = try FontFace(path: path)
        cache[path] = f
        return f
    }

    static func attrs(_ path: String, size: Double, perMille: Double = 0, source: TrackingSource = .explicit,
                      variations: [String: Double] = [:], fallbacks: [String] = [],
                      lineHeight: Double? = nil) throws -> TextAttributes {
        let font = try FontInstance(face: face(path), pointSize: size, variations: variations)
        let fb = try fallbacks.map { try font.matching(face($0)) }
        return TextAttributes(font: font, tracking: TrackingDecision(perMille: perMille, source: perMille == 0 ? .none : source),
                              fallbacks: fb, lineHeight: lineHeight)
    }
}

/// HarfBuzz's own command-line shaper, the peer the widths are compared with.
enum HBShape {
    struct Glyph: Decodable { let g: Int; let cl: Int; let ax: Int }

    /// Glyphs as `hb-shape` gives them (font units: its default scale is the units per em).
    static func shape(font: String, text: String, features: String? = nil, variations: String? = nil,
                      ptem: Double? = nil) throws -> [Glyph] {
        var args = ["--output-format=json", "--no-glyph-names"]
        if let features { args.append("--features=\(features)") }
        if let variations { args.append("--variations=\(variations)") }
        if let ptem { args.append("--font-ptem=\(ptem)") }
        args += [font, text]
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
        p.arguments = args
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return try JSONDecoder().decode([Glyph].self, from: data)
    }

    /// The advance width in font units.
    static func width(font: String, text: String, features: String? = nil, variations: String? = nil,
                      ptem: Double? = nil) throws -> Int {
        try shape(font: font, text: text, features: features, variations: variations, ptem: ptem).reduce(0) { $0 + $1.ax }
    }

    static let noLigatures = "liga=0,clig=0,dlig=0,hlig=0"
}

/// Points in 1/64: the tolerance of the width comparisons.
let oneSixtyFourth = 1.0 / 64
