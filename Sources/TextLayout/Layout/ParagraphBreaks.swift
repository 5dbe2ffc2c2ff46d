/// Where a text's paragraphs end, the one rule every reader uses: a line feed, a carriage return
/// (with the line feed after it, as one), NEL (U+0085) and the paragraph separator (U+2029), the
/// characters UAX #14 gives mandatory breaks that end a paragraph (U+2028 ends a line only).
public enum ParagraphBreaks {
    /// Whether `scalar` ends a paragraph.
    public static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x85, 0x2029: return true
        default: return false
        }
    }

    /// Each paragraph's range, its terminator excluded, as UTF-8 offsets (at least one: the text
    /// after the last terminator, empty or not).
    public static func utf8Ranges(of text: String) -> [Range<Int>] { ranges(text) { UTF8.width($0) } }

    /// Each paragraph's range, its terminator excluded, as UTF-16 offsets (NSString's).
    public static func utf16Ranges(of text: String) -> [Range<Int>] { ranges(text) { UTF16.width($0) } }

    static func ranges(_ text: String, width: (Unicode.Scalar) -> Int) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0, offset = 0
        var afterCR = false
        for scalar in text.unicodeScalars {
            let w = width(scalar)
            if afterCR && scalar.value == 0x0A {
                // The line feed of a CR LF: part of the terminator before it.
                start = offset + w
            } else if isSeparator(scalar) {
                out.append(start..<offset)
                start = offset + w
            }
            afterCR = scalar.value == 0x0D
            offset += w
        }
        out.append(start..<offset)
        return out
    }
}
