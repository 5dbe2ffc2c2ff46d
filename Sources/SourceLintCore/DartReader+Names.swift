import Foundation
import TypeSystem

/// What the Dart files linted together tell each other about font sizes held in names.
package struct DartSizeFacts: Sendable {
    /// Constants bound to one number: `static const double small = 9.0` in `class Dimens` as
    /// "Dimens.small", a top-level `const double kSmall = 9.0` as "kSmall". A name bound to two
    /// different numbers is left out.
    package var constants: [String: Double] = [:]
    /// Widget fields used as a text's `fontSize` (`TextStyle(fontSize: fs ?? 11)` in class
    /// `Badge`, or `widget.fs` in its `State`), as "Badge.fs", with where (`badge.dart:70`): a
    /// number passed for that field (`Badge(fs: 9)`) is the size of that text.
    package var fontSizeFields: [String: String] = [:]
    private var conflicting = Set<String>()

    package init() {}

    mutating func addConstant(_ name: String, _ value: Double) {
        guard !conflicting.contains(name) else { return }
        if let old = constants[name], old != value {
            constants[name] = nil
            conflicting.insert(name)
        } else {
            constants[name] = value
        }
    }

    package mutating func merge(_ other: DartSizeFacts) {
        for (name, value) in other.constants { addConstant(name, value) }
        for name in other.conflicting {
            constants[name] = nil
            conflicting.insert(name)
        }
        fontSizeFields.merge(other.fontSizeFields) { a, _ in a }
    }
}

extension DartReader {
    /// The classes of a file: each one's name and the token range of its body.
    static func classBodies(_ t: [CodeTokenizer.Token]) -> [(name: Substring, body: Range<Int>, state: Substring?)] {
        var out: [(name: Substring, body: Range<Int>, state: Substring?)] = []
        for k in t.indices where t[k].text == "class" && k + 1 < t.count && t[k + 1].kind == .identifier {
            guard let open = (k + 2..<min(t.count, k + 64)).first(where: { t[$0].text == "{" || t[$0].text == ";" }),
                  t[open].text == "{", let close = KotlinReader.matching(t, from: open, open: "{", close: "}") else { continue }
            // `class _BadgeState extends State<Badge>`: its `widget.x` is `Badge`'s field x.
            var state: Substring?
            if let s = (k + 2..<open).first(where: { t[$0].text == "State" }), s + 2 < open, t[s + 1].text == "<", t[s + 2].kind == .identifier {
                state = t[s + 2].text
            }
            out.append((t[k + 1].text, (open + 1)..<close, state))
        }
        return out
    }

    /// The number every binding of `name` in the file holds (`final s = 9.0`, `double s = 9`,
    /// `{double s = 9}`, `this.s = 9` in a constructor's parameters), or nil when a binding holds
    /// anything else or there is none.
    static func onlyNumber(boundTo name: Substring, _ t: [CodeTokenizer.Token], _ index: CallIndex) -> Double? {
        var value: Double?
        for j in t.indices where t[j].text == name && j + 2 < t.count && t[j + 1].text == "=" && t[j + 2].text != "=" {
            if j >= 1, t[j - 1].text == "." && !(j >= 2 && t[j - 2].text == "this") { continue }
            var end = j + 2
            if t[end].text == "-" { end += 1 }
            guard end < t.count, t[end].kind == .number, end + 1 >= t.count || [";", ",", "}", ")"].contains(t[end + 1].text),
                  let v = index.number(in: (j + 2)..<(end + 1)), value == nil || value == v else { return nil }
            value = v
        }
        return value
    }

    /// The file's constants and the fields its widgets use as a `fontSize` (``DartSizeFacts``).
    package static func sizeFacts(in text: String, path: String) -> DartSizeFacts {
        var facts = DartSizeFacts()
        guard text.utf8.hasBytes("const") || text.utf8.hasBytes("final") || text.utf8.hasBytes("fontSize") else { return facts }
        let t = CodeTokenizer(text, dialect: .dart).tokens
        let index = CallIndex(tokens: t, labelSeparator: ":")
        let classes = classBodies(t)
        // Brace depth of each token, to tell a top-level constant from a local one.
        var depth = [Int](repeating: 0, count: t.count)
        var d = 0
        for k in t.indices {
            if t[k].text == "}" { d = max(0, d - 1) }
            depth[k] = d
            if t[k].text == "{" { d += 1 }
        }
        for k in t.indices where (t[k].text == "const" || t[k].text == "final") && k + 3 < t.count {
            // `const double x = 9.0;`, `static const x = 9;`, `const double? x = 9;`
            var n = k + 1
            if t[n].kind == .identifier, n + 1 < t.count, t[n + 1].kind == .identifier { n += 1 }
            else if t[n].kind == .identifier, n + 2 < t.count, t[n + 1].text == "?", t[n + 2].kind == .identifier { n += 2 }
            guard t[n].kind == .identifier, n + 3 < t.count, t[n + 1].text == "=", t[n + 3].text == ";",
                  t[n + 2].kind == .number, let v = index.number(in: (n + 2)..<(n + 3)) else { continue }
            if depth[k] == 0 {
                facts.addConstant(String(t[n].text), v)
            } else if k >= 1, t[k - 1].text == "static", let c = classes.last(where: { $0.body.contains(k) }), depth[k] == depth[c.body.lowerBound] {
                facts.addConstant("\(c.name).\(t[n].text)", v)
            }
        }
        for call in index.calls {
            guard let fs = call.argument("fontSize") else { continue }
            // `fontSize: fs`, `fontSize: fs ?? 11`, `fontSize: widget.fs`.
            var r = fs.range
            if let q = ifNull(in: r, t) { r = r.lowerBound..<q }
            let names = r.map { t[$0].text }
            let field: Substring?
            var owner = classes.last { $0.body.contains(call.nameIndex) }
            if names.count == 1, t[r.lowerBound].kind == .identifier { field = names[0] }
            else if names.count == 3, names[0] == "widget", names[1] == ".", let s = owner?.state {
                field = names[2]
                owner = classes.first { $0.name == s } ?? (s, 0..<0, nil)
            } else { field = nil }
            // A field (`final double? fs;`), whatever its constructor's default (`this.fs = 11`).
            guard let field, let owner, declares(field, in: owner.body, t) || owner.body.isEmpty else { continue }
            facts.fontSizeFields["\(owner.name).\(field)"] = "\(URL(fileURLWithPath: path).lastPathComponent):\(t[fs.range.lowerBound].line)"
        }
        return facts
    }

