import Foundation
import TypeSystem

extension DartReader {
    /// The fix that removes a named argument, from its label `first` through its value `last`
    /// (tokens of one line): with its comma and blanks after it, or the comma before it when it
    /// is the last argument; an argument alone on its line goes with its line.
    static func removal(of first: Substring, through last: Substring, source: FixText) -> SourceFix? {
        let map = source.map
        let a = source.offset(of: first), e = source.offset(of: last) + last.utf8.count
        let at = map.position(offset: a)
        guard map.position(offset: e).line == at.line else { return nil }
        let n = at.line - 1
        let line = Array(map.lines[n].utf8)
        let start = map.starts[n]
        func blank(_ b: UInt8) -> Bool { b == 32 || b == 9 }
        // The argument's end: blanks (and a CR), one comma, then spaces and tabs.
        var k = e - start
        while k < line.count, blank(line[k]) || line[k] == 13 || line[k] == 11 || line[k] == 12 { k += 1 }
        let comma = k < line.count && line[k] == 44
        if comma { k += 1 }
        while k < line.count, blank(line[k]) { k += 1 }
        let what = String(decoding: line[(a - start)..<(e - start)], as: UTF8.self)
        let alone = line[..<(a - start)].allSatisfy(blank) && line[k...].allSatisfy { blank($0) || $0 == 13 }
        if alone && comma {
            let hi = n + 1 < map.starts.count ? map.starts[n + 1] : start + line.count
            return SourceFix(description: "remove \(what)", edits: [source.edit(start..<hi, "")])
        }
        // `f(a, textScaleFactor: 1.0)`: the comma before goes too.
        var lo = a - start
        if !comma, let c = line[..<lo].lastIndex(where: { !blank($0) }), line[c] == 44 { lo = c }
        return SourceFix(description: "remove \(what)", edits: [source.edit((start + lo)..<(start + k), "")])
    }
}

/// The innermost call whose parentheses hold token `k`.
private func enclosingCall(_ k: Int, _ index: CallIndex) -> CallIndex.Call? {
    index.calls.filter { $0.open < k && k < $0.close }.min { $0.close - $0.open < $1.close - $1.open }
}

/// Whether a `Text`'s `style:` gives a font size that needs no scaler of its own: one the user's
/// scaler has already scaled (`fontSize: scaler.scale(14)`, where `scaler` is
/// `MediaQuery.textScalerOf(context)`; `TextScaler.noScaling` then keeps it from being scaled
/// twice), or the size an `Icon(…, size:)` of the file is given (a glyph in place of an icon;
/// Flutter's `Icon` lays out its own glyph with `TextScaler.noScaling`). The style is read where
/// it is written or where the name it is given is bound (`final style = base.copyWith(…)`).
private func sizeScaledOrIcon(_ text: CallIndex.Call, _ index: CallIndex) -> Bool {
    let t = index.tokens
    // A size written as `….scale(N)`: the user's scaler applied to it.
    func scaledByUser(_ size: Range<Int>) -> Bool {
        size.contains { $0 > 0 && $0 + 1 < t.count && t[$0].text == "scale" && t[$0 - 1].text == "." && t[$0 + 1].text == "(" }
    }
    // `Text.rich(TextSpan(text: …, style: TextStyle(fontSize: scaler.scale(14))))`: the spans
    // that hold text carry the sizes; a span without a size of its own takes its enclosing
    // span's (`TextSpan(children: [TextSpan(text: …)], style: …)`).
    if text.argument("style") == nil {
        let all = index.calls.filter { $0.name == "TextSpan" && text.open < $0.nameIndex && $0.nameIndex < text.close }
        func scaled(_ span: CallIndex.Call) -> Bool? {
            let sizes = styleSizes(span, index)
            return sizes.isEmpty ? nil : sizes.contains(where: scaledByUser)
        }
        let spans = all.filter { $0.argument("text") != nil }
        return !spans.isEmpty && spans.allSatisfy { span in
            if let own = scaled(span) { return own }
            // The innermost enclosing span that gives a size.
            let enclosing = all.filter { $0.open < span.nameIndex && span.nameIndex < $0.close }.sorted { $0.open > $1.open }
            return enclosing.lazy.compactMap(scaled).first ?? false
        }
    }
    let sizes = styleSizes(text, index)
    let body = functionBody(around: text.nameIndex, t)
    for size in sizes {
        if scaledByUser(size) { return true }
        if size.count == 1, let body {
            let name = t[size.lowerBound].text
            if index.calls.contains(where: { body.contains($0.nameIndex) && $0.name == "Icon"
                                              && $0.argument("size").map { $0.range.count == 1 && t[$0.range.lowerBound].text == name } == true }) { return true }
        }
    }
    return false
}

