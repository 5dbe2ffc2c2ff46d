import Foundation
import TypeSystem

/// Reads Android resource XML (layouts, styles, themes, dimensions) with libxml2's SAX2 parser
/// (LibXML2.swift).
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
/// Positions are exact: libxml2 says where each start tag ends (the byte it reads when the tag's
/// attributes are complete); the tag starts at the last `<` before that (a well-formed attribute
/// value has none), and the tag's own bytes, read forward from there, give each attribute's line
/// and column.
package enum AndroidXMLReader {
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

    final class Delegate: XMLEventHandler {
        /// The document's UTF-8 bytes and the offset where each line starts.
        let bytes: [UInt8]
        let lineStarts: [Int]
        let platform: Platform
        let dimens: [String: String]
        var out = ReaderOutput()
        /// `<item name="…">` of a style being read, and the style's items.
        var itemName: String?
        var itemText = ""
        var itemAt = (line: 0, column: 0)
        /// The bytes of the item's text, for its fix.
        var itemSource: Range<Int>?
        var styleItems: [(name: String, value: String, line: Int, column: Int, source: Range<Int>?)] = []
        var inStyle = false
        var dimenName: String?
        var dimenText = ""
        var foundDimens: [String: String] = [:]
        /// Android Lint's `tools:ignore` ids in force at each open element (an element's own and
        /// its ancestors', lowercased): `SpUsage` silences textDoesNotScale, `all` every rule.
        var ignoreStack: [Set<String>] = []
        /// The ids in force at each item of the style being read.
        var itemIgnores: [String: Set<String>] = [:]
        var ignoring: Set<String> { ignoreStack.last ?? [] }

        /// The text, for the fixes of what is reported (nil where only dimensions are read).
        let source: FixText?

        init(bytes: [UInt8], platform: Platform, dimens: [String: String], source: FixText? = nil) {
            self.bytes = bytes
            self.source = source
            var starts = [0]
            for (k, b) in bytes.enumerated() where b == 10 { starts.append(k + 1) }
            self.lineStarts = starts
            self.platform = platform
            self.dimens = dimens
        }

        /// The line and column (from 1; the column in UTF-8 bytes) of a byte offset.
        func position(_ offset: Int) -> (line: Int, column: Int) {
            let o = max(0, min(offset, bytes.count))
            var lo = 0, hi = lineStarts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if lineStarts[mid] <= o { lo = mid } else { hi = mid - 1 }
            }
            return (lo + 1, o - lineStarts[lo] + 1)
        }

        /// The offset of the `<` that opens the start tag ending at `tagEnd`: the last `<` before
        /// it, since a well-formed start tag has no other.
        func tagStart(_ tagEnd: Int) -> Int? {
            var k = min(tagEnd, bytes.count - 1)
            while k >= 0 {
                if bytes[k] == 60 { return k }
                k -= 1
            }
            return nil
        }

        /// The offset of each attribute's name in the start tag at `start` (`<name a="…" b='…'>`).
        func attributeOffsets(tagAt start: Int) -> [String: Int] {
            var out: [String: Int] = [:]
            func blank(_ b: UInt8) -> Bool { b == 32 || b == 9 || b == 10 || b == 13 }
            var k = start + 1
            while k < bytes.count, !blank(bytes[k]), bytes[k] != 62, bytes[k] != 47 { k += 1 }  // the element's name
            while k < bytes.count {
                while k < bytes.count, blank(bytes[k]) { k += 1 }
                guard k < bytes.count, bytes[k] != 62, bytes[k] != 47, bytes[k] != 60 else { break }
                let nameStart = k
                while k < bytes.count, !blank(bytes[k]), bytes[k] != 61, bytes[k] != 62 { k += 1 }
                let name = String(decoding: bytes[nameStart..<k], as: UTF8.self)
                while k < bytes.count, blank(bytes[k]) { k += 1 }
                guard k < bytes.count, bytes[k] == 61 else { break }  // =
                k += 1
                while k < bytes.count, blank(bytes[k]) { k += 1 }
                guard k < bytes.count, bytes[k] == 34 || bytes[k] == 39 else { break }
                let quote = bytes[k]
                k += 1
                while k < bytes.count, bytes[k] != quote { k += 1 }
                k += 1
                if out[name] == nil { out[name] = nameStart }
            }
            return out
        }

        /// The bytes of the value of the attribute whose name starts at `offset` (inside its quotes).
        func valueRange(attributeAt offset: Int) -> Range<Int>? {
            var k = offset
            while k < bytes.count, bytes[k] != 61 { k += 1 }  // =
            while k < bytes.count, bytes[k] != 34 && bytes[k] != 39 { k += 1 }
            guard k < bytes.count else { return nil }
            let quote = bytes[k]
            let start = k + 1
            k = start
            while k < bytes.count, bytes[k] != quote { k += 1 }
            return k < bytes.count ? start..<k : nil
        }

        /// The bytes of an element's text: from after its start tag (at `tagAt`, quoted values
        /// skipped) to the next `<`.
        func contentRange(tagAt start: Int) -> Range<Int>? {
            var k = start + 1
            while k < bytes.count, bytes[k] != 62 {
                if bytes[k] == 34 || bytes[k] == 39 {
                    let quote = bytes[k]
                    k += 1
                    while k < bytes.count, bytes[k] != quote { k += 1 }
                }
                k += 1
            }
            guard k < bytes.count else { return nil }
            let contentStart = k + 1
            var end = contentStart
            while end < bytes.count, bytes[end] != 60 { end += 1 }
            return contentStart..<end
        }

        /// `12dp`, `12dip`, `12px` (blanks around) in `range` → the unit becomes `sp`.
        func spFix(_ range: Range<Int>) -> SourceFix? {
            guard let source else { return nil }
            func blank(_ b: UInt8) -> Bool { b == 32 || b == 9 || b == 10 || b == 13 }
            func digit(_ k: Int) -> Bool { k < range.upperBound && bytes[k] >= 48 && bytes[k] <= 57 }
            var k = range.lowerBound
            while k < range.upperBound, blank(bytes[k]) { k += 1 }
            let numberStart = k
            while digit(k) { k += 1 }
            guard k > numberStart else { return nil }
            if k < range.upperBound, bytes[k] == 46, digit(k + 1) {
                k += 1
                while digit(k) { k += 1 }
            }
            let unitStart = k
            while k < range.upperBound, bytes[k] >= 97 && bytes[k] <= 122 { k += 1 }
            let unit = String(decoding: bytes[unitStart..<k], as: UTF8.self)
            guard ["dp", "dip", "px"].contains(unit), bytes[k..<range.upperBound].allSatisfy(blank) else { return nil }
            let number = String(decoding: bytes[numberStart..<unitStart], as: UTF8.self)
            return SourceFix(description: "\(number)\(unit) → \(number)sp", edits: [source.edit(unitStart..<k, "sp")])
        }

        func startElement(_ name: String, attributes: [(name: String, value: String)], tagEnd: Int) {
            let start = tagEnd >= 0 ? tagStart(tagEnd) : nil
            let tagAt = start.map(position) ?? position(max(0, tagEnd))
            var ignores = ignoring
            if let own = attributes.first(where: { $0.name == "tools:ignore" })?.value {
                for id in own.split(separator: ",") { ignores.insert(id.trimmed(" \t\r\n").lowercased()) }
            }
            ignoreStack.append(ignores)
            switch name {
            case "style":
                inStyle = true
                styleItems = []
                itemIgnores = [:]
            case "item" where inStyle:
                itemName = attributes.first { $0.name == "name" }?.value
                itemText = ""
                itemAt = tagAt
                itemSource = start.flatMap(contentRange(tagAt:))
            case "dimen":
                dimenName = attributes.first { $0.name == "name" }?.value
                dimenText = ""
            default:
                var values: [String: (String, Int, Int)] = [:]
                var textSizeSource: Range<Int>?
                var offsets: [String: Int]?
                for (key, value) in attributes {
                    let local = key.split(separator: ":").last.map(String.init) ?? key
                    guard ["textSize", "fontFamily", "textFontWeight", "lineSpacingMultiplier", "lineSpacingExtra", "lineHeight",
                           "maxLines", "lines", "minLines", "autoSizeTextType", "autoSizeMinTextSize"].contains(local) else { continue }
                    if offsets == nil { offsets = start.map { attributeOffsets(tagAt: $0) } ?? [:] }
                    let (l, c) = offsets?[key].map(position) ?? tagAt
                    values[local] = (value, l, c)
                    if local == "textSize" { textSizeSource = offsets?[key].flatMap(valueRange(attributeAt:)) }
                }
                check(values, tag: name, ignores: ignores, textSizeSource: textSizeSource)
            }
        }

        func characters(_ string: String) {
            if itemName != nil { itemText += string }
            if dimenName != nil { dimenText += string }
        }

        func endElement(_ name: String) {
            defer { if !ignoreStack.isEmpty { ignoreStack.removeLast() } }
            switch name {
            case "item" where inStyle:
                if let n = itemName {
                    itemIgnores[n.split(separator: ":").last.map(String.init) ?? n] = ignoring
                    styleItems.append((n, itemText.trimmed(" \t\r\n"), itemAt.line, itemAt.column, itemSource))
                    // A theme attribute's value in this style (`<item name="text_large">18sp</item>`):
                    // kept by the attribute's name, as ``AndroidXMLReader/attributeKey(_:)``.
                    if !n.contains(":"), let size = parseSize(itemText.trimmed(" \t\r\n")) {
                        let key = AndroidXMLReader.attributeKey(n)
                        foundDimens[key] = size.unit == "sp" && foundDimens[key] != AndroidXMLReader.notSp ? "sp" : AndroidXMLReader.notSp
                    }
                }
                itemName = nil
            case "style":
                var values: [String: (String, Int, Int)] = [:]
                var textSizeSource: Range<Int>?
                for item in styleItems {
                    let local = item.name.split(separator: ":").last.map(String.init) ?? item.name
                    values[local] = (item.value, item.line, item.column)
                    if local == "textSize" { textSizeSource = item.source }
                }
                check(values, tag: "style", ignores: ignoring.union(itemIgnores["textSize"] ?? []), textSizeSource: textSizeSource)
                inStyle = false
            case "dimen":
                if let n = dimenName { foundDimens[n] = dimenText.trimmed(" \t\r\n") }
                dimenName = nil
            default: break
            }
        }

        func comment(_ comment: String, end: Int) {
            guard comment.contains(Suppression.marker) else { return }
            let endLine = position(max(0, end - 1)).line
            let start = endLine - comment.utf8.filter { $0 == 10 }.count
            Suppression.record(comment[...], startLine: start, endLine: endLine, into: &out.suppressions)
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

        func check(_ values: [String: (String, Int, Int)], tag: String, ignores: Set<String>, textSizeSource: Range<Int>? = nil) {
            checkAutoSizeMinimum(values, ignores: ignores)
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
            let fix = rawSize == resolved && size.unit != "sp" ? textSizeSource.flatMap(spFix) : nil
            out.usages.append(ReaderUsage(line: line, column: column, usage: usage, only: sizeRules, fix: fix))
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

        /// Uniform auto-sizing (`autoSizeTextType="uniform"`) draws the text at its
        /// `autoSizeMinTextSize` whenever it does not fit at a larger size: a size text is shown at,
        /// checked against the minimum (Android Lint's `SmallSp` silences it, as for `textSize`).
        func checkAutoSizeMinimum(_ values: [String: (String, Int, Int)], ignores: Set<String>) {
            guard !ignores.contains("all"), !ignores.contains("smallsp"), values["autoSizeTextType"]?.0.trimmed(" ") == "uniform",
                  let (raw, line, column) = values["autoSizeMinTextSize"] else { return }
            let resolved = resolve(raw)
            guard let size = parseSize(resolved), ["sp", "dp", "dip", "pt"].contains(size.unit) else { return }
            let shown = raw == resolved ? "autoSizeMinTextSize=\"\(raw)\"" : "autoSizeMinTextSize=\"\(raw)\" (\(resolved))"
            out.usages.append(ReaderUsage(line: line, column: column,
                usage: CodeTextUsage(platform: platform, pointSize: size.value, sizeText: shown, styleFix: .android),
                only: [.belowMinimumSize]))
        }
    }

    /// The key of a theme attribute's sizes among the dimensions: "sp" when every style of the
    /// files read gives the attribute a size in sp, ``notSp`` when one gives another unit.
    package static func attributeKey(_ name: String) -> String { "?attr/" + name }
    package static let notSp = "not sp"

    /// Merges the dimensions of two files: a theme attribute is in sp only if it is in both.
    package static func merge(_ a: inout [String: String], _ b: [String: String]) {
        a.merge(b) { old, new in old == notSp || new == notSp ? notSp : new }
    }

    /// The `<dimen>` values of a resource file (for `@dimen/…` in other files), and its styles'
    /// theme attribute sizes (``attributeKey(_:)``).
    package static func dimens(in text: String) -> [String: String] {
        guard text.contains("<dimen") || text.contains("<item") else { return [:] }
        let d = Delegate(bytes: Array(text.utf8), platform: .iOS, dimens: [:])
        _ = LibXML2.parse(d.bytes, into: d)
        return d.foundDimens
    }

    package static func read(_ text: String, path: String, platform: Platform, dimens: [String: String]) -> ReaderOutput {
        let d = Delegate(bytes: Array(text.utf8), platform: platform, dimens: dimens, source: FixText(text))
        if let error = LibXML2.parse(d.bytes, into: d) {
            d.out.problem = "not well-formed XML at line \(error.line), column \(error.column) (\(error.message))"
        }
        return d.out
    }
}
