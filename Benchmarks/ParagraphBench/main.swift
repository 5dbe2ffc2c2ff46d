// In-process paragraph layout timings for Benchmarks/paragraph.sh. Not a timed test: it prints figures.
//
// Usage:
//   paragraph-bench greedy|optimal PARAGRAPHS_TSV POINT_SIZE ROUNDS HYPHENATION_FACTOR WIDTH…
//     The paragraphs of the file, each at the given widths, laid out ROUNDS times by
//     Typesetter.paragraph (ICU breaks, each line reshaped) with that wrap mode.
//   paragraph-bench hyphenate LANGUAGE WORD
//     The word's hyphenation points, and the milliseconds from asking to having them (the
//     dictionary opened in this process), for Benchmarks/hyphenation.sh.
//   paragraph-bench tex-input LANGUAGE PROSE_FILE
//   paragraph-bench tex-lines FONT_FILE POINT_SIZE LANGUAGE WRAP PROSE_FILE WIDTH…
//     For Benchmarks/tex-compare.sh (TeXComparison.swift): the prose as TeX input with our
//     hyphenation points, and the lines we set, one record a line.
//   paragraph-bench hits FONT_FILE POINT_SIZE WIDTH TEXT_FILE
//     The character at a point for every grapheme of the text set as one paragraph (below).
//   paragraph-bench labels FONT_FILE POINT_SIZE COUNT WIDTH
//     COUNT short labels (Labels.make below; the peer makes the same), each an NSAttributedString
//     in the font (made before the timing) measured with boundingRect(with: CGSize(width: WIDTH, …), options:
//     [.usesLineFragmentOrigin, .usesFontLeading]), the font the only one in the catalog.
// Prints "lines N" (the lines of one pass, to compare with the peer's) and "ns_per_paragraph T"
// (the best of 3 timed passes; for labels, nanoseconds a label).
import FontCatalog
import Foundation
import TextLayout
import TypographyText
import TypographyUIKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func usage() -> Never {
    FileHandle.standardError.write(Data("""
        usage: paragraph-bench greedy|optimal PARAGRAPHS_TSV POINT_SIZE ROUNDS HYPHENATION_FACTOR WIDTH…
               paragraph-bench labels FONT_FILE POINT_SIZE COUNT WIDTH
               paragraph-bench hyphenate LANGUAGE WORD
               paragraph-bench tex-input LANGUAGE PROSE_FILE
               paragraph-bench tex-lines FONT_FILE POINT_SIZE LANGUAGE WRAP PROSE_FILE WIDTH…

        """.utf8))
    exit(64)
}

func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// The best of three timed runs of `body`, in nanoseconds per unit (`units` units a run).
func best(units: Int, _ body: () throws -> Void) rethrows -> Int {
    var best = Double.infinity
    for _ in 0..<3 {
        let t0 = now()
        try body()
        best = min(best, Double(now() - t0) / Double(units))
    }
    return Int(best)
}

let args = CommandLine.arguments
guard args.count >= 2 else { usage() }

switch args[1] {
case "greedy", "optimal":
    guard args.count >= 7, let size = Double(args[3]), let rounds = Int(args[4]), let factor = Float(args[5]) else { usage() }
    let widths = args[6...].compactMap(Double.init)
    struct Case { let attrs: TextAttributes; let text: String }
    var cases: [Case] = []
    for line in try String(contentsOfFile: args[2], encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
        let f = line.split(separator: "\t", maxSplits: 2).map(String.init)
        guard f.count == 3 else { continue }
        let face = try FontFace(path: "/usr/share/fonts/" + f[1])
        var attrs = TextAttributes(font: try FontInstance(face: face, pointSize: size))
        attrs.language = f[0]
        cases.append(Case(attrs: attrs, text: f[2]))
    }
    var style = ParagraphStyle(hyphenationFactor: factor)
    style.wrap = args[1] == "optimal" ? .optimal : .greedy
    func pass() throws -> Int {
        var lines = 0
        for c in cases {
            for w in widths {
                lines += try Typesetter.paragraph(c.text, c.attrs, options: ParagraphOptions(width: w, style: style)).lines.count
            }
        }
        return lines
    }
    // One untimed pass: fonts, ICU's iterators and the dictionaries are opened once, as in any
    // program that lays out more than one paragraph.
    print("lines \(try pass())")
    print("ns_per_paragraph \(try best(units: rounds * cases.count * widths.count) { for _ in 0..<rounds { _ = try pass() } })")

case "labels":
    guard args.count == 6, let size = Double(args[3]), let count = Int(args[4]), let width = Double(args[5]) else { usage() }
    // The font alone in the catalog, as it is alone in Pango's fontconfig configuration.
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("paragraph-bench-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent(URL(fileURLWithPath: args[2]).lastPathComponent),
                                               withDestinationURL: URL(fileURLWithPath: args[2]))
    TextFonts.shared = CatalogFonts(catalog: Catalog.open(directories: FontDirectories(directories: [dir.path]), cachePath: nil))
    guard let family = TextFonts.shared.catalog.faces.first?.family,
          let font = UIFont(name: family, size: CGFloat(size)) else {
        FileHandle.standardError.write(Data("paragraph-bench: \(args[2]): no font in the file\n".utf8))
        exit(66)
    }
    // The labels are made first: the figure is boundingRect's, as Pango's is its layout's.
    let labels = Labels.make(count).map { NSAttributedString(string: $0, attributes: [.font: font]) }
    let box = CGSize(width: width, height: .greatestFiniteMagnitude)
    let options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .usesFontLeading]
    func pass() -> Double {
        var lines = 0.0
        for label in labels {
            let r = label.boundingRect(with: box, options: options, context: nil)
            lines += (r.height / font.lineHeight).rounded()
        }
        return lines
    }
    print("lines \(Int(pass()))")
    print("ns_per_paragraph \(best(units: labels.count) { _ = pass() })")

