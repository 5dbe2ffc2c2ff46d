/// UTF-8 and UTF-16 offsets of one text, each to the other, in constant time.
struct TextOffsets: Sendable {
    /// The UTF-16 offset at each UTF-8 offset (a byte inside a code point has its code point's).
    private let utf16AtByte: [Int32]
    /// The UTF-8 offset at each UTF-16 offset (the second half of a surrogate pair has its pair's).
    private let byteAtUTF16: [Int32]

    init(_ text: String) {
        var u16: [Int32] = []
        var bytes: [Int32] = []
        u16.reserveCapacity(text.utf8.count + 1)
        var byte: Int32 = 0, unit: Int32 = 0
        for scalar in text.unicodeScalars {
            let length = Int32(UTF8.width(scalar)), units = Int32(UTF16.width(scalar))
            for _ in 0..<length { u16.append(unit) }
            for _ in 0..<units { bytes.append(byte) }
            byte += length
            unit += units
        }
        u16.append(unit)
        bytes.append(byte)
        utf16AtByte = u16
        byteAtUTF16 = bytes
    }

    var utf16Count: Int { Int(byteAtUTF16.count - 1) }

    func utf8(forUTF16 offset: Int) -> Int { Int(byteAtUTF16[min(max(offset, 0), byteAtUTF16.count - 1)]) }

    func utf16(forUTF8 offset: Int) -> Int { Int(utf16AtByte[min(max(offset, 0), utf16AtByte.count - 1)]) }
}

/// How a line's own text (`ShapedLine.text`, whose offsets its glyph clusters use) maps to the
/// paragraph's text: the same bytes, but for a hyphen the line adds at its end and an ellipsis
/// truncation puts in place of the text it hides.
struct LineTextMap {
    /// The paragraph's offset of the line's first byte.
    let start: Int
    /// Line bytes `0..<prefix` are the paragraph's `start..<start + prefix`.
    let prefix: Int
    /// The line's last `suffix` bytes are the last `suffix` bytes of the line's paragraph range.
    let suffix: Int
    /// The line's own text length, and its paragraph range's.
    let lineLength: Int, rangeLength: Int

    init(line: ParagraphLine, text: [UInt8]) {
        let own = Array(line.line.text.utf8)
        let range = line.textRange.clamped(to: 0..<text.count)
        let source = text[range]
        start = range.lowerBound
        lineLength = own.count
        rangeLength = source.count
        var p = 0
        while p < own.count && p < source.count && own[p] == source[source.startIndex + p] { p += 1 }
        var s = 0
        while s < own.count - p && s < source.count - p && own[own.count - 1 - s] == source[source.endIndex - 1 - s] { s += 1 }
        // Keep the shared part on code point boundaries: a cut inside a UTF-8 sequence goes back.
        while p > 0 && p < own.count && own[p] & 0xC0 == 0x80 { p -= 1 }
        while s > 0 && s < own.count && own[own.count - s] & 0xC0 == 0x80 { s -= 1 }
        prefix = p
        suffix = s
    }

    /// The paragraph bytes that line byte `offset` stands for: one byte of the same text, or,
    /// for the bytes a truncation or hyphen put in, the text they hide (empty for a hyphen).
    func paragraphByte(ofLineByte offset: Int) -> Range<Int> {
        if offset < prefix { return (start + offset)..<(start + offset + 1) }
        if offset >= lineLength - suffix {
            let b = start + rangeLength - (lineLength - offset)
            return b..<(b + 1)
        }
        return (start + prefix)..<(start + rangeLength - suffix)
    }
}

/// A grapheme cluster of a line, placed: its paragraph bytes, its left and right edges from the
/// line's left, and its direction.
struct GraphemeBox: Sendable {
    var bytes: Range<Int>
    var left: Double
    var right: Double
    var rtl: Bool

