/// A small, tolerant, bounded XML reader for fontconfig's configuration files.
///
/// It reads elements, attributes, text, CDATA, comments, processing instructions and a DOCTYPE
/// (with an internal subset), and the five predefined entities plus numeric character references.
/// It never traps: a malformed file is one ``ConfigXMLError`` naming the line and the reason, and
/// the caller reports the file and skips it. Bounds: ``maxBytes`` of input, ``maxDepth`` levels,
/// ``maxElements`` elements.
struct ConfigXMLElement: Equatable {
    var name: String
    var attributes: [String: String]
    var children: [ConfigXMLElement]
    /// The element's own text (CDATA included), concatenated, entities decoded.
    var text: String

    func attribute(_ name: String) -> String? { attributes[name] }
}

struct ConfigXMLError: Error, Equatable, CustomStringConvertible {
    let line: Int
    let reason: String
    var description: String { "line \(line): \(reason)" }
}

enum ConfigXML {
    static let maxBytes = 4 << 20
    static let maxDepth = 64
    static let maxElements = 200_000

    /// The document's root element.
    static func parse(_ bytes: [UInt8]) throws(ConfigXMLError) -> ConfigXMLElement {
        guard bytes.count <= maxBytes else {
            throw ConfigXMLError(line: 1, reason: "file larger than \(maxBytes >> 20) MiB")
        }
        var p = Parser(b: bytes)
        return try p.document()
    }

    private struct Parser {
        let b: [UInt8]
        var i = 0
        var line = 1
        var elements = 0

        init(b: [UInt8]) {
            self.b = b
            // A UTF-8 byte order mark.
            if b.count >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { i = 3 }
        }

        func fail(_ reason: String) -> ConfigXMLError { ConfigXMLError(line: line, reason: reason) }

        var atEnd: Bool { i >= b.count }

        /// Whether the input continues with `s` (no allocation: this runs once per byte of a comment).
        func peek(_ s: StaticString) -> Bool {
            let n = s.utf8CodeUnitCount
            guard i + n <= b.count else { return false }
            let u = s.utf8Start
            for k in 0..<n where b[i + k] != u[k] { return false }
            return true
        }

        mutating func advance(_ n: Int = 1) {
            for _ in 0..<n where i < b.count {
                if b[i] == 0x0A { line += 1 }
                i += 1
            }
        }

        /// Skips past the next occurrence of `end`; fails when it never occurs.
        mutating func skip(past end: StaticString, what: String) throws(ConfigXMLError) {
            let startLine = line
            let first = end.utf8Start[0]
            while !atEnd {
                if b[i] == first && peek(end) { advance(end.utf8CodeUnitCount); return }
                advance()
            }
            throw ConfigXMLError(line: startLine, reason: "unterminated \(what)")
        }

        mutating func skipSpace() {
            while !atEnd, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { advance() }
        }

        /// Comments, processing instructions, a DOCTYPE: skipped wherever they are allowed.
        mutating func skipMisc() throws(ConfigXMLError) -> Bool {
            if peek("<!--") { try skip(past: "-->", what: "comment"); return true }
            if peek("<?") { try skip(past: "?>", what: "processing instruction"); return true }
            if peek("<!DOCTYPE") || peek("<!doctype") {
                // <!DOCTYPE name SYSTEM "uri" [ internal subset ]>
                let startLine = line
                var inSubset = false
                var quote: UInt8 = 0
                advance(9)
                while !atEnd {
                    let c = b[i]
                    if quote != 0 { if c == quote { quote = 0 } }
                    else if c == 0x22 || c == 0x27 { quote = c }
                    else if c == 0x5B { inSubset = true }
                    else if c == 0x5D { inSubset = false }
                    else if c == 0x3E && !inSubset { advance(); return true }
                    advance()
                }
                throw ConfigXMLError(line: startLine, reason: "unterminated DOCTYPE")
            }
            return false
        }

        mutating func document() throws(ConfigXMLError) -> ConfigXMLElement {
            var root: ConfigXMLElement?
            while true {
                skipSpace()
                if atEnd { break }
                if try skipMisc() { continue }
                if peek("<") && root == nil {
                    root = try element(depth: 0)
                    continue
                }
                throw fail(root == nil ? "expected the root element" : "content after the root element")
            }
            guard let root else { throw fail("no root element") }
            return root
        }