/// The `fontSize:` arguments of a call's `style:`, where it is written or where the name it is
/// given is bound (`final style = base.copyWith(…)`).
private func styleSizes(_ text: CallIndex.Call, _ index: CallIndex) -> [Range<Int>] {
    let t = index.tokens
    guard let style = text.argument("style"), !style.range.isEmpty else { return [] }
    var ranges = [style.range]
    if style.range.count == 1 {
        let name = t[style.range.lowerBound].text
        for k in t.indices where t[k].text == name && k + 2 < t.count && t[k + 1].text == "=" && t[k + 2].text != "=" {
            let end = t[(k + 2)...].firstIndex { $0.text == ";" } ?? t.count
            ranges.append((k + 2)..<end)
        }
    }
    return index.calls.filter { call in ranges.contains { $0.contains(call.nameIndex) } }.compactMap { $0.argument("fontSize")?.range }
}

/// The tokens of the body of the function that holds token `k`: the innermost `{ … }` around it
/// that follows a parameter list (`name(…) {`, not `if (…) {`).
private func functionBody(around k: Int, _ t: [CodeTokenizer.Token]) -> Range<Int>? {
    var pairs: [(open: Int, close: Int)] = []
    var stack: [Int] = []
    for j in t.indices {
        if t[j].text == "{" { stack.append(j) }
        if t[j].text == "}", let open = stack.popLast(), open < k, k < j { pairs.append((open, j)) }
    }
    let statements: Set<Substring> = ["if", "for", "while", "switch", "catch"]
    for (open, close) in pairs.sorted(by: { $0.close - $0.open < $1.close - $1.open }) where open >= 1 && t[open - 1].text == ")" {
        var depth = 0
        var j = open - 1
        while j >= 0 {
            if t[j].text == ")" { depth += 1 }
            if t[j].text == "(" { depth -= 1; if depth == 0 { break } }
            j -= 1
        }
        if j >= 1, !statements.contains(t[j - 1].text) { return open..<(close + 1) }
    }
    return nil
}