    /// The boxes of a line's graphemes, in logical order. Glyph pens are the sums of the advances
    /// before them, runs in visual order (as justification and tab stops keep them); a cluster
    /// spans its glyphs' pens and divides that width evenly among its graphemes.
    static func boxes(of line: ParagraphLine, text: [UInt8]) -> [GraphemeBox] {
        let own = Array(line.line.text.utf8)
        let clusters = PlacedCluster.clusters(of: line.line)
        let starts = clusters.keys.filter { $0 >= 0 && $0 < own.count }.sorted()
        let map = LineTextMap(line: line, text: text)
        var boxes: [GraphemeBox] = []
        for (i, start) in starts.enumerated() {
            guard let cluster = clusters[start] else { continue }
            let end = i + 1 < starts.count ? starts[i + 1] : own.count
            let graphemes = graphemeStarts(own, start..<end)
            let edges = cluster.componentEdges(count: graphemes.count)
            for (k, g) in graphemes.enumerated() {
                let lo = map.paragraphByte(ofLineByte: g.lowerBound), hi = map.paragraphByte(ofLineByte: g.upperBound - 1)
                let bytes = lo.lowerBound..<hi.upperBound
                if bytes.isEmpty { continue }  // the hyphen a line adds has no text
                let (left, right) = edges[k]
                if let last = boxes.last, last.bytes == bytes {
                    // Several line bytes stand for the same hidden text (an ellipsis): one box.
                    boxes[boxes.count - 1].left = min(last.left, left)
                    boxes[boxes.count - 1].right = max(last.right, right)
                } else {
                    boxes.append(GraphemeBox(bytes: bytes, left: left, right: right, rtl: cluster.rtl))
                }
            }
        }
        return boxes.sorted { $0.bytes.lowerBound < $1.bytes.lowerBound }
    }

    /// The byte ranges of the grapheme clusters in `bytes[range]` (at least one: the whole range).
    static func graphemeStarts(_ bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        let piece = String(decoding: bytes[range], as: UTF8.self)
        var out: [Range<Int>] = []
        var offset = range.lowerBound
        for character in piece {
            let length = character.utf8.count
            out.append(offset..<min(offset + length, range.upperBound))
            offset += length
        }
        return out.isEmpty ? [range] : out
    }
}

/// A glyph cluster of a line: the span of its glyphs' pens, its direction, and its one glyph
/// when it has exactly one (a ligature, whose font may say where its components meet).
struct PlacedCluster {
    var left: Double
    var right: Double
    var rtl: Bool
    var glyphs: Int
    var glyph: UInt32
    var font: FontInstance

    /// The clusters of a line by their first byte. Glyph pens are the sums of the advances before
    /// them, runs in visual order (as justification and tab stops keep them).
    static func clusters(of line: ShapedLine) -> [Int: PlacedCluster] {
        var clusters: [Int: PlacedCluster] = [:]
        var pen = 0.0
        for run in line.runs {
            for glyph in run.glyphs {
                let next = pen + glyph.advance
                // A negative advance (tracking tighter than a glyph is wide) ends left of where it
                // starts: a box's edges are the two in order, so that no width is negative.
                let left = min(pen, next), right = max(pen, next)
                if var c = clusters[glyph.cluster] {
                    c.left = min(c.left, left)
                    c.right = max(c.right, right)
                    c.glyphs += 1
                    clusters[glyph.cluster] = c
                } else {
                    clusters[glyph.cluster] = PlacedCluster(left: left, right: right, rtl: run.isRightToLeft,
                                                            glyphs: 1, glyph: glyph.id, font: run.font)
                }
                pen = next
            }
        }
        return clusters
    }

    /// The left and right edges of each of `count` components, in logical order: where the
    /// font's ligature carets put them when its one glyph has a caret between every two
    /// components (as Pango and Core Text read GDEF), else the cluster's width divided evenly.
    func componentEdges(count: Int) -> [(Double, Double)] {
        var bounds: [Double] = []
        if count > 1 && glyphs == 1 {
            let carets = font.hb.ligatureCarets(glyph, rightToLeft: rtl).map { left + $0 * font.horizontalPointsPerUnit }.sorted()
            if carets.count == count - 1 && carets.allSatisfy({ $0 > left && $0 < right }) {
                bounds = [left] + carets + [right]
            }
        }
        if bounds.isEmpty {
            let width = (right - left) / Double(count)
            bounds = (0...count).map { left + width * Double($0) }
        }
        // Visual spans, left to right; right-to-left components run from the right.
        let spans = (0..<count).map { (bounds[$0], bounds[$0 + 1]) }
        return rtl ? spans.reversed() : spans
    }
}
