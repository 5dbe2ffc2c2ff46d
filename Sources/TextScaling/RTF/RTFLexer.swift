/// One token of an RTF byte stream, with the exact span of bytes it came from, so that a writer can
/// copy everything it does not change verbatim.
///
/// Syntax (Microsoft RTF Specification 1.9.1, "RTF Syntax" and "Conventions of an RTF Reader"):
/// - a control word is `\` + letters (case-sensitive) + an optional parameter (`-` and digits);
///   a space right after it is its delimiter and belongs to it; any other byte ends it;
/// - a control symbol is `\` + one non-letter byte (`\*`, `\\`, `\{`, `\}`, `\~`, `\` + newline…);
/// - `\'hh` is one byte in the document's code page, given as two hexadecimal digits;
/// - `\binN` is followed (after its delimiter) by exactly N bytes of binary data, which may contain
///   any byte, braces and backslashes included;
/// - CR and LF outside `\bin` data carry no meaning and are kept as line-break tokens.
public struct RTFToken: Sendable, Hashable {
    /// What a token is.
    public enum Kind: UInt8, Sendable, Hashable {
        /// `{`: a group opens.
        case groupStart
        /// `}`: a group closes.
        case groupEnd
        /// A control word: `\` + letters + an optional parameter (`\fs24`).
        case controlWord
        /// A control symbol: `\` + one non-letter byte (`\*`, `\~`).
        case controlSymbol
        /// `\'hh`: one byte in the document's code page.
        case hexEscape
        /// The bytes that follow a `\binN`.
        case binaryData
        /// Plain text: bytes that are none of the above.
        case text
        /// A CR or LF outside `\bin` data (no meaning in RTF).
        case lineBreak
    }

    /// What the token is.
    public var kind: Kind
    /// Every byte of the token, the delimiting space of a control word included.
    public var range: Range<Int>
    /// A control word's letters; for a control symbol or `\'hh`, the byte after the backslash.
    public var nameRange: Range<Int>
    /// A control word's parameter (`-` and digits); empty when it has none.
    public var parameterRange: Range<Int>
    /// A control word's parameter when it fits in 32 bits (`nil` when absent or out of range);
    /// a hex escape's byte when both digits are valid.
    public var value: Int?

    /// Whether a control word has a parameter that does not fit in 32 bits.
    public var parameterOutOfRange: Bool { !parameterRange.isEmpty && value == nil }
}

/// A tokenizer over the bytes of an RTF document. It never recurses and never looks back, so it
/// runs in linear time and constant stack whatever the input.
///
/// Recovery: `\'` followed by fewer than two hexadecimal digits takes only the digits there are
/// (the token's `value` is `nil`); the next byte is read as usual, so a brace after a broken
/// escape still counts as a brace. Errors: a backslash at the end of the file, and a `\bin` whose
/// length is not a byte count or runs past the end of the file.
public struct RTFLexer: Sendable {
    /// The document's bytes.
    public let bytes: [UInt8]
    /// The offset of the next byte to read.
    public private(set) var position: Int
    /// The length of binary data that follows the last `\bin`, returned as the next token.
    private var pendingBinary = 0

    /// A lexer over `bytes`, starting at `position` (clamped to the bytes).
    public init(bytes: [UInt8], position: Int = 0) {
        self.bytes = bytes
        self.position = min(max(0, position), bytes.count)
    }

    /// The next token, or `nil` at the end of the input.
    public mutating func next() throws(RTFError) -> RTFToken? {
        let count = bytes.count
        let start = position
        if pendingBinary > 0 {
            let end = start + pendingBinary
            pendingBinary = 0
            position = end
            return RTFToken(kind: .binaryData, range: start..<end, nameRange: start..<start,
                            parameterRange: end..<end, value: nil)
        }
        guard start < count else { return nil }
        switch bytes[start] {
        case Byte.openBrace:
            position = start + 1
            return simple(.groupStart, start, position)
        case Byte.closeBrace:
            position = start + 1
            return simple(.groupEnd, start, position)
        case Byte.cr, Byte.lf:
            var i = start + 1
            while i < count, bytes[i] == Byte.cr || bytes[i] == Byte.lf { i += 1 }
            position = i
            return simple(.lineBreak, start, i)
        case Byte.backslash:
            return try control(at: start)
        default:
            var i = start + 1
            while i < count {
                let b = bytes[i]
                if b == Byte.backslash || b == Byte.openBrace || b == Byte.closeBrace || b == Byte.cr || b == Byte.lf {
                    break
                }
                i += 1
            }
            position = i
            return simple(.text, start, i)
        }
    }

