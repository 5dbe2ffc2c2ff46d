import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TypeSystem

/// Reads Android resource XML (layouts, styles, themes, dimensions) with Foundation's
/// `XMLParser`.
///
/// What it reports:
/// - `android:textSize` (an attribute, or a style's `<item name="android:textSize">`) in anything
///   but sp, `@dimen/…` references followed through the `<dimen>`s of the files linted together;
/// - sizes below the minimum (sp and dp count as points);
/// - `android:fontFamily="sans-serif-light|thin"` or `android:textFontWeight` ≤ 300 beside a
///   small `textSize`;
/// - `lineSpacingMultiplier` below 1, a negative `lineSpacingExtra` or a tight `lineHeight`
///   beside `maxLines`/`lines`/`minLines` of three or more.
///
/// libxml2 gives the line where a start tag ends; the line of each attribute is found by
/// looking back from there in the file's text.
enum AndroidXMLReader {
    /// A size in a resource: `14sp`, `14dp`, `@dimen/body`.
    struct Size {
        var value: Double
        var unit: String
    }

    static func parseSize(_ text: String) -> Size? {
        let t = text.trimmed(" \t\r\n")
        var num = ""
        var unit = ""
        for ch in t {
            if unit.isEmpty && (ch.isNumber || ch == "." || ch == "-") { num.append(ch) } else { unit.append(ch) }
        }
        guard let v = Double(num) else { return nil }
        return Size(value: v, unit: unit.lowercased())
    }

    final class Delegate: NSObject, XMLParserDelegate {
        let lines: [Substring]
        let platform: Platform
        let dimens: [String: String]
        var out = ReaderOutput()
        /// `<item name="…">` of a style being read, and the style's items.
        var itemName: String?
        var itemText = ""
        var itemLine = 0
        var styleItems: [(name: String, value: String, line: Int)] = []
        var inStyle = false
        var dimenName: String?
        var dimenText = ""
        var foundDimens: [String: String] = [:]
        weak var parser: XMLParser?
        /// Android Lint's `tools:ignore` ids in force at each open element (an element's own and
        /// its ancestors', lowercased): `SpUsage` silences textDoesNotScale, `all` every rule.
        var ignoreStack: [Set<String>] = []
        /// The ids in force at each item of the style being read.
        var itemIgnores: [String: Set<String>] = [:]
        var ignoring: Set<String> { ignoreStack.last ?? [] }

        init(text: String, platform: Platform, dimens: [String: String]) {
            self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            self.platform = platform
            self.dimens = dimens
        }

