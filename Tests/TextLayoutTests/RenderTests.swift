import Foundation
import Testing
@testable import TextLayout

@Suite("Drawing to PNG, SVG and PDF")
struct RenderTests {
    static func tempDir() throws -> URL {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }

    @Test("Each format has its signature and is written atomically", arguments: ImageFormat.allCases)
    func formats(format: ImageFormat) throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let line = Typesetter.measure("Hello, world", try Fonts.attrs(Fonts.notoSans, size: 17))
        let path = dir.appendingPathComponent("out.\(format.rawValue)").path
        try Renderer.write(line, to: path)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        switch format {
        case .png: #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        case .svg: #expect(String(decoding: bytes.prefix(200), as: UTF8.self).contains("<svg"))
        case .pdf: #expect(bytes.starts(with: Array("%PDF".utf8)))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.\(format.rawValue)"])
    }

    @Test("The pixels drawn match the measured ink bounds (within a pixel) at the PNG's scale")
    func pixelsMatchInkBounds() throws {
        let attrs = try Fonts.attrs(Fonts.interVar, size: 24, perMille: 30, variations: ["wght": 700])
        let line = Typesetter.measure("Typography fi", attrs)
        let ink = try #require(line.inkBounds())
        let options = RenderOptions(scale: 2, padding: 10)
        let png = try Renderer.render(line, format: .png, options: options)
        let decoded = try #require(pngPixelBox(png))
        #expect(decoded.width == Int((line.width + 20) * 2) || decoded.width == Int(((line.width + 20) * 2).rounded(.up)))
        let box = try #require(decoded.box)
        let baseline = 10 + (line.lineHeight - (line.ascent + line.descent)) / 2 + line.ascent
        let expected = (x0: (10 + ink.minX) * 2, y0: (baseline - ink.maxY) * 2, x1: (10 + ink.maxX) * 2, y1: (baseline - ink.minY) * 2)
        #expect(abs(Double(box.0) - expected.x0) <= 1.5)
        #expect(abs(Double(box.2 + 1) - expected.x1) <= 1.5)
        #expect(abs(Double(box.1) - expected.y0) <= 1.5)
        #expect(abs(Double(box.3 + 1) - expected.y1) <= 1.5)
    }

    @Test("An unwritable path is a clear error and leaves nothing behind")
    func unwritable() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let line = Typesetter.measure("x", try Fonts.attrs(Fonts.notoSans, size: 17))
        for path in [dir.appendingPathComponent("missing/out.png").path, dir.path, dir.path + "/"] {
            do {
                try Renderer.write(line, to: path, format: .png)
                Issue.record("no error for \(path)")
            } catch {
                #expect(error.kind == .cannotWrite)
                #expect(error.description.hasPrefix(path))
                #expect(!error.description.contains("\n"))
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        #expect(throws: LayoutError.self) { try Renderer.write(line, to: dir.appendingPathComponent("x.gif").path) }
    }

    @Test("An existing file is replaced whole")
    func replaces() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("out.svg").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try Renderer.write(Typesetter.measure("new", try Fonts.attrs(Fonts.notoSans, size: 17)), to: path)
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self).contains("<svg"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.svg"])
    }
}
