import ArgumentParser
import CLISupport
import Foundation
import TextLayout
import TypeSystem

/// `typography measure TEXT (STYLE --platform P … | --font NAME|PATH --point-size N)`: shape and
/// measure one line. `--lines FILE` measures every line of FILE ("-": standard input), one JSON
/// object per line.
struct LayoutMeasure: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Shape and measure a line of text in a text style or a font (size-specific tracking, automatic optical size).",
        discussion: "TEXT then STYLE (with --platform and the options of `typography resolve`): the catalog chooses the face. Or --font NAME|PATH with --point-size N (scaled with --relative-to STYLE). With --lines FILE, give only the STYLE, if any.")

    @Argument(help: "TEXT, then an optional text STYLE (with --lines: only the STYLE).") var arguments: [String] = []
    @OptionGroup var font: LayoutFontOptions
    @Option(help: "Measure every line of this file (\"-\": standard input); prints one JSON object per line.")
    var lines: String?
    @Option(help: ArgumentHelp("Measure runs in several styles as one line (a JSON array of {text, style or font and pointSize, bold, italic, weight, design, leading, tracking, kerning, color}; \"-\": standard input).", valueName: "file"))
    var runs: String?
    @Option(name: .customLong("line-width"),
            help: ArgumentHelp("Break TEXT into lines of this width and measure the paragraph (15, 15pt, 17px, or 20em of the font size).", valueName: "length"))
    var lineWidth: String?
    @Option(name: .customLong("max-lines"), help: "With --line-width: at most this many lines, the last truncated.")
    var maxLines: Int?
    @OptionGroup(title: "Paragraph (with --line-width)") var paragraph: ParagraphStyleOptions
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    /// `measure --line-width --json`.
    struct ParagraphOutput: Encodable {
        let width: Double
        let height: Double
        let truncated: Bool
        let lines: [ParagraphLineJSON]
        let font: FontJSON
    }

    func run() throws {
        if lineWidth == nil && (maxLines != nil || paragraph.anyGiven) {
            throw CLIError.usage("--max-lines and the paragraph options (--align, --wrap, --hyphenate, indents, spacing, tab stops) need --line-width")
        }
        if let lineWidth {
            guard runs == nil, lines == nil else { throw CLIError.usage("--line-width measures TEXT as a paragraph: give no --runs or --lines") }
            let (text, style) = try textAndStyle(arguments)
            guard let text else { throw CLIError.usage("missing TEXT") }
            let setup = try font.setup(style: style, covering: [text, "\u{2026}", "\u{2010}"])
            let attrs = setup.attributes
            let w = try parseLineWidth(lineWidth, legacy: nil, fontSize: attrs.font.pointSize)
            let alignment = try paragraph.alignment().0
            let pstyle = try paragraph.style(fontSize: attrs.font.pointSize, language: attrs.language, languageTag: font.language)
            let p = try layout { () throws(LayoutError) -> Paragraph in
                try Typesetter.paragraph(text, attrs, options: ParagraphOptions(width: w, alignment: alignment, maxLines: maxLines, style: pstyle))
            }
            if json {
                try Out.json(ParagraphOutput(width: p.width, height: p.height, truncated: p.truncated,
                                             lines: p.lines.map(ParagraphLineJSON.init), font: FontJSON(attrs.font)))
                return
            }
            Out.record("\(p.lines.count) line\(p.lines.count == 1 ? "" : "s") in \(f(p.width)) × \(f(p.height)) pt\(p.truncated ? ", truncated" : "")")
            for l in p.lines {
                Out.record("  \"\(l.line.text)\" x \(f(l.x)), width \(f(l.line.width)), baseline \(f(l.baseline))\(l.hyphenated ? ", hyphenated" : "")")
            }
            Out.record(describeFont(setup))
            return
        }
        if let runs {
            guard arguments.isEmpty, lines == nil else { throw CLIError.usage("--runs takes its text from the file: give no TEXT, STYLE or --lines") }
            let textRuns = try font.textRuns(try RunsFile.read(runs), file: runs)
            let p = try layout { () throws(LayoutError) -> Paragraph in try Typesetter.paragraph(runs: textRuns, options: ParagraphOptions(width: RichLayout.unbounded)) }
            try RichLayout.report(p, runs: textRuns, json: json)
            return
        }
        if let lines {
            let (_, style) = try textAndStyle(arguments, textGiven: false)
            try batch(lines, style)
            return
        }
        let (text, style) = try textAndStyle(arguments)
        guard let text else { throw CLIError.usage("missing TEXT (or --lines FILE)") }
        let setup = try font.setup(style: style, covering: [text])
        let attrs = setup.attributes
        let line = Typesetter.measure(text, attrs)
        if json {
            var out = JSONWriter()
            LayoutMeasure.write(line, attrs: attrs, to: &out)
            Out.jsonLine(out.string)
            return
        }
        Out.record("\"\(text)\": width \(f(line.width)) pt, height \(f(line.height)) pt (ascent \(f(line.ascent)), descent \(f(line.descent))), line height \(f(line.lineHeight)) pt (\(line.lineHeightSource))")
        Out.record("\(line.glyphCount) glyphs; tracking \(f(line.tracking.perMille))/1000 em = \(f(line.tracking.points)) pt (\(line.tracking.source.rawValue))\(line.ligaturesDisabled ? ", optional ligatures off" : "")")
        Out.record(describeFont(setup))
        if let ink = line.inkBounds() {
            Out.record("ink: x \(f(ink.minX))…\(f(ink.maxX)), y \(f(ink.minY))…\(f(ink.maxY)) pt")
        }
        for fb in line.fallbacks {
            let synthetic = fb.synthesis.isEmpty ? "" : " (synthetic \(fb.synthesis.phrase))"
            Out.record("fallback: \"\(fb.text)\" → \(fb.face.map { $0.postscriptName ?? $0.path } ?? "no font covers it")\(synthetic)")
        }
    }

    private func f(_ v: Double) -> String { formatNumber(v, maxFractionDigits: 3) }

    /// Batch mode: each input line measured, one compact JSON object per output line, written
    /// through one buffer.
    private func batch(_ path: String, _ style: TextStyle?) throws {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            data = Data(try InputFile.read(path, limit: 1 << 30))
        }
        // Lines split on the bytes (a String split on Characters segments graphemes: slow), a
        // final "\r" dropped, invalid UTF-8 replaced.
        var lines: [String] = []
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let b = raw.bindMemory(to: UInt8.self)
            var start = 0
            while start < b.count {
                var end = start
                while end < b.count && b[end] != 0x0A { end += 1 }
                var stop = end
                if stop > start && b[stop - 1] == 0x0D { stop -= 1 }
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: b[start..<stop]), as: UTF8.self))
                start = end + 1
            }
        }
        // One set of attributes for every line: the catalog's fallbacks cover all of them.
        let attrs = try font.setup(style: style, covering: lines).attributes
        var out = JSONWriter()
        out.bytes.reserveCapacity(1 << 17)
        let font = LayoutMeasure.fontFragment(attrs)
        for s in lines {
            LayoutMeasure.write(Typesetter.measure(s, attrs), attrs: attrs, font: font, to: &out)
            out.newline()
            if out.bytes.count >= 1 << 17 {
                Out.raw(out.bytes)
                out.bytes.removeAll(keepingCapacity: true)
            }
        }
        if !out.bytes.isEmpty { Out.raw(out.bytes) }
    }

    /// The measure object, keys sorted: ascent, descent, fallbacks, font, glyphCount, height,
    /// inkBounds, ligaturesDisabled, lineHeight, lineHeightSource, opticalSize, text, tracking, width.
    /// The "font" object, the same for every line of a batch: written once.
    static func fontFragment(_ attrs: TextAttributes) -> [UInt8] {
        var w = JSONWriter()
        w.open()
        w.key("path"); w.string(attrs.font.face.path)
        w.key("postscriptName"); if let p = attrs.font.face.postscriptName { w.string(p) } else { w.null() }
        w.key("synthetic"); w.strings(attrs.font.synthesis.names)
        w.key("variations"); w.open()
        for v in attrs.font.variations.sorted(by: { $0.tag < $1.tag }) { w.key(v.tag); w.number(v.value) }
        w.close()
        w.close()
        return w.bytes
    }

    static func write(_ line: ShapedLine, attrs: TextAttributes, font: [UInt8]? = nil, to w: inout JSONWriter) {
        w.open()
        w.key("ascent"); w.number(line.ascent)
        w.key("descent"); w.number(line.descent)
        w.key("fallbacks"); w.openArray()
        for fb in line.fallbacks {
            w.open()
            w.key("path"); if let p = fb.face?.path { w.string(p) } else { w.null() }
            w.key("postscriptName"); if let p = fb.face?.postscriptName { w.string(p) } else { w.null() }
            w.key("synthetic"); w.strings(fb.synthesis.names)
            w.key("text"); w.string(fb.text)
            w.close()
        }
        w.closeArray()
        w.key("font"); w.fragment(font ?? fontFragment(attrs))
        w.key("glyphCount"); w.number(Double(line.glyphCount))
        w.key("height"); w.number(line.height)
        w.key("inkBounds")
        if let ink = line.inkBounds() {
            w.open()
            w.key("maxX"); w.number(ink.maxX)
            w.key("maxY"); w.number(ink.maxY)
            w.key("minX"); w.number(ink.minX)
            w.key("minY"); w.number(ink.minY)
            w.close()
        } else {
            w.null()
        }
        w.key("ligaturesDisabled"); w.bool(line.ligaturesDisabled)
        w.key("lineHeight"); w.number(line.lineHeight)
        w.key("lineHeightSource"); w.string(line.lineHeightSource)
        w.key("opticalSize"); if let o = attrs.font.opticalSize { w.number(o) } else { w.null() }
        w.key("text"); w.string(line.text)
        w.key("tracking"); w.open()
        w.key("perMille"); w.number(line.tracking.perMille)
        w.key("points"); w.number(line.tracking.points)
        w.key("source"); w.string(line.tracking.source.rawValue)
        w.close()
        w.key("width"); w.number(line.width)
        w.close()
    }
}