        /// The line and column of `attribute` in the start tag that ends on `endLine`.
        func locate(_ attribute: String, endLine: Int) -> (Int, Int) {
            var l = min(endLine, lines.count)
            while l >= 1 && l > endLine - 200 {
                let text = lines[l - 1]
                if let r = text.range(of: attribute + "=") ?? text.range(of: attribute + " =") {
                    return (l, text.utf8.distance(from: text.startIndex, to: r.lowerBound) + 1)
                }
                l -= 1
            }
            return (endLine, 1)
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            let end = parser.lineNumber
            var ignores = ignoring
            if let own = attributes["tools:ignore"] {
                for id in own.split(separator: ",") { ignores.insert(id.trimmed(" \t\r\n").lowercased()) }
            }
            ignoreStack.append(ignores)
            switch name {
            case "style":
                inStyle = true
                styleItems = []
                itemIgnores = [:]
            case "item" where inStyle:
                itemName = attributes["name"]
                itemText = ""
                itemLine = end
            case "dimen":
                dimenName = attributes["name"]
                dimenText = ""
            default:
                var values: [String: (String, Int, Int)] = [:]
                for (key, value) in attributes {
                    let local = key.split(separator: ":").last.map(String.init) ?? key
                    guard ["textSize", "fontFamily", "textFontWeight", "lineSpacingMultiplier", "lineSpacingExtra", "lineHeight",
                           "maxLines", "lines", "minLines", "autoSizeMaxTextSize"].contains(local) else { continue }
                    let (l, c) = locate(key, endLine: end)
                    values[local] = (value, l, c)
                }
                check(values.mapValues { $0 }, tag: name, ignores: ignores)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if itemName != nil { itemText += string }
            if dimenName != nil { dimenText += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            defer { if !ignoreStack.isEmpty { ignoreStack.removeLast() } }
            switch name {
            case "item" where inStyle:
                if let n = itemName {
                    itemIgnores[n.split(separator: ":").last.map(String.init) ?? n] = ignoring
                    // The item's own line: where its name is written.
                    let (l, _) = locate("name", endLine: itemLine)
                    styleItems.append((n, itemText.trimmed(" \t\r\n"), l))
                }
                itemName = nil
            case "style":
                var values: [String: (String, Int, Int)] = [:]
                for item in styleItems {
                    let local = item.name.split(separator: ":").last.map(String.init) ?? item.name
                    let column = lines.indices.contains(item.line - 1) ? (lines[item.line - 1].firstIndex(of: "<").map { lines[item.line - 1].utf8.distance(from: lines[item.line - 1].startIndex, to: $0) + 1 } ?? 1) : 1
                    values[local] = (item.value, item.line, column)
                }
                check(values, tag: "style", ignores: ignoring.union(itemIgnores["textSize"] ?? []))
                inStyle = false
            case "dimen":
                if let n = dimenName { foundDimens[n] = dimenText.trimmed(" \t\r\n") }
                dimenName = nil
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundComment comment: String) {
            guard comment.contains(Suppression.marker) else { return }
            let end = parser.lineNumber
            let start = end - comment.filter { $0 == "\n" }.count
            Suppression.record(comment[...], startLine: start, endLine: end, into: &out.suppressions)
        }

        func resolve(_ value: String) -> String {
            var v = value
            var depth = 0
            while v.hasPrefix("@dimen/"), depth < 8, let next = dimens[String(v.dropFirst(7))] ?? foundDimens[String(v.dropFirst(7))] {
                v = next
                depth += 1
            }
            return v
        }

        func check(_ values: [String: (String, Int, Int)], tag: String, ignores: Set<String>) {
            guard !ignores.contains("all"), let (rawSize, line, column) = values["textSize"] else { return }
            let resolved = resolve(rawSize)
            guard let size = parseSize(resolved) else { return }
            let shown = rawSize == resolved ? "android:textSize=\"\(rawSize)\"" : "android:textSize=\"\(rawSize)\" (\(resolved))"
            let points: Double? = ["sp", "dp", "dip"].contains(size.unit) ? size.value : size.unit == "pt" ? size.value : nil
            var usage = CodeTextUsage(platform: platform, pointSize: points, sizeText: shown, styleFix: .android)
            if size.unit != "sp" {
                usage.scaling = .fixed(what: shown)
                usage.scalableFix = "\(CodeLint.fmt(size.value))sp"
            }
            // Android Lint's SpUsage is the unit check and SmallSp the small-size check:
            // `tools:ignore="SpUsage"` silences textDoesNotScale here, `tools:ignore="SmallSp"`
            // belowMinimumSize.
            var sizeRules: Set<CodeRule> = ignores.contains("spusage") ? [.belowMinimumSize] : [.textDoesNotScale, .belowMinimumSize]
            if ignores.contains("smallsp") { sizeRules.remove(.belowMinimumSize) }
            out.usages.append(ReaderUsage(line: line, column: column, usage: usage, only: sizeRules))
            guard let points else { return }
            var weight: FontWeight?
            var weightAt = (line, column)
            if let (family, l, c) = values["fontFamily"] {
                let f = family.lowercased()
                if f.hasSuffix("-thin") || f.contains("thin") { weight = .thin } else if f.hasSuffix("-light") || f.contains("light") { weight = .light }
                if weight != nil { weightAt = (l, c) }
            }
            if let (w, l, c) = values["textFontWeight"], let n = Int(w.trimmed(" ")), n <= 300 {
                weight = n <= 100 ? .ultraLight : n <= 200 ? .thin : .light
                weightAt = (l, c)
            }
            if let weight {
                out.usages.append(ReaderUsage(line: weightAt.0, column: weightAt.1,
                    usage: CodeTextUsage(platform: platform, pointSize: points, sizeText: shown, styleFix: .android, weight: weight),
                    only: [.lightWeightAtSmallSize]))
            }
            var lines: Int?
            for key in ["maxLines", "lines", "minLines"] {
                if let (v, _, _) = values[key], let n = Int(v.trimmed(" ")) { lines = max(lines ?? 0, n) }
            }
            guard let lines else { return }
            var lineHeight: Double?
            var tight = false
            var at = (line, column)
            if let (v, l, c) = values["lineSpacingMultiplier"], let m = Double(v.trimmed(" ")), m < 1 { tight = true; at = (l, c) }
            if let (v, l, c) = values["lineSpacingExtra"], let s = parseSize(resolve(v)), s.value < 0 { tight = true; at = (l, c) }
            if let (v, l, c) = values["lineHeight"], let s = parseSize(resolve(v)), ["sp", "dp", "dip"].contains(s.unit) { lineHeight = s.value; at = (l, c) }
            if tight || lineHeight != nil {
                out.usages.append(ReaderUsage(line: at.0, column: at.1,
                    usage: CodeTextUsage(platform: platform, pointSize: points, sizeText: shown, styleFix: .android, lines: lines,
                                         lineHeight: lineHeight, tightLeadingTrait: tight),
                    only: [.tightLeadingMultiline]))
            }
        }
    }

    /// The document's bytes with the `<?` of every processing instruction but the XML declaration
    /// replaced by two spaces (lines and columns stay). Foundation's XMLParser on Linux crashes
    /// (strlen of NULL) on a processing instruction without data, `<?target?>`, and libxml2 finds
    /// such instructions in places a scanner of ours cannot predict (after a malformed comment,
    /// inside a declaration cut short: the Android XML fuzzer found three). Without `<?` libxml2
    /// parses no instruction at all; none matters to the lint. The declaration at the very start
    /// is kept when libxml2 takes it as one (`<?xml` and a blank) and nothing in it opens a tag.
    static func withoutProcessingInstructions(_ text: String) -> Data {
        var b = Array(text.utf8)
        guard b.count >= 2 else { return Data(b) }
        let keepDeclaration: Bool = {
            guard b.count > 5, b[0] == 60, b[1] == 63, b[2] == 120, b[3] == 109, b[4] == 108,  // <?xml
                  [32, 9, 10, 13].contains(b[5]) else { return false }
            var k = 2
            while k + 1 < b.count, !(b[k] == 63 && b[k + 1] == 62) {  // ?>
                if b[k] == 60 { return false }  // <
                k += 1
            }
            return k + 1 < b.count
        }()
        var k = 0
        while k < b.count - 1 {
            guard b[k] == 60 && b[k + 1] == 63 && !(k == 0 && keepDeclaration) else { k += 1; continue }
            // A whole instruction (`<?xml-stylesheet href="a.xsl"?>`) with no `<` or `>` inside is
            // blanked to its end, newlines kept, so the document around it stays well-formed;
            // anything else loses only its `<?`.
            var end = k + 2
            while end + 1 < b.count, !(b[end] == 63 && b[end + 1] == 62), b[end] != 60, b[end] != 62 { end += 1 }
            if end + 1 < b.count, b[end] == 63, b[end + 1] == 62 {
                for j in k...(end + 1) where b[j] != 10 && b[j] != 13 { b[j] = 32 }
                k = end + 2
            } else {
                b[k] = 32
                b[k + 1] = 32
                k += 2
            }
        }
        return Data(b)
    }

    /// The `<dimen>` values of a resource file (for `@dimen/…` in other files).
    static func dimens(in text: String) -> [String: String] {
        guard text.contains("<dimen") else { return [:] }
        let parser = XMLParser(data: withoutProcessingInstructions(text))
        let d = Delegate(text: "", platform: .iOS, dimens: [:])
        parser.delegate = d
        _ = parser.parse()
        return d.foundDimens
    }

    static func read(_ text: String, path: String, platform: Platform, dimens: [String: String]) -> ReaderOutput {
        let parser = XMLParser(data: withoutProcessingInstructions(text))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let d = Delegate(text: text, platform: platform, dimens: dimens)
        parser.delegate = d
        d.parser = parser
        if !parser.parse() {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "unknown error"
            d.out.problem = "not well-formed XML at line \(parser.lineNumber), column \(parser.columnNumber) (\(reason))"
        } else if !d.ignoreStack.isEmpty {
            // Foundation's parser can end without an error on a document cut short or with
            // mismatched tags (`<a><b></a>`): an element left open is not well-formed either.
            d.out.problem = "not well-formed XML: \(d.ignoreStack.count) element\(d.ignoreStack.count == 1 ? "" : "s") not closed at the end"
        }
        return d.out
    }
}