    /// The first `??` (two `?` tokens) of a value.
    static func ifNull(in range: Range<Int>, _ t: [CodeTokenizer.Token]) -> Int? {
        range.first { $0 + 1 < range.upperBound && t[$0].text == "?" && t[$0 + 1].text == "?" }
    }

    /// Whether a class body declares a field (`final double? fs;`, `final double fs;`).
    private static func declares(_ field: Substring, in body: Range<Int>, _ t: [CodeTokenizer.Token]) -> Bool {
        body.contains { k in
            t[k].text == field && k + 1 < t.count && t[k + 1].text == ";" && k >= 2
                && (t[k - 1].text == "double" || t[k - 1].text == "num" || t[k - 1].text == "int"
                    || t[k - 1].text == "?" && ["double", "num", "int"].contains(t[k - 2].text))
        }
    }

    /// A `fontSize:` value's size and how the message writes it: a number, or the smallest size
    /// a name (`final s = 9.0`, `Dimens.small`) or `a ?? 11` can give the text.
    static func fontSize(_ range: Range<Int>, _ t: [CodeTokenizer.Token], _ index: CallIndex, _ facts: DartSizeFacts) -> (Double, String)? {
        if let v = literal(range, t, index) { return (v, "fontSize: \(CodeLint.fmt(v))") }
        guard let v = namedSizes(range, t, index, facts)?.min() else { return nil }
        return (v, "fontSize: \(index.text(range)) (\(CodeLint.fmt(v)))")
    }

    /// The number a value is written as (`9`, `-2`), or nil.
    static func literal(_ range: Range<Int>, _ t: [CodeTokenizer.Token], _ index: CallIndex) -> Double? {
        guard let first = range.first, range.count == 1 || (range.count == 2 && t[first].text == "-") else { return nil }
        return index.number(in: range)
    }

    /// Sizes a call passes where they are a text's: a number for a widget's font-size field
    /// (`Badge(fs: 9)`, ``DartSizeFacts/fontSizeFields``), and a `BottomNavigationBar`'s label
    /// sizes (`selectedFontSize`, `unselectedFontSize`), through constants too.
    static func passedSizes(_ call: CallIndex.Call, _ t: [CodeTokenizer.Token], _ index: CallIndex, _ facts: DartSizeFacts,
                            platform: Platform, add: (Int, CodeTextUsage) -> Void) {
        for a in call.arguments {
            guard let label = a.label, let place = facts.fontSizeFields["\(call.name).\(label)"], let k = a.range.first,
                  let v = literal(a.range, t, index) else { continue }
            add(k, CodeTextUsage(platform: platform, pointSize: v, sizeText: "\(label): \(CodeLint.fmt(v)) (\(call.name)'s fontSize, \(place))",
                                 styleFix: .flutter))
        }
        guard call.name == "BottomNavigationBar" else { return }
        for label in ["selectedFontSize", "unselectedFontSize"] {
            guard let a = call.argument(label), let k = a.range.first, let v = namedSizes(a.range, t, index, facts)?.min() else { continue }
            let written = index.text(a.range)
            add(k, CodeTextUsage(platform: platform, pointSize: v,
                                 sizeText: "\(label): \(written)\(literal(a.range, t, index) == nil ? " (\(CodeLint.fmt(v)))" : "")", styleFix: .flutter))
        }
    }

    /// The sizes a `fontSize:` value can be, where the file or the files linted with it say:
    /// a number; a name the file binds only to one number, or a constant (`kSmall`,
    /// `Dimens.small`); either side of `a ?? b`. Nil when none is known.
    static func namedSizes(_ range: Range<Int>, _ t: [CodeTokenizer.Token], _ index: CallIndex, _ facts: DartSizeFacts) -> [Double]? {
        if let q = ifNull(in: range, t) {
            let sides = [namedSizes(range.lowerBound..<q, t, index, facts), namedSizes((q + 2)..<range.upperBound, t, index, facts)].compactMap { $0 }
            return sides.isEmpty ? nil : sides.flatMap { $0 }
        }
        if let v = literal(range, t, index) { return [v] }
        let texts = range.map { t[$0].text }
        if texts.count == 1, t[range.lowerBound].kind == .identifier {
            if let v = onlyNumber(boundTo: texts[0], t, index) { return [v] }
            return facts.constants[String(texts[0])].map { [$0] }
        }
        if texts.count == 3, texts[1] == ".", t[range.lowerBound].kind == .identifier, t[range.lowerBound + 2].kind == .identifier {
            return facts.constants["\(texts[0]).\(texts[2])"].map { [$0] }
        }
        return nil
    }
}