    private func simple(_ kind: RTFToken.Kind, _ start: Int, _ end: Int) -> RTFToken {
        RTFToken(kind: kind, range: start..<end, nameRange: start..<start, parameterRange: end..<end, value: nil)
    }

    private mutating func control(at start: Int) throws(RTFError) -> RTFToken {
        let count = bytes.count
        var i = start + 1
        guard i < count else {
            throw RTFError(.truncated, "the file ends with a lone backslash", at: start)
        }
        let first = bytes[i]
        if Byte.isLetter(first) {
            let nameStart = i
            while i < count, Byte.isLetter(bytes[i]) { i += 1 }
            let nameEnd = i
            let parameterStart = i
            var negative = false
            if i + 1 < count, bytes[i] == Byte.minus, Byte.isDigit(bytes[i + 1]) {
                negative = true
                i += 1
            }
            var magnitude: Int64 = 0
            var digits = 0
            while i < count, Byte.isDigit(bytes[i]) {
                if digits < 11 { magnitude = magnitude * 10 + Int64(bytes[i] - Byte.zero) }
                digits += 1
                i += 1
            }
            let parameterEnd = i
            var value: Int?
            if digits > 0, digits <= 11 {
                let signed = negative ? -magnitude : magnitude
                if signed >= Int64(Int32.min), signed <= Int64(Int32.max) { value = Int(signed) }
            }
            if i < count, bytes[i] == Byte.space { i += 1 }
            position = i
            let token = RTFToken(kind: .controlWord, range: start..<i, nameRange: nameStart..<nameEnd,
                                 parameterRange: parameterStart..<parameterEnd, value: value)
            if nameEnd - nameStart == 3, bytes[nameStart] == 0x62, bytes[nameStart + 1] == 0x69,
               bytes[nameStart + 2] == 0x6E {  // "bin"
                try startBinary(token, afterwards: i)
            }
            return token
        }
        if first == Byte.apostrophe {
            i += 1
            var hex = 0
            var digits = 0
            while digits < 2, i < count, let v = Byte.hexValue(bytes[i]) {
                hex = hex * 16 + v
                digits += 1
                i += 1
            }
            position = i
            return RTFToken(kind: .hexEscape, range: start..<i, nameRange: (start + 1)..<(start + 2),
                            parameterRange: (start + 2)..<i, value: digits == 2 ? hex : nil)
        }
        position = i + 1
        return RTFToken(kind: .controlSymbol, range: start..<(i + 1), nameRange: i..<(i + 1),
                        parameterRange: (i + 1)..<(i + 1), value: nil)
    }

    private mutating func startBinary(_ token: RTFToken, afterwards dataStart: Int) throws(RTFError) {
        let length: Int
        if token.parameterRange.isEmpty {
            length = 0
        } else if let value = token.value, value >= 0 {
            length = value
        } else {
            let text = String(decoding: bytes[token.parameterRange], as: UTF8.self)
            throw RTFError(.invalidBinary, "\\bin length \(text) is not a byte count", at: token.range.lowerBound)
        }
        let remaining = bytes.count - dataStart
        guard length <= remaining else {
            throw RTFError(.truncated, "\\bin\(length) needs \(length) bytes of data but the file has \(remaining) left",
                           at: token.range.lowerBound)
        }
        pendingBinary = length
    }
}

/// The bytes RTF syntax gives a meaning to.
enum Byte {
    static let backslash: UInt8 = 0x5C
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
    static let cr: UInt8 = 0x0D
    static let lf: UInt8 = 0x0A
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let nul: UInt8 = 0x00
    static let minus: UInt8 = 0x2D
    static let zero: UInt8 = 0x30
    static let apostrophe: UInt8 = 0x27
    static let semicolon: UInt8 = 0x3B
    static let star: UInt8 = 0x2A

    @inline(__always) static func isLetter(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A)
    }

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    static func hexValue(_ b: UInt8) -> Int? {
        switch b {
        case 0x30...0x39: return Int(b - 0x30)
        case 0x41...0x46: return Int(b - 0x41 + 10)
        case 0x61...0x66: return Int(b - 0x61 + 10)
        default: return nil
        }
    }
}