/// A small compact-JSON writer (for batch output, where JSONEncoder would dominate the time).
struct JSONWriter {
    var bytes: [UInt8] = []
    private var needsComma = false
    /// The digits of recently written fractional numbers (a batch repeats most of them on every
    /// line: the ascent, the descent, the line height, the tracking).
    private let recent = RecentNumbers()

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func newline() { bytes.append(0x0A); needsComma = false }
    mutating func open() { sep(); bytes.append(0x7B); needsComma = false }
    mutating func close() { bytes.append(0x7D); needsComma = true }
    mutating func openArray() { sep(); bytes.append(0x5B); needsComma = false }
    mutating func closeArray() { bytes.append(0x5D); needsComma = true }
    /// A key: ASCII without characters to escape (every key here is a literal).
    mutating func key(_ k: StaticString) {
        sep()
        bytes.append(0x22)
        bytes.append(contentsOf: UnsafeBufferPointer(start: k.utf8Start, count: k.utf8CodeUnitCount))
        bytes.append(0x22)
        bytes.append(0x3A)
        needsComma = false
    }
    /// A key that is not a literal (an axis tag).
    mutating func key(_ k: String) { sep(); raw(k); bytes.append(0x3A); needsComma = false }
    /// An array of strings.
    mutating func strings(_ a: [String]) {
        openArray()
        for s in a { string(s) }
        closeArray()
    }
    mutating func null() { sep(); bytes.append(contentsOf: "null".utf8); needsComma = true }
    mutating func bool(_ b: Bool) { sep(); bytes.append(contentsOf: (b ? "true" : "false").utf8); needsComma = true }
    mutating func number(_ v: Double) {
        sep()
        if !v.isFinite {
            bytes.append(contentsOf: "null".utf8)
        } else if v == v.rounded(), abs(v) < 1e15 {
            integer(Int64(v))
        } else {
            // The same shortest round-trip digits as `v.description`, written straight into the
            // buffer: `Double.write(to:)` hands its stack buffer to `_writeASCII` (below), where
            // `description` would allocate a String for every number of more than 15 characters.
            // A number written recently is copied from `recent` instead of formatted again.
            if !recent.append(v, to: &bytes) {
                let start = bytes.count
                v.write(to: &self)
                recent.remember(v, bytes[start...])
            }
        }
        needsComma = true
    }