/// Reads Dart (Flutter) through ``CodeTokenizer``.
///
/// What it reports:
/// - `TextScaler.noScaling`, `TextScaler.linear(N)` and `textScaleFactor: N` with a literal N:
///   the user's text scale replaced by a fixed one; `TextScaler.linear(x)` where nothing in `x`
///   reads the system's scale (`MediaQuery`, `textScaleFactorOf`): replaced by the app's own;
/// - `.clamp(maxScaleFactor: N)` (and `textScaleFactor.clamp(a, N)`) below the scale Body reaches
///   at AX1;
/// - `fontSize:` below the minimum; `FontWeight.w100`–`w300` beside a small `fontSize`;
/// - a `height:` multiplier that is tight beside `maxLines`/`minLines` of three or more.
package enum DartReader {
    /// `libraryImportsMaterial`: the file is a `part of` a library that imports Material
    /// (``materialParts(in:path:)``); a part has no imports of its own and is built with its
    /// library's.
    /// `facts`: the constants and the widgets' font-size fields of the Dart files linted with it
    /// (``sizeFacts(in:path:)``).
    package static func read(_ text: String, path: String, platform: Platform, libraryImportsMaterial: Bool = false,
                             facts: DartSizeFacts = DartSizeFacts()) -> ReaderOutput {
        let tk = CodeTokenizer(text, dialect: .dart)
        var out = ReaderOutput()
        for c in tk.comments where c.text.contains(Suppression.marker) {
            Suppression.record(c.text, startLine: c.startLine, endLine: c.endLine, into: &out.suppressions)
        }
        let t = tk.tokens
        let index = CallIndex(tokens: t, labelSeparator: ":")
        let source = FixText(text)
        // Widgets handed to a capture (`ScreenshotController().captureFromWidget(…)`) are drawn
        // into an image: their text is the image's, at the size the app gives the image.
        let captured = index.calls.filter { $0.name == "captureFromWidget" || $0.name == "captureFromLongWidget" }.map { $0.open..<$0.close }
        func add(_ k: Int, _ usage: CodeTextUsage, only: Set<CodeRule>? = nil, fix: SourceFix? = nil) {
            guard !captured.contains(where: { $0.contains(k) }) else { return }
            out.usages.append(ReaderUsage(line: t[k].line, column: t[k].column, usage: usage, only: only, fix: fix))
        }
        // A named argument starts after `(` or `,`. In text without its commas
        // (`textScaleFactor: 1 textScaleFactor: 1)`, which no compiler takes), a label is not an
        // argument: removing the last one would make the one before it an argument, so `--fix`
        // would find a new finding after every fix it made.
        func startsArgument(_ k: Int) -> Bool { k > 0 && (t[k - 1].text == "(" || t[k - 1].text == ",") }
        // `TextScaler.noScaling`; as a `textScaler:` argument, removed by its fix. Not on text
        // whose size the user's scaler already scaled, nor on a glyph that stands in for an icon.
        for k in t.indices where t[k].text == "noScaling" && k >= 2 && t[k - 1].text == "." && t[k - 2].text == "TextScaler" {
            let argument = k >= 4 && t[k - 4].text == "textScaler" && t[k - 3].text == ":" && startsArgument(k - 4)
            if argument, let text = enclosingCall(k, index), sizeScaledOrIcon(text, index) { continue }
            add(k - 2, CodeTextUsage(platform: platform, scaling: .pinned(what: "TextScaler.noScaling"), styleFix: .flutter),
                fix: argument ? removal(of: t[k - 4].text, through: t[k].text, source: source) : nil)
        }
        // `textScaleFactor: 1.0` as a named argument; removed by its fix when it is 1 (the
        // default scale in place of the user's), since any other factor says what the app meant.
        for k in t.indices where t[k].text == "textScaleFactor" && k + 2 < t.count && t[k + 1].text == ":" && startsArgument(k) {
            let end = (k + 2..<min(t.count, k + 6)).first { t[$0].text == "," || t[$0].text == ")" } ?? t.count
            if end == k + 3, let v = index.number(in: (k + 2)..<end) {
                let written = t[k + 2].text
                let one = written == "1" || written.hasPrefix("1.") && written.dropFirst(2).allSatisfy { $0 == "0" }
                add(k, CodeTextUsage(platform: platform, scaling: .pinned(what: "textScaleFactor: \(CodeLint.fmt(v))"), styleFix: .flutter),
                    fix: one ? removal(of: t[k].text, through: t[k + 2].text, source: source) : nil)
            }
        }
        for call in index.calls {
            readScale(call, t, index, platform: platform) { add($0, $1) }
            // `textTheme.bodySmall?.copyWith(fontWeight: FontWeight.w300)`: a light weight at a
            // Material 3 role's default size.
            if call.name == "copyWith", call.argument("fontSize") == nil, let fw = call.argument("fontWeight"), let wk = fw.range.first,
               let w = lightWeight(index.text(fw.range)), let role = MaterialRoles.role(in: receiverNames(call.nameIndex, t)) {
                add(wk, CodeTextUsage(platform: platform, pointSize: role.size, sizeText: "\(role.name) (\(CodeLint.fmt(role.size)))",
                                      styleFix: .flutter, weight: w), only: [.lightWeightAtSmallSize])
            }
            passedSizes(call, t, index, facts, platform: platform) { add($0, $1, only: [.belowMinimumSize]) }
            guard let fs = call.argument("fontSize"), let first = fs.range.first, let found = fontSize(fs.range, t, index, facts) else { continue }
            let (size, sizeText) = found
            add(first, CodeTextUsage(platform: platform, pointSize: size, sizeText: sizeText, styleFix: .flutter), only: [.belowMinimumSize])
            if let fw = call.argument("fontWeight"), let wk = fw.range.first {
                if let w = lightWeight(index.text(fw.range)) { add(wk, CodeTextUsage(platform: platform, pointSize: size, sizeText: sizeText, styleFix: .flutter, weight: w), only: [.lightWeightAtSmallSize]) }
            }
            if let h = call.argument("height"), let hk = h.range.first, h.range.count == 1, let mult = index.number(in: h.range) {
                var lines: Int?
                for c in [call] + index.enclosing(call) {
                    for label in ["maxLines", "minLines"] {
                        if let a = c.argument(label), let n = index.number(in: a.range) { lines = max(lines ?? 0, CodeLint.lineCount(n)) }
                    }
                    if lines != nil { break }
                }
                if let lines {
                    add(hk, CodeTextUsage(platform: platform, pointSize: size, sizeText: sizeText, styleFix: .flutter, lines: lines, lineHeight: mult * size), only: [.tightLeadingMultiline])
                }
            }
        }
        // A file that imports Material is built on it: Material 3's smallest role is its minimum.
        // Material is Flutter's `package:flutter/material.dart`, or the same library published on
        // its own as the `material_ui` package (`package:material_ui/material_ui.dart`).
        // A `part of` file shares the imports of its library.
        if libraryImportsMaterial || importsMaterial(t) {
            for i in out.usages.indices where out.usages[i].usage.minimumGuidance == .language {
                out.usages[i].usage.minimumGuidance = .material
            }
        }
        return out
    }

    private static func importsMaterial(_ t: [CodeTokenizer.Token]) -> Bool {
        t.indices.contains { k in
            guard t[k].text == "import", k + 1 < t.count else { return false }
            let uri = t[k + 1].text
            return uri.contains("package:flutter/material.dart") || uri.contains("package:material_ui/")
        }
    }

    /// The files a library that imports Material names in its `part 'uri';` directives, as
    /// standardized paths resolved from the library's folder (a relative URI; `package:` URIs,
    /// which need the package configuration, are not followed). Empty when it does not import
    /// Material.
    package static func materialParts(in text: String, path: String) -> Set<String> {
        let t = CodeTokenizer(text, dialect: .dart).tokens
        guard importsMaterial(t) else { return [] }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var out = Set<String>()
        for k in t.indices where t[k].text == "part" && k + 1 < t.count && t[k + 1].kind == .string {
            let literal = t[k + 1].text
            let uri = (literal.first == "r" ? literal.dropFirst() : literal).trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
            guard !uri.isEmpty, !uri.contains(":"), !uri.contains("$") else { continue }
            out.insert(folder.appendingPathComponent(uri).standardizedFileURL.path)
        }
        return out
    }

    /// The names of the dotted receiver before the call at `k`, through `?.` too
    /// (`textTheme.bodySmall?.copyWith` → `textTheme`, `bodySmall`).
    static func receiverNames(_ k: Int, _ t: [CodeTokenizer.Token]) -> [Substring] {
        var names: [Substring] = []
        var n = k - 1
        while n >= 1, t[n].text == ".", names.count < 16 {
            n -= 1
            if t[n].text == "?" || t[n].text == "!" { n -= 1 }
            guard n >= 0, t[n].kind == .identifier else { break }
            names.insert(t[n].text, at: 0)
            n -= 1
        }
        return names
    }

    /// `FontWeight.w100`, `w200`, `w300`: the light weights.
    static func lightWeight(_ text: String) -> FontWeight? {
        let name = text.split(separator: ".").last.map(String.init) ?? ""
        return name == "w100" ? .ultraLight : name == "w200" ? .thin : name == "w300" ? .light : nil
    }

    /// Whether token `k` is a bare name (`textScaleFactor`, not `media.textScaleFactor`) that the
    /// file declares as a local or field of its own (`final textScaleFactor = sqrt(area / ref);`)
    /// with a value that reads nothing of the system's scale: a name's binding says what it
    /// holds, not its spelling. The declaration is the last one before the use.
    static func localOfTheAppsOwn(_ k: Int, _ t: [CodeTokenizer.Token]) -> Bool {
        guard k >= 2, t[k - 1].text != "." else { return false }
        let name = t[k].text
        let system: Set<Substring> = ["MediaQuery", "textScaleFactorOf", "textScalerOf", "textScaler", "platformDispatcher"]
        guard let j = (1..<k).last(where: { t[$0].text == name && t[$0 + 1].text == "="
                  && ["final", "var", "double", "num", "late", "const"].contains(t[$0 - 1].text) }) else { return false }
        var e = j + 2
        while e < k, t[e].text != ";" {
            if system.contains(t[e].text) || t[e].text == name { return false }
            e += 1
        }
        return true
    }

    /// `TextScaler.linear(N)` or a scale of the app's own, and `clamp(maxScaleFactor:)`,
    /// `withClampedTextScaling` and `textScaleFactor.clamp(a, N)`: the user's scale replaced or
    /// capped.
    private static func readScale(_ call: CallIndex.Call, _ t: [CodeTokenizer.Token], _ index: CallIndex, platform: Platform,
                                  add: (Int, CodeTextUsage) -> Void) {
        switch call.name {
        case "linear" where call.qualifier.last == "TextScaler":
            if call.arguments.count == 1, call.arguments[0].range.count == 1, let v = index.number(in: call.arguments[0].range) {
                add(call.nameIndex - min(2, call.nameIndex), CodeTextUsage(platform: platform, scaling: .pinned(what: "TextScaler.linear(\(CodeLint.fmt(v)))"), styleFix: .flutter))
            } else if call.arguments.count == 1, !call.arguments[0].range.isEmpty,
                      !call.arguments[0].range.contains(where: { k in
                          ["MediaQuery", "textScaleFactorOf", "textScalerOf", "textScaler", "textScaleFactor", "platformDispatcher"].contains(t[k].text)
                              && !localOfTheAppsOwn(k, t) || t[k].text == "scale" && k + 1 < t.count && t[k + 1].text == "(" }) {
                // `TextScaler.linear(settings.scale)`: the app's own scale in place of the
                // user's (nothing of the system's scale goes into it; a scaler's `scale(…)`
                // method is the user's, a field named `scale` is the app's).
                add(call.nameIndex - min(2, call.nameIndex), CodeTextUsage(platform: platform,
                    scaling: .pinned(what: "TextScaler.linear(\(index.text(call.arguments[0].range))), a scale of the app's own,"), styleFix: .flutter))
            }
        case "clamp", "withClampedTextScaling":
            if let a = call.argument("maxScaleFactor"), let v = index.largestNumberOfChoice(in: a.range) {
                // A choice of two caps (`wide ? 1.2 : 1.1`) caps at the larger.
                let shown = a.range.count <= 2 ? CodeLint.fmt(v) : index.text(a.range)
                add(max(0, a.range.lowerBound - 2), CodeTextUsage(platform: platform, styleFix: .flutter, scaleCap: v, capText: "\(call.name)(maxScaleFactor: \(shown))"))
            } else if call.arguments.count == 2, call.arguments.allSatisfy({ $0.label == nil }),
                      call.nameIndex >= 2, t[call.nameIndex - 2].text.lowercased().contains("textscale"),
                      let v = index.number(in: call.arguments[1].range) {
                add(call.nameIndex, CodeTextUsage(platform: platform, styleFix: .flutter, scaleCap: v, capText: "\(t[call.nameIndex - 2].text).clamp(…, \(CodeLint.fmt(v)))"))
            }
        default: break
        }
    }
}
