import Foundation

/// The text of a paragraph or line, analysed once: code points, grapheme clusters, bidi levels,
/// scripts and the font of each grapheme. Shaping works on ranges of it.
///
/// A class, never changed once made: a paragraph's spans, lines and candidates all hold it, and
/// copying a value of eleven arrays (a retain each) wherever it went cost a label's boundingRect
/// about 3 % of its CPU time (23.3 against 24.2 µs a label, Benchmarks/paragraph.sh's labels).
final class Analysis: Sendable {
    let text: String
    let utf8: [UInt8]
    /// Code points.
    let scalars: [UInt32]
    /// UTF-8 offset of each code point, plus one past the end (`utf8.count`).
    let offsets: [Int]
    /// Grapheme index of each code point.
    let graphemeOfScalar: [Int32]
    /// Code point index where each grapheme starts, plus one past the end (`scalars.count`).
    let graphemeStarts: [Int]
    /// Embedding level of each code point.
    let levels: [UInt8]
    let baseRTL: Bool
    /// Script of each code point (resolved per grapheme; Common and Inherited take the script
    /// around them).
    let scripts: [UInt32]
    /// Index of each grapheme's font: 0 the primary, 1… the fallbacks. The primary is always tried
    /// first, also for spaces and punctuation between fallback runs (a fallback face's space can be
    /// far wider: Noto Color Emoji's is 1.25 em); HarfBuzz still shapes each run with the whole
    /// text as context, so splitting runs there does not change joining.
    let fontOfGrapheme: [Int32]
    /// Graphemes no font covers (drawn with the primary's .notdef).
    let missing: [Bool]
    /// True when every code point is ASCII (code point i is byte i).
    let ascii: Bool

    var graphemeCount: Int { graphemeStarts.count - 1 }

    /// - `embeddings`: explicit bidi embeddings and overrides over UTF-8 ranges of `text`
    ///   (sorted, not overlapping), each with its levels from the outermost in.
    init(_ text: String, fonts: [HBFont], direction: TextDirection, embeddings: [EmbeddedRange] = []) {
        self.text = text
        let utf8 = Array(text.utf8)
        self.utf8 = utf8
        let ascii = utf8.allSatisfy { $0 < 0x80 }
        self.ascii = ascii
        let (scalars, offsets) = Analysis.codePoints(text, utf8: utf8, ascii: ascii)
        self.scalars = scalars
        self.offsets = offsets
        let (graphemeOfScalar, graphemeStarts) = Analysis.graphemes(text, scalars: scalars, ascii: ascii)
        self.graphemeOfScalar = graphemeOfScalar
        self.graphemeStarts = graphemeStarts

        // Bidi levels: only when the text can hold right-to-left text or the base is forced RTL.
        var levels: [UInt8]
        let needsBidi = direction == .rightToLeft || !embeddings.isEmpty
            || (!ascii && scalars.contains(where: Analysis.mayBeRightToLeft))
        if needsBidi {
            let base: Bool? = direction == .auto ? nil : direction == .rightToLeft
            let r = embeddings.isEmpty ? FriBidi.levels(scalars, base: base)
                : Analysis.embeddedLevels(scalars, offsets: offsets, embeddings: embeddings, base: base)
            levels = r.levels
            baseRTL = r.rtl
        } else {
            levels = [UInt8](repeating: 0, count: scalars.count)
            baseRTL = false
        }
        if ascii {
            scripts = [UInt32](repeating: HBUnicode.latin, count: scalars.count)
        } else {
            scripts = Analysis.resolvedScripts(scalars, graphemeStarts: graphemeStarts, levels: &levels)
        }
        self.levels = levels
        let graphemeFonts = Analysis.graphemeFonts(scalars, graphemeStarts: graphemeStarts, fonts: fonts)
        fontOfGrapheme = graphemeFonts.fontOf
        missing = graphemeFonts.missing
    }