case "hyphenate":
    // A fresh process's first hyphenation: the dictionary found, opened (mapped from the compiled
    // cache when it is there) and one word hyphenated.
    guard args.count == 4 else { usage() }
    let t0 = now()
    let points = Typesetter.hyphenationPoints(args[3], language: args[2])
    let elapsed = Double(now() - t0) / 1_000_000
    print("points \(points.map(String.init).joined(separator: ","))")
    print("ready_ms \(String(format: "%.2f", elapsed))")

case "tex-input":
    guard args.count == 4 else { usage() }
    print(try TeXComparison.texInput(language: args[2], path: args[3]), terminator: "")

case "tex-lines":
    // WRAP is a wrap mode, or optimal-capped: optimal with CSS-like limits instead of TeX's.
    let capped = args.count > 5 && args[5] == "optimal-capped"
    guard args.count >= 8, let size = Double(args[3]), let wrap = capped ? ParagraphStyle.Wrap.optimal : ParagraphStyle.Wrap(rawValue: args[5])
    else { usage() }
    print(try TeXComparison.lines(font: args[2], size: size, language: args[4], wrap: wrap, capped: capped,
                                  path: args[6], widths: args[7...].compactMap(Double.init)), terminator: "")

case "hits":
    // paragraph-bench hits FONT_FILE POINT_SIZE WIDTH TEXT_FILE: the text as one paragraph at WIDTH;
    // for every grapheme, the character at the middle of its box (ParagraphQueries.characterIndex),
    // the points found before the timing. Prints "lines N", "queries N" and "ns_per_paragraph T"
    // (nanoseconds a query).
    guard args.count == 6, let size = Double(args[3]), let width = Double(args[4]) else { usage() }
    let text = try String(contentsOfFile: args[5], encoding: .utf8).trimmingCharacters(in: .newlines)
    let face = try FontFace(path: args[2])
    let attrs = TextAttributes(font: try FontInstance(face: face, pointSize: size))
    let paragraph = try Typesetter.paragraph(text, attrs, options: ParagraphOptions(width: width))
    let queries = paragraph.queries
    var points: [(Double, Double)] = []
    let ns = text as NSString
    var index = 0
    while index < ns.length {
        let next = NSMaxRange(ns.rangeOfComposedCharacterSequence(at: index))
        if let rect = queries.selectionRects(forUTF16: index..<next).first {
            points.append((rect.x + rect.width / 2, rect.y + rect.height / 2))
        }
        index = next
    }
    var found = 0
    func pass() { for (x, y) in points { found &+= queries.characterIndex(x: x, y: y)?.utf16Index ?? 0 } }
    print("lines \(paragraph.lines.count)")
    print("queries \(points.count)")
    print("ns_per_paragraph \(best(units: points.count) { pass() })")
    // What the queries found, printed so that the timed loop is not optimised away.
    print("checksum \(found)")

default:
    usage()
}

/// The labels both sides measure (Benchmarks/paragraph/pango_paragraphs.c makes the same strings
/// in the same order) (a UI word, a number, and every third label a second phrase).
enum Labels {
    static let words = ["Inbox", "Settings", "Downloads", "Profile", "Notifications", "Privacy & Security",
                        "Last updated", "Unread messages", "Storage", "Battery", "Wi-Fi", "Bluetooth",
                        "Display & Brightness", "Sounds & Haptics", "Focus", "Screen Time", "General",
                        "Control Centre", "Accessibility", "Wallpaper"]
    static let phrases = ["minutes ago", "items selected", "of 128 GB used", "new followers", "photos and videos"]

    static func make(_ count: Int) -> [String] {
        (0..<count).map { i in
            let base = "\(words[i % words.count]) \(i * 7919 % 1000)"
            return i % 3 == 0 ? base + " · " + phrases[i % phrases.count] : base
        }
    }
}