    /// A whole number's decimal digits, without a String.
    private mutating func integer(_ n: Int64) {
        if n < 0 { bytes.append(0x2D) }
        var m = n.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 20 digits at most (UInt64.max)
        withUnsafeMutableBytes(of: &digits) { raw in
            var i = raw.count
            repeat {
                i -= 1
                raw[i] = UInt8(truncatingIfNeeded: 0x30 + m % 10)
                m /= 10
            } while m > 0
            bytes.append(contentsOf: raw[i...])
        }
    }
    mutating func string(_ s: String) { sep(); raw(s); needsComma = true }
    /// Bytes already in JSON form (a value written once and repeated).
    mutating func fragment(_ json: [UInt8]) { sep(); bytes.append(contentsOf: json); needsComma = true }

    private mutating func sep() { if needsComma { bytes.append(0x2C) } }

    private mutating func raw(_ s: String) {
        bytes.append(0x22)
        var copy = s
        copy.withUTF8 { u in
            // Most strings need no escaping: copy them whole.
            var plain = true
            for b in u where b < 0x20 || b == 0x22 || b == 0x5C {
                plain = false
                break
            }
            if plain {
                bytes.append(contentsOf: u)
                return
            }
            for b in u {
                switch b {
                case 0x22: bytes.append(0x5C); bytes.append(0x22)
                case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
                case 0x0A: bytes.append(0x5C); bytes.append(0x6E)
                case 0x0D: bytes.append(0x5C); bytes.append(0x72)
                case 0x09: bytes.append(0x5C); bytes.append(0x74)
                case 0..<0x20:
                    let hex: StaticString = "0123456789abcdef"
                    bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex.utf8Start[Int(b >> 4)], hex.utf8Start[Int(b & 0xF)]])
                default: bytes.append(b)
                }
            }
        }
        bytes.append(0x22)
    }
}