    /// A UTF-8 range of the text under explicit bidi embeddings, from the outermost in.
    struct EmbeddedRange {
        var bytes: Range<Int>
        var levels: [BidiEmbedding]
    }

    /// The bidi levels of `scalars` with `embeddings` applied as UAX #9 applies the formatting
    /// characters they stand for (LRE, RLE, LRO, RLO, each closed by PDF; rules X2–X5, X7): the
    /// characters are put in, where one range's levels leave another's, for the algorithm alone,
    /// and their own levels are dropped (X9 removes them), so every index stays the text's.
    static func embeddedLevels(_ scalars: [UInt32], offsets: [Int], embeddings: [EmbeddedRange],
                               base: Bool?) -> (levels: [UInt8], rtl: Bool) {
        var augmented: [UInt32] = []
        augmented.reserveCapacity(scalars.count + 4 * embeddings.count)
        var position: [Int] = []
        position.reserveCapacity(scalars.count)
        var open: [BidiEmbedding] = []
        var next = 0
        for i in scalars.indices {
            let byte = offsets[i]
            while next < embeddings.count && embeddings[next].bytes.upperBound <= byte { next += 1 }
            let wanted = next < embeddings.count && embeddings[next].bytes.contains(byte) ? embeddings[next].levels : []
            if wanted != open {
                var kept = 0
                while kept < min(open.count, wanted.count) && open[kept] == wanted[kept] { kept += 1 }
                augmented += repeatElement(BidiEmbedding.popDirectionalFormatting, count: open.count - kept)
                augmented += wanted[kept...].map(\.formattingCharacter)
                open = wanted
            }
            position.append(augmented.count)
            augmented.append(scalars[i])
        }
        let r = FriBidi.levels(augmented, base: base)
        return (position.map { r.levels[$0] }, r.rtl)
    }

    /// The code points of `text` (UTF-8 `utf8`), and the UTF-8 offset of each plus one past the end.
    private static func codePoints(_ text: String, utf8: [UInt8], ascii: Bool) -> (scalars: [UInt32], offsets: [Int]) {
        if ascii { return (utf8.map(UInt32.init), Array(0...utf8.count)) }
        var scalars: [UInt32] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(utf8.count)
        offsets.reserveCapacity(utf8.count + 1)
        var pos = 0
        for s in text.unicodeScalars {
            scalars.append(s.value)
            offsets.append(pos)
            pos += UTF8.width(s)
        }
        offsets.append(pos)
        return (scalars, offsets)
    }

    /// Grapheme clusters (Swift's Character: extended grapheme clusters, UAX #29): the grapheme
    /// of each code point, and where each grapheme starts plus one past the end.
    private static func graphemes(_ text: String, scalars: [UInt32], ascii: Bool) -> (ofScalar: [Int32], starts: [Int]) {
        let n = scalars.count
        var gOf = [Int32](repeating: 0, count: n)
        var gStarts: [Int] = []
        gStarts.reserveCapacity(n + 1)
        // Below U+0300 (Latin-1 and Latin Extended; the combining marks start there) no code point
        // extends a cluster, so each is a grapheme of its own but CR LF (UAX #29 GB3–GB5), as in
        // ASCII: Swift's grapheme breaking was a fifth of a short Latin label's analysis.
        if ascii || scalars.allSatisfy({ $0 < 0x300 }) {
            var g: Int32 = -1
            for i in 0..<n {
                if !(i > 0 && scalars[i] == 0x0A && scalars[i - 1] == 0x0D) {
                    g += 1
                    gStarts.append(i)
                }
                gOf[i] = g
            }
        } else {
            var si = 0
            var g: Int32 = 0
            for ch in text {
                gStarts.append(si)
                let k = ch.unicodeScalars.count
                for j in si..<(si + k) where j < n { gOf[j] = g }
                si += k
                g += 1
            }
        }
        gStarts.append(n)
        return (gOf, gStarts)
    }

