import FontCatalog
import Foundation
import TextLayout
@testable import TypographyText

/// The installed fonts under /usr/share/fonts, without a cache: the tests never touch the user's
/// fonts or caches.
enum TestFonts {
    static let installed: CatalogFonts = {
        let fonts = CatalogFonts(catalog: Catalog.open(directories: FontDirectories(directories: ["/usr/share/fonts"]),
                                                       cachePath: nil))
        TextFonts.shared = fonts
        return fonts
    }()

    /// Sets the shared fonts to the installed ones (once).
    static func use() { _ = installed }
}

/// A face's tables read by a reader of its own (Python's `struct`, not this package's FontFile):
/// `head.unitsPerEm`, `hhea` ascender, descender, lineGap, `OS/2` sxHeight and sCapHeight.
enum IndependentMetrics {
    struct Values: Decodable {
        let upem: Double
        let ascender: Double
        let descender: Double
        let lineGap: Double
        let xHeight: Double?
        let capHeight: Double?
    }

    static let script = """
    import json, struct, sys
    data = open(sys.argv[1], 'rb').read()
    off = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    if data[:4] == b'ttcf':
        off = struct.unpack('>I', data[12 + 4 * off:16 + 4 * off])[0]
    n = struct.unpack('>H', data[off + 4:off + 6])[0]
    tables = {}
    for i in range(n):
        rec = data[off + 12 + 16 * i: off + 28 + 16 * i]
        tables[rec[:4].decode('latin-1')] = struct.unpack('>I', rec[8:12])[0]
    head, hhea = tables['head'], tables['hhea']
    out = {'upem': struct.unpack('>H', data[head + 18:head + 20])[0]}
    out['ascender'], out['descender'], out['lineGap'] = struct.unpack('>hhh', data[hhea + 4:hhea + 10])
    os2 = tables.get('OS/2')
    if os2 is not None and struct.unpack('>H', data[os2:os2 + 2])[0] >= 2:
        out['xHeight'], out['capHeight'] = struct.unpack('>hh', data[os2 + 86:os2 + 90])
    print(json.dumps(out))
    """

    static func read(path: String, index: Int = 0) throws -> Values {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", script, path, String(index)]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return try JSONDecoder().decode(Values.self, from: data)
    }
}

/// HarfBuzz's own shaper (`hb-shape`): the advance width of a text in font units.
enum HBShape {
    struct Glyph: Decodable { let ax: Int }
    struct Extents: Decodable { let g: Int; let yb: Int }

    /// The glyph count and the top of the ink (`y_bearing` of `--show-extents`) of a text, in font units.
    static func glyphs(font: String, text: String, features: String = "") throws -> (count: Int, top: Int) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
        p.arguments = ["--output-format=json", "--no-glyph-names", "--show-extents"]
            + (features.isEmpty ? [] : ["--features=" + features]) + [font, text]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let glyphs = try JSONDecoder().decode([Extents].self, from: data)
        return (glyphs.count, glyphs.map(\.yb).max() ?? 0)
    }

    struct ShapedGlyph: Decodable { let g: Int; let ax: Int }

    /// The glyph ids and the total advance (font units) of a text shaped with `features`
    /// (hb-shape's `--features` syntax: `frac`, `-liga`).
    /// `scale`: hb-shape's `--font-size`, an x and a y scale (font units at 1 pt by default).
    static func shape(font: String, text: String, features: String,
                      scale: (x: Int, y: Int)? = nil) throws -> (ids: [Int], advance: Int) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
        p.arguments = ["--output-format=json", "--no-glyph-names", "--features=" + features]
            + (scale.map { ["--font-size=\($0.x) \($0.y)"] } ?? []) + [font, text]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let glyphs = try JSONDecoder().decode([ShapedGlyph].self, from: data)
        return (glyphs.map(\.g), glyphs.reduce(0) { $0 + $1.ax })
    }

    static func advance(font: String, text: String) throws -> Int {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
        p.arguments = ["--output-format=json", "--no-glyph-names", font, text]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return try JSONDecoder().decode([Glyph].self, from: data).reduce(0) { $0 + $1.ax }
    }
}