/// The decimal digits of the last fractional numbers written, by bit pattern: a direct-mapped
/// table of 64 slots. Finding a number's slot and copying its digits costs a few dozen
/// instructions; formatting it (the shortest round-trip digits) about a thousand.
final class RecentNumbers {
    private static let slots = 64
    /// The longest shortest round-trip form of a Double: "-2.2250738585072014e-308".
    private static let width = 24
    private let keys: UnsafeMutablePointer<UInt64>
    private let lengths: UnsafeMutablePointer<UInt8>
    private let digits: UnsafeMutablePointer<UInt8>

    init() {
        keys = .allocate(capacity: Self.slots)
        // A NaN's bit pattern: never looked up (non-finite numbers are written as null).
        keys.initialize(repeating: Double.nan.bitPattern, count: Self.slots)
        lengths = .allocate(capacity: Self.slots)
        lengths.initialize(repeating: 0, count: Self.slots)
        digits = .allocate(capacity: Self.slots * Self.width)
        digits.initialize(repeating: 0, count: Self.slots * Self.width)
    }

    deinit {
        keys.deallocate()
        lengths.deallocate()
        digits.deallocate()
    }

    private static func slot(_ bits: UInt64) -> Int {
        Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 58)  // Fibonacci hashing, 6 bits
    }

    /// Appends the digits of `v` when they are remembered; `false` when not.
    func append(_ v: Double, to bytes: inout [UInt8]) -> Bool {
        let bits = v.bitPattern
        let i = Self.slot(bits)
        guard keys[i] == bits else { return false }
        bytes.append(contentsOf: UnsafeBufferPointer(start: digits + i * Self.width, count: Int(lengths[i])))
        return true
    }

    /// Remembers the digits just written for `v`.
    func remember(_ v: Double, _ written: ArraySlice<UInt8>) {
        guard !written.isEmpty, written.count <= Self.width else { return }
        let i = Self.slot(v.bitPattern)
        keys[i] = v.bitPattern
        lengths[i] = UInt8(written.count)
        written.withUnsafeBufferPointer { b in
            if let base = b.baseAddress { (digits + i * Self.width).update(from: base, count: b.count) }
        }
    }
}

/// The writer as a text stream, for `Double.write(to:)`: the standard library calls `_writeASCII`
/// (its hook for ASCII output) with the digits, so no String is made; `write(_:)` is the general
/// path and gives the same bytes.
extension JSONWriter: TextOutputStream {
    mutating func write(_ string: String) {
        var s = string
        s.withUTF8 { bytes.append(contentsOf: $0) }
    }
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: buffer) }
}