        static func isNameByte(_ c: UInt8) -> Bool {
            (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39)
                || c == 0x5F || c == 0x2D || c == 0x2E || c == 0x3A || c >= 0x80
        }

        mutating func name() throws(ConfigXMLError) -> String {
            let start = i
            while !atEnd, Parser.isNameByte(b[i]) { advance() }
            guard i > start else { throw fail("expected a name") }
            return String(decoding: b[start..<i], as: UTF8.self)
        }

        mutating func element(depth: Int) throws(ConfigXMLError) -> ConfigXMLElement {
            guard depth < ConfigXML.maxDepth else { throw fail("elements nested deeper than \(ConfigXML.maxDepth)") }
            elements += 1
            guard elements <= ConfigXML.maxElements else { throw fail("more than \(ConfigXML.maxElements) elements") }
            advance()  // <
            var el = ConfigXMLElement(name: try name(), attributes: [:], children: [], text: "")
            // Attributes.
            while true {
                skipSpace()
                if atEnd { throw fail("unterminated start tag <\(el.name)>") }
                if peek("/>") { advance(2); return el }
                if peek(">") { advance(); break }
                let key = try name()
                skipSpace()
                guard peek("=") else { throw fail("attribute '\(key)' without a value") }
                advance()
                skipSpace()
                guard !atEnd, b[i] == 0x22 || b[i] == 0x27 else { throw fail("attribute '\(key)' value is not quoted") }
                let q = b[i]
                advance()
                let start = i
                while !atEnd, b[i] != q {
                    if b[i] == 0x3C { throw fail("'<' in the value of attribute '\(key)'") }
                    advance()
                }
                if atEnd { throw fail("unterminated value of attribute '\(key)'") }
                let raw = String(decoding: b[start..<i], as: UTF8.self)
                advance()
                el.attributes[key] = try decodeEntities(raw)
            }
            // Content.
            var text = ""
            while true {
                if atEnd { throw fail("element <\(el.name)> is never closed") }
                if peek("</") {
                    advance(2)
                    let closing = try name()
                    skipSpace()
                    guard peek(">") else { throw fail("malformed end tag </\(closing)>") }
                    advance()
                    guard closing == el.name else {
                        throw fail("end tag </\(closing)> does not match <\(el.name)>")
                    }
                    el.text = text
                    return el
                }
                if peek("<![CDATA[") {
                    advance(9)
                    let start = i
                    let startLine = line
                    while !atEnd, !peek("]]>") { advance() }
                    if atEnd { throw ConfigXMLError(line: startLine, reason: "unterminated CDATA section") }
                    text += String(decoding: b[start..<i], as: UTF8.self)
                    advance(3)
                    continue
                }
                if try skipMisc() { continue }
                if peek("<") {
                    el.children.append(try element(depth: depth + 1))
                    continue
                }
                let start = i
                while !atEnd, b[i] != 0x3C { advance() }
                text += try decodeEntities(String(decoding: b[start..<i], as: UTF8.self))
            }
        }

        func decodeEntities(_ s: String) throws(ConfigXMLError) -> String {
            guard s.contains("&") else { return s }
            var out = ""
            var rest = Substring(s)
            while let amp = rest.firstIndex(of: "&") {
                out += rest[..<amp]
                guard let semi = rest[amp...].firstIndex(of: ";"),
                      rest.distance(from: amp, to: semi) <= 12
                else { throw fail("'&' that starts no entity") }
                let entity = rest[rest.index(after: amp)..<semi]
                switch entity {
                case "amp": out += "&"
                case "lt": out += "<"
                case "gt": out += ">"
                case "quot": out += "\""
                case "apos": out += "'"
                default:
                    var value: UInt32?
                    if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                        value = UInt32(entity.dropFirst(2), radix: 16)
                    } else if entity.hasPrefix("#") {
                        value = UInt32(entity.dropFirst(), radix: 10)
                    }
                    guard let v = value, let scalar = Unicode.Scalar(v) else {
                        throw fail("unknown entity '&\(entity);'")
                    }
                    out.unicodeScalars.append(scalar)
                }
                rest = rest[rest.index(after: semi)...]
            }
            out += rest
            return out
        }
    }
}