    /// The script of each code point of non-ASCII text, resolved per grapheme (Common and
    /// Inherited take the script around them); each grapheme's code points also take its first's
    /// bidi level.
    private static func resolvedScripts(_ scalars: [UInt32], graphemeStarts gStarts: [Int], levels: inout [UInt8]) -> [UInt32] {
        let n = scalars.count
        var scripts = [UInt32](repeating: HBUnicode.latin, count: n)
        var raw = scalars.map(HBUnicode.script)
        var last: UInt32? = nil
        for i in 0..<n {
            let s = raw[i]
            if s == HBUnicode.common || s == HBUnicode.inherited || s == HBUnicode.unknown {
                if let last { raw[i] = last }
            } else {
                last = s
            }
        }
        // Leading Common/Inherited take the first real script; all-Common text stays Common.
        if let first = raw.first(where: { $0 != HBUnicode.common && $0 != HBUnicode.inherited && $0 != HBUnicode.unknown }) {
            for i in 0..<n {
                let s = raw[i]
                if s == HBUnicode.common || s == HBUnicode.inherited || s == HBUnicode.unknown { raw[i] = first } else { break }
            }
        }
        for g in 0..<(gStarts.count - 1) {
            let a = gStarts[g], b = gStarts[g + 1]
            for i in a..<b {
                scripts[i] = raw[a]
                levels[i] = levels[a]
            }
        }
        return scripts
    }

    /// The font of each grapheme: the first that covers all its code points that need a glyph
    /// (the primary, 0, for a grapheme none covers, which is missing).
    private static func graphemeFonts(_ scalars: [UInt32], graphemeStarts gStarts: [Int],
                                      fonts: [HBFont]) -> (fontOf: [Int32], missing: [Bool]) {
        let gCount = gStarts.count - 1
        var fontOf = [Int32](repeating: 0, count: gCount)
        var missing = [Bool](repeating: false, count: gCount)
        for g in 0..<gCount {
            let a = gStarts[g], b = gStarts[g + 1]
            var chosen = -1
            for (fi, font) in fonts.enumerated() where chosen < 0 {
                var ok = true
                for i in a..<b where Analysis.needsGlyph(scalars[i]) {
                    if font.nominalGlyph(scalars[i]) == nil { ok = false; break }
                }
                if ok { chosen = fi; break }
            }
            if chosen < 0 {
                missing[g] = true
                chosen = 0
            }
            fontOf[g] = Int32(chosen)
        }
        return (fontOf, missing)
    }

    /// Code points that are right-to-left (Hebrew, Arabic, Syriac, Thaana, N'Ko… and their
    /// presentation forms; the RTL blocks of the supplementary planes) or bidi controls: text
    /// without any needs no bidi analysis.
    static func mayBeRightToLeft(_ c: UInt32) -> Bool {
        switch c {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
             0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            return true
        default:
            return false
        }
    }

    /// Whether a code point must be in a font's cmap for the font to be chosen: not for
    /// controls and default-ignorable code points (ZWJ, variation selectors, bidi controls…),
    /// which shaping hides or which no font needs to map.
    static func needsGlyph(_ c: UInt32) -> Bool {
        if c < 0x20 || (c >= 0x7F && c < 0xA0) { return false }
        switch c {
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x200B...0x200F,
             0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0x1BCA0...0x1BCA3,
             0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return false
        default:
            return true
        }
    }

    /// The code point index holding UTF-8 offset `byte`.
    @inline(__always)
    func scalarIndex(ofByte byte: Int) -> Int {
        if ascii { return byte }
        // Binary search in offsets.
        var lo = 0, hi = offsets.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if offsets[mid] <= byte { lo = mid } else { hi = mid - 1 }
        }
        return min(lo, scalars.count - 1)
    }

    /// The grapheme holding UTF-8 offset `byte`.
    @inline(__always)
    func grapheme(ofByte byte: Int) -> Int {
        guard !scalars.isEmpty else { return 0 }
        return Int(graphemeOfScalar[scalarIndex(ofByte: byte)])
    }
}
