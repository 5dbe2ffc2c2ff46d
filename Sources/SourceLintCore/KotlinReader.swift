import Foundation
import TypeSystem

/// Reads Kotlin (Jetpack Compose and Android views) through ``CodeTokenizer``; Java sources are
/// read the same way (Android Lint reads both alike: `setTextSize`, `TypedValue.COMPLEX_UNIT_*`).
///
/// What it reports:
/// - a `Density(…)` given to `LocalDensity` (or any `Density` with a literal `fontScale`): it
///   pins the font scale; a `fontScale` passed through `coerceAtMost(x)`/`minOf(…, x)` caps it;
/// - sizes that cancel the font scale: `14.dp.toSp()`, `(14 / fontScale).sp`;
///   `setTextSize(TypedValue.COMPLEX_UNIT_PX|DIP|PT|IN|MM, …)`;
/// - `fontSize = N.sp` below the minimum; a light `fontWeight` beside a small `fontSize`;
/// - a `lineHeight` (sp or em) that is tight beside `maxLines`/`minLines` of three or more.
package enum KotlinReader {
    /// `dimens`: the `<dimen>`s of the Android resources linted with the file, by name.
    /// `scaleCancellers`: the Kotlin files' functions that undo the font scale
    /// (``scaleCancellers(in:path:)``), by name, with where each is defined.
    package static func read(_ text: String, path: String, platform: Platform, dimens: [String: String] = [:],
                             scaleCancellers: [String: String] = [:]) -> ReaderOutput {
        let tk = CodeTokenizer(text, dialect: .kotlin)
        var out = ReaderOutput()
        for c in tk.comments where c.text.contains(Suppression.marker) {
            Suppression.record(c.text, startLine: c.startLine, endLine: c.endLine, into: &out.suppressions)
        }
        var reader = CallReader(tokens: tk.tokens, platform: platform)
        reader.dimens = dimens
        reader.scaleCancellers = scaleCancellers
        reader.source = FixText(text)
        reader.preferences = textSizePreferences(reader.index)
        for call in reader.index.calls {
            switch call.name {
            case "Density": reader.readDensity(call)
            case "setTextSize": reader.readSetTextSize(call)
            default: break
            }
            reader.readTextArguments(call)
        }
        reader.readPaintTextSizes()
        reader.readConfigurationFontScale()
        out.usages += reader.usages
        if !out.usages.isEmpty { out.previewLines = previewLines(tk.tokens) }
        return out
    }

    private static let cancellerDefinition = try? NSRegularExpression(
        pattern: #"\bfun\s+(?:Dp|Int|Float|Double|Number|TextUnit)\.([A-Za-z_][A-Za-z0-9_]*)\s*\(\s*\)\s*:\s*TextUnit\s*(?:\{([^{}]*)\}|=([^\n]*))"#)

    /// Extension functions that make a text size with the font scale divided out
    /// (`fun Dp.toUnscaledTextUnit(): TextUnit { … TextUnit(value / fontScale, TextUnitType.Sp) }`):
    /// what they give stays one size at every font scale. By name, with `path:line`. A function
    /// that also bounds the scale (`coerceAtMost`, `minOf`) caps it instead, and is not one.
    package static func scaleCancellers(in text: String, path: String) -> [String: String] {
        guard text.utf8.hasBytes("fontScale"), let re = cancellerDefinition else { return [:] }
        var out: [String: String] = [:]
        let ns = text as NSString
        for m in re.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let body = [m.range(at: 2), m.range(at: 3)].first { $0.location != NSNotFound }.map { ns.substring(with: $0) } ?? ""
            guard body.contains("fontScale") || body.contains("/"), body.contains("/"),
                  !body.contains("coerce"), !body.contains("minOf") else { continue }
            // The scale is read in the body, or bound to a name there and divided by.
            guard body.contains("fontScale") else { continue }
            let line = ns.substring(to: m.range.location).reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            out[ns.substring(with: m.range(at: 1))] = "\(path):\(line)"
        }
        return out
    }

    /// The app's own text-size preferences the file reads (`prefs.getFloat("text_scale", 1f)`,
    /// `getInt("fontSize", 16)`: SharedPreferences' getters, with a key that says text size), by
    /// where they are: the name each is bound to (`val scale = …`), and each read's call, as written.
    static func textSizePreferences(_ index: CallIndex) -> (names: [Substring: String], reads: [(range: Range<Int>, written: String)]) {
        let tokens = index.tokens
        var names: [Substring: String] = [:]
        var reads: [(range: Range<Int>, written: String)] = []
        for call in index.calls where ["getFloat", "getInt", "getLong", "getString"].contains(call.name) {
            guard let key = call.arguments.first, key.range.count == 1, let k = key.range.first, tokens[k].kind == .string,
                  CSSReader.namesTextSize(String(tokens[k].text.filter { $0 != "\"" && $0 != "'" })) else { continue }
            // The receiver: `prefs.`, `settings?.`, `this.prefs.`.
            var start = call.nameIndex
            while start >= 2, tokens[start - 1].text == "." || tokens[start - 1].text == "?." {
                var r = start - 2
                if r >= 1, tokens[r].text == "?" { r -= 1 }
                guard tokens[r].kind == .identifier else { break }
                start = r
            }
            let written = index.text(start..<(call.close + 1))
            reads.append((start..<(call.close + 1), written))
            // `val scale = …`, `val scale: Float = …`
            var j = start - 1
            guard j > 0, tokens[j].text == "=" else { continue }
            j -= 1
            if j > 1, tokens[j - 1].text == ":" { j -= 2 }
            if tokens[j].kind == .identifier { names[tokens[j].text] = written }
        }
        return (names, reads)
    }

    /// The usages found in one file's calls.
    struct CallReader {
        let tokens: [CodeTokenizer.Token]
        let index: CallIndex
        let platform: Platform
        var dimens: [String: String] = [:]
        /// Functions of the Kotlin files that divide the font scale out, with where.
        var scaleCancellers: [String: String] = [:]
        /// The text, for the fixes of what is reported.
        var source: FixText?
        /// The app's own text-size preferences the file reads (``KotlinReader/textSizePreferences(_:)``).
        var preferences: (names: [Substring: String], reads: [(range: Range<Int>, written: String)]) = ([:], [])

        /// The text-size preference a size expression reads, directly or through a name bound to it.
        func preference(in range: Range<Int>) -> String? {
            if let read = preferences.reads.first(where: { range.contains($0.range.lowerBound) }) { return read.written }
            return range.lazy.compactMap { tokens[$0].kind == .identifier ? preferences.names[tokens[$0].text] : nil }.first
        }
        private(set) var usages: [ReaderUsage] = []
        /// The labels of named arguments (`fontSize` in `Text(fontSize = size)`), by token index.
        let argumentLabels: Set<Int>

        init(tokens: [CodeTokenizer.Token], platform: Platform) {
            self.tokens = tokens
            index = CallIndex(tokens: tokens, labelSeparator: "=")
            argumentLabels = Set(index.calls.flatMap { $0.arguments.compactMap { $0.label == nil ? nil : $0.range.lowerBound - 2 } })
            self.platform = platform
        }

        mutating func add(_ k: Int, _ usage: CodeTextUsage, only: Set<CodeRule>? = nil, fix: SourceFix? = nil) {
            usages.append(ReaderUsage(line: tokens[k].line, column: tokens[k].column, usage: usage, only: only, fix: fix))
        }

        /// The byte range of the tokens `range` in the text.
        func bytes(_ range: Range<Int>, in source: FixText) -> Range<Int> {
            let first = tokens[range.lowerBound].text, last = tokens[range.upperBound - 1].text
            return source.offset(of: first)..<(source.offset(of: last) + last.utf8.count)
        }

        /// `TypedValue.COMPLEX_UNIT_DIP` or `_PX` (the first argument's last token) →
        /// `COMPLEX_UNIT_SP`: the same number, in sp.
        func spUnitFix(_ argument: Range<Int>) -> SourceFix? {
            guard let source, let k = argument.last, ["COMPLEX_UNIT_DIP", "COMPLEX_UNIT_PX"].contains(tokens[k].text) else { return nil }
            return SourceFix(description: "\(tokens[k].text) → COMPLEX_UNIT_SP", edits: [source.edit(bytes(k..<(k + 1), in: source), "COMPLEX_UNIT_SP")])
        }

        /// `N.dp.toSp()` in a `fontSize` argument → `N.sp`: the size in sp, which the font scale scales.
        func dpToSpFix(_ argument: Range<Int>) -> SourceFix? {
            guard let source, !argument.isEmpty else { return nil }
            let range = bytes(argument, in: source)
            let text = String(decoding: source.bytes(range), as: UTF8.self)
            guard let re = try? NSRegularExpression(pattern: #"(?<![\w.])(\d+(?:\.\d+)?f?)\.dp\.toSp\(\)"#),
                  let m = re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                  let whole = Range(m.range(at: 0), in: text), let number = Range(m.range(at: 1), in: text) else { return nil }
            let lo = range.lowerBound + text.utf8.distance(from: text.startIndex, to: whole.lowerBound)
            let hi = range.lowerBound + text.utf8.distance(from: text.startIndex, to: whole.upperBound)
            return SourceFix(description: "\(text[whole]) → \(text[number]).sp", edits: [source.edit(lo..<hi, "\(text[number]).sp")])
        }

        func spValue(_ range: Range<Int>) -> (Double, String)? {
            let r = Array(range)
            // `14.sp`, `14f.sp`
            if let v = index.number(in: range), r.count >= 3, tokens[r[1]].text == ".", tokens[r[2]].text == "sp" {
                return (v, "\(CodeLint.fmt(v)).sp")
            }
            // `(14).sp`, `(10 * scale).sp`: a product of numbers, and of names the file binds only
            // to one number (`scale: Float = 1f`, `val scale = 1f`), at that number: the size the
            // code has when no other value is passed.
            guard r.count >= 5, tokens[r[0]].text == "(", tokens[r[r.count - 3]].text == ")",
                  tokens[r[r.count - 2]].text == ".", tokens[r[r.count - 1]].text == "sp" else { return nil }
            let inside = Array(r[1..<(r.count - 3)])
            guard inside.count % 2 == 1 else { return nil }
            var product = 1.0
            for (i, k) in inside.enumerated() {
                if i % 2 == 1 {
                    guard tokens[k].text == "*" else { return nil }
                } else if tokens[k].kind == .number, let v = index.number(in: k..<(k + 1)) {
                    product *= v
                } else if tokens[k].kind == .identifier, let v = onlyNumber(boundTo: tokens[k].text) {
                    product *= v
                } else {
                    return nil
                }
            }
            return (product, "\(index.text(range)) (\(CodeLint.fmt(product)).sp)")
        }

        /// The one number a name is bound to everywhere in the file (a parameter's default, a
        /// `val`/`var` or an assignment), or nil when it is bound to anything else or nowhere.
        func onlyNumber(boundTo name: Substring) -> Double? {
            var starts = bindings(of: name)
            // `scale: Float = 1f`: a parameter's default or a typed property.
            for j in tokens.indices where j + 4 < tokens.count && tokens[j].text == name && tokens[j + 1].text == ":"
                && tokens[j + 2].kind == .identifier && tokens[j + 3].text == "=" && (j == 0 || tokens[j - 1].text != ".") {
                starts.append(j + 4)
            }
            var value: Double?
            for k in starts {
                guard k < tokens.count, tokens[k].kind == .number, let v = index.number(in: k..<(k + 1)),
                      k + 1 >= tokens.count || ![".", "*", "/", "+", "-", "("].contains(tokens[k + 1].text),
                      value == nil || value == v else { return nil }
                value = v
            }
            return value
        }

        /// `Density(…)`: a literal font scale pins it, a capped one caps it; `LocalDensity
        /// provides Density(d)` leaves it at 1.
        mutating func readDensity(_ call: CallIndex.Call) {
            let providing = call.nameIndex >= 1 && tokens[call.nameIndex - 1].text == "provides"
            // `CanvasDrawScope().draw(density = Density(1f, 1f), canvas = Canvas(bitmap), …)` draws
            // into an off-screen canvas: no text on screen reads that density.
            if !providing, index.calls.contains(where: { $0.name == "draw" && $0.arguments.contains { $0.range.contains(call.nameIndex) } }) { return }
            let named = call.argument("fontScale")
            let positional = call.arguments.filter { $0.label == nil }
            let scaleArg = named ?? (positional.count >= 2 ? positional[1] : nil)
            if let a = scaleArg {
                if index.number(in: a.range) != nil {
                    add(call.nameIndex, CodeTextUsage(platform: platform, scaling: .pinned(what: "Density(fontScale = \(index.text(a.range)))"), styleFix: .compose))
                } else if let cap = capValue(a.range, tokens, index) {
                    add(call.nameIndex, CodeTextUsage(platform: platform, styleFix: .compose, scaleCap: cap,
                                                      capText: "fontScale = \(index.text(a.range))"))
                }
            } else if providing && call.arguments.count == 1 && !(call.arguments.first.map { index.text($0.range) }?.hasPrefix("context") ?? false) {
                add(call.nameIndex, CodeTextUsage(platform: platform, scaling: .pinned(what: "LocalDensity provides Density(\(index.text(call.arguments[0].range))) (fontScale defaults to 1)"), styleFix: .compose))
            }
        }

        /// The dp of a pixel size converted from dp, when the tokens show the conversion and one
        /// number.
        func dpConversion(_ range: Range<Int>) -> Double? {
            let texts = range.map { tokens[$0].text }
            let converts = texts.contains("COMPLEX_UNIT_DIP")
                || texts.contains { name in
                    let n = name.lowercased()
                    return n.contains("dp") && (n.contains("px") || n.contains("pixel")) || n == "dip2px" || n == "density"
                }
                || zip(texts, texts.dropFirst()).contains { $0 == "dp" && $1 == "." } && texts.contains("toPx")
            let numbers = range.filter { tokens[$0].kind == .number }
            guard converts, numbers.count == 1, let k = numbers.first else { return nil }
            return index.number(in: k..<(k + 1))
        }

        /// The dp of a size held in a name (`paint.setTextSize(size)`, `this.size`) that the file
        /// converts from dp: bound to a conversion (`float size = 9 * density`, `val size =
        /// applyDimension(COMPLEX_UNIT_DIP, 9f, metrics)`), or to one number that is then
        /// multiplied by the density (`SIZE = 9; … SIZE *= mScale;` with `mScale =
        /// metrics.density`). The density may itself be held in a name the file binds to it.
        func dpOfName(in range: Range<Int>) -> Double? {
            let texts = range.map { tokens[$0].text }
            guard let name = texts.count == 1 ? texts.first : (texts.count == 3 && texts[0] == "this" && texts[1] == ".") ? texts[2] : nil,
                  tokens[range.last ?? range.lowerBound].kind == .identifier else { return nil }
            var literal: Double?
            for start in bindings(of: name) {
                let value = valueRange(from: start)
                if let dp = dpConversion(value) ?? dpThroughDensityName(value) ?? dpDimension(value) { return dp }
                if value.count == 1, tokens[value.lowerBound].kind == .number { literal = index.number(in: value) }
            }
            // `SIZE *= mScale` or `SIZE = SIZE * mScale`.
            let multiplied = tokens.indices.contains { j in
                guard j + 3 < tokens.count, tokens[j].text == name, j == 0 || tokens[j - 1].text != "." else { return false }
                if tokens[j + 1].text == "*", tokens[j + 2].text == "=" { return isDensity(j + 3) }
                if tokens[j + 1].text == "=", tokens[j + 2].text == name, tokens[j + 3].text == "*", j + 4 < tokens.count { return isDensity(j + 4) }
                return false
            }
            return multiplied ? literal : nil
        }

        /// The number of a product of one number and a name the file binds to the density
        /// (`9 * mScale`, `mScale = getResources().getDisplayMetrics().density`).
        func dpThroughDensityName(_ range: Range<Int>) -> Double? {
            let numbers = range.filter { tokens[$0].kind == .number }
            guard numbers.count == 1, let k = numbers.first, range.contains(where: { tokens[$0].text == "*" }),
                  range.contains(where: { isDensity($0) }) else { return nil }
            return index.number(in: k..<(k + 1))
        }

        /// Whether token `k` is the display density: `density`, or a name the file binds to an
        /// expression that reads it (`mScale = metrics.density`).
        func isDensity(_ k: Int) -> Bool {
            let name = tokens[k].text
            if name == "density" { return true }
            guard tokens[k].kind == .identifier else { return false }
            return bindings(of: name).contains { start in valueRange(from: start).contains { tokens[$0].text == "density" } }
        }

        /// `setTextSize(TypedValue.COMPLEX_UNIT_…, …)` in a unit other than sp.
        mutating func readSetTextSize(_ call: CallIndex.Call) {
            if call.arguments.count == 2, let unit = call.arguments.first.map({ index.text($0.range) }),
               let u = unit.split(separator: ".").last, ["COMPLEX_UNIT_PX", "COMPLEX_UNIT_DIP", "COMPLEX_UNIT_PT", "COMPLEX_UNIT_IN", "COMPLEX_UNIT_MM"].contains(String(u)) {
                // A size that is, or is multiplied by, the app's own text-size preference.
                if let setting = preference(in: call.arguments[1].range) {
                    add(call.nameIndex, CodeTextUsage(platform: platform,
                        scaling: .appSetting(what: "setTextSize(\(u), \(index.text(call.arguments[1].range)))", mechanism: setting),
                        scalableFix: "setTextSize(TypedValue.COMPLEX_UNIT_SP, …)", styleFix: .android))
                    return
                }
                let v = index.number(in: call.arguments[1].range)
                // `setTextSize(COMPLEX_UNIT_PX, res.getDimension(R.dimen.x))` is the usual way to
                // apply an sp dimension (already scaled to pixels): not a literal, a note.
                if v == nil && u == "COMPLEX_UNIT_PX" {
                    // An sp dimension (`getDimension(R.dimen.title)` with `<dimen name="title">16sp`)
                    // is scaled to pixels by the font scale: it scales.
                    // An sp `<dimen>` of known size (directly, or through a name bound to one)
                    // scales, and is checked against the minimum.
                    let size = call.arguments[1].range
                    if let sp = spDimension(size) ?? spOfName(in: withoutConversion(size)) {
                        add(call.nameIndex, CodeTextUsage(platform: platform, pointSize: sp, sizeText: "\(CodeLint.fmt(sp)) sp", styleFix: .android))
                        return
                    }
                    if pixelsFromSp(size, depth: 0) { return }
                    // A dp `<dimen>` in pixels (`getDimensionPixelSize(R.dimen.x)`, directly or
                    // through a name bound to it): a size the font scale never changes.
                    if let dp = dpDimension(call.arguments[1].range) ?? dpOfName(in: withoutConversion(call.arguments[1].range)) {
                        add(call.nameIndex, CodeTextUsage(platform: platform, pointSize: dp, sizeText: "\(CodeLint.fmt(dp)) dp",
                            scaling: .fixed(what: "setTextSize(\(u), \(index.text(call.arguments[1].range)))"),
                            scalableFix: "a dimension in sp", styleFix: .android))
                        return
                    }
                    add(call.nameIndex, CodeTextUsage(platform: platform, scaling: .untraced(what: "setTextSize(\(u), \(index.text(call.arguments[1].range)))"),
                        scalableFix: "a dimension in sp", styleFix: .android))
                    return
                }
                let unitName = u == "COMPLEX_UNIT_DIP" ? "dp" : u == "COMPLEX_UNIT_PT" ? "pt" : u == "COMPLEX_UNIT_PX" ? "px" : String(u.dropFirst(13)).lowercased()
                add(call.nameIndex, CodeTextUsage(platform: platform, pointSize: u == "COMPLEX_UNIT_DIP" ? v : nil,
                    sizeText: v.map { "\(CodeLint.fmt($0)) \(unitName)" }, scaling: .fixed(what: "setTextSize(\(u), …)"),
                    scalableFix: v.map { "setTextSize(TypedValue.COMPLEX_UNIT_SP, \(CodeLint.fmt($0))f)" }, styleFix: .android),
                    fix: spUnitFix(call.arguments[0].range))
            }
        }

        /// Whether a pixel size comes from sizes in sp: every `getDimension…` in it reads an sp
        /// `<dimen>` (``dimensionIsSp(_:)``) or a theme attribute that every style linted gives
        /// in sp (`tv.getDimension(metrics)` after `theme.resolveAttribute(R.attr.text_large, tv,
        /// true)`: the conversion applies the font scale); or it is a name whose every binding in
        /// the file (`val px = …`, `px = …`, either branch of `if (…) { a } else { b }`) is so.
        func pixelsFromSp(_ range: Range<Int>, depth: Int) -> Bool {
            guard depth < 5, !range.isEmpty else { return false }
            // sp converted by hand: `size * metrics.scaledDensity` (the density times the font
            // scale), `applyDimension(COMPLEX_UNIT_SP, …)`, Compose's `14.sp.toPx()`.
            if range.contains(where: { tokens[$0].text == "scaledDensity" || tokens[$0].text == "COMPLEX_UNIT_SP" })
                || range.contains(where: { $0 + 2 < range.upperBound && tokens[$0].text == "sp" && tokens[$0 + 1].text == "."
                                          && (tokens[$0 + 2].text == "toPx" || tokens[$0 + 2].text == "roundToPx") }) {
                return true
            }
            let range = withoutConversion(range)
            let getters = range.filter { tokens[$0].text.hasPrefix("getDimension") }
            if !getters.isEmpty {
                return dimensionIsSp(range) || getters.allSatisfy { attributeIsSp(getterAt: $0) }
            }
            if tokens[range.lowerBound].text == "if", let branches = ifBranches(range) {
                return branches.allSatisfy { pixelsFromSp($0, depth: depth + 1) }
            }
            guard range.count == 1, tokens[range.lowerBound].kind == .identifier else { return false }
            let name = tokens[range.lowerBound].text
            // A property's 0 before it is set (`private var px = 0f`) sizes nothing.
            let values = bindings(of: name).map { valueRange(from: $0) }.filter { $0.count != 1 || index.number(in: $0) != 0 }
            return !values.isEmpty && values.allSatisfy { pixelsFromSp($0, depth: depth + 1) }
        }

        /// The tokens without a trailing number conversion (`px.toFloat()`, `size.roundToInt()`):
        /// the name or value converted.
        func withoutConversion(_ range: Range<Int>) -> Range<Int> {
            guard range.count >= 5, tokens[range.upperBound - 1].text == ")", tokens[range.upperBound - 2].text == "(",
                  ["toFloat", "toInt", "toDouble", "roundToInt", "toLong"].contains(tokens[range.upperBound - 3].text),
                  tokens[range.upperBound - 4].text == "." else { return range }
            return range.lowerBound..<(range.upperBound - 4)
        }

        /// The sp of the `<dimen>` a name is bound to (`mTagsTextSize =
        /// res.getDimensionPixelSize(R.dimen.tag_text)`), when every binding reads the same one.
        func spOfName(in range: Range<Int>) -> Double? {
            guard range.count == 1, tokens[range.lowerBound].kind == .identifier else { return nil }
            let sizes = bindings(of: tokens[range.lowerBound].text).map { spDimension(valueRange(from: $0)) }
            guard let first = sizes.first, let sp = first, sizes.allSatisfy({ $0 == sp }) else { return nil }
            return sp
        }

        /// The dp of a resource dimension getter whose `<dimen>`, followed through `@dimen/…`, is
        /// in dp (`getDimensionPixelSize(R.dimen.x)` with `<dimen name="x">14dp</dimen>`).
        func dpDimension(_ range: Range<Int>) -> Double? {
            guard let v = dimenValue(range) else { return nil }
            for unit in ["dip", "dp"] where v.hasSuffix(unit) { return Double(v.dropLast(unit.count).trimmed(" \t")) }
            return nil
        }

        /// `receiver.getDimension…` after `resolveAttribute(R.attr.NAME, receiver, …)`, where every
        /// style linted gives NAME in sp.
        func attributeIsSp(getterAt k: Int) -> Bool {
            guard k >= 2, tokens[k - 1].text == "." else { return false }
            let receiver = tokens[k - 2].text
            guard let resolve = index.calls.last(where: { $0.name == "resolveAttribute" && $0.nameIndex < k && $0.arguments.count >= 2
                                                       && index.text($0.arguments[1].range) == receiver }),
                  let attribute = resolve.arguments.first.map({ index.text($0.range) }), attribute.hasPrefix("R.attr.") else { return false }
            return dimens[AndroidXMLReader.attributeKey(String(attribute.dropFirst(7)))] == "sp"
        }

        /// The tokens of a value that starts at `start`: up to the end of its line, or further while
        /// a bracket it opened is open or the next line goes on with `else` or an operator; with
        /// `endsAtComma`, also up to a `,` outside its brackets (a parameter's default).
        func valueRange(from start: Int, endsAtComma: Bool = false) -> Range<Int> {
            var k = start
            var open = 0
            while k < tokens.count {
                let text = tokens[k].text
                if text == "(" || text == "{" || text == "[" { open += 1 }
                if text == ")" || text == "}" || text == "]" { open -= 1; if open < 0 { break } }
                if (text == ";" || endsAtComma && text == ",") && open == 0 { break }
                let next = k + 1
                if open == 0, next < tokens.count, tokens[next].line > tokens[k].line,
                   !["else", ".", "?:", "+", "-", "*", "/"].contains(tokens[next].text) { return start..<next }
                k += 1
            }
            return start..<k
        }

        /// The values of `if (…) { a } else { b }` (and `else if`): each branch's tokens, or nil
        /// when a branch is missing or not a block.
        func ifBranches(_ range: Range<Int>) -> [Range<Int>]? {
            var k = range.lowerBound
            var out: [Range<Int>] = []
            while k < range.upperBound, tokens[k].text == "if", k + 1 < range.upperBound, tokens[k + 1].text == "(",
                  let close = index.closing[k + 1], close + 1 < range.upperBound, tokens[close + 1].text == "{",
                  let end = matchingBrace(close + 1, limit: range.upperBound) {
                out.append((close + 2)..<end)
                guard end + 1 < range.upperBound, tokens[end + 1].text == "else" else { return nil }
                k = end + 2
                if k < range.upperBound, tokens[k].text == "{", let last = matchingBrace(k, limit: range.upperBound) {
                    out.append((k + 1)..<last)
                    return out
                }
            }
            return nil
        }

        func matchingBrace(_ open: Int, limit: Int) -> Int? {
            KotlinReader.matching(tokens, from: open, open: "{", close: "}", limit: limit)
        }

        /// The number of the sp `<dimen>` a resource dimension getter reads
        /// (`getDimension(R.dimen.x)`, `<dimen name="x">10sp</dimen>`).
        func spDimension(_ range: Range<Int>) -> Double? {
            guard let v = dimenValue(range), v.hasSuffix("sp") else { return nil }
            return Double(v.dropLast(2).trimmed(" \t"))
        }

        /// Whether the tokens are a resource dimension getter (`getDimension`,
        /// `getDimensionPixelSize`, `getDimensionPixelOffset`) of `R.dimen.NAME` whose `<dimen>`,
        /// followed through `@dimen/…`, is in sp.
        func dimensionIsSp(_ range: Range<Int>) -> Bool {
            dimenValue(range)?.hasSuffix("sp") == true
        }

        /// The value of the `<dimen>` a resource dimension getter of `R.dimen.NAME` reads,
        /// followed through `@dimen/…`, blanks trimmed.
        func dimenValue(_ range: Range<Int>) -> String? {
            let t = range.map { String(tokens[$0].text) }
            guard t.contains(where: { $0.hasPrefix("getDimension") }),
                  let k = t.lastIndex(of: "dimen"), k >= 2, t[k - 1] == ".", t[k - 2] == "R", k + 2 < t.count, t[k + 1] == "." else { return nil }
            var value = dimens[t[k + 2]]
            var depth = 0
            while let v = value, v.hasPrefix("@dimen/"), depth < 8 {
                value = dimens[String(v.dropFirst(7))]
                depth += 1
            }
            return value?.trimmed(" \t\n")
        }

        /// The value of the local a size argument names (`fontSize = fs` after `val fs = x.toSp() / 2`):
        /// the tokens of its last binding before the argument, to the end of that line.
        func localValue(_ argument: Range<Int>) -> Range<Int>? {
            guard argument.count == 1, let k = argument.first, tokens[k].kind == .identifier,
                  let start = bindings(of: tokens[k].text).last(where: { $0 < k }), start < tokens.count else { return nil }
            let line = tokens[start].line
            let end = tokens[start...].firstIndex { $0.line != line || $0.text == ";" } ?? tokens.count
            return start..<end
        }

        /// Text and TextStyle arguments: fontSize, fontWeight, lineHeight, maxLines.
        mutating func readTextArguments(_ call: CallIndex.Call) {
            guard let fs = call.argument("fontSize") else { readRoleWeight(call); return }
            let r = Array(fs.range)
            var size: Double?
            var sizeText: String?
            // `14.dp.toSp()` / `(14 / LocalDensity.current.fontScale).sp`: the scale cancelled.
            let valueText = index.text(fs.range)
            // `toSp()` divides the font scale out, whatever it converts (a `Dp`, pixels), also
            // through a local (`val fs = size.toSp() / 2`). Not judged on what a function gives
            // (`dp.applyScaleUp().toSp()` may have multiplied the scale in first).
            let value = localValue(fs.range) ?? fs.range
            if value.contains(where: { k in
                tokens[k].text == "toSp" && k + 1 < tokens.count && tokens[k + 1].text == "(" && k >= 2 && tokens[k - 1].text == "."
                    && tokens[k - 2].kind == .identifier }) {
                let dp = value.contains { tokens[$0].text == "dp" }
                let v = dp ? index.number(in: value) : nil
                let what = value == fs.range ? valueText : "\(valueText) (= \(index.text(value)))"
                add(r.first ?? call.nameIndex, CodeTextUsage(platform: platform, pointSize: v, sizeText: v.map { "\(CodeLint.fmt($0)).dp" },
                    scaling: .fixed(what: "fontSize = \(what)"), scalableFix: v.map { "\(CodeLint.fmt($0)).sp" }, styleFix: .compose),
                    fix: value == fs.range && dp ? dpToSpFix(fs.range) : nil)
                return
            }
            // `12.dp.toUnscaledTextUnit()`: a function of the Kotlin files that divides the scale out.
            if let k = r.first(where: { scaleCancellers[String(tokens[$0].text)] != nil && $0 + 1 < tokens.count && tokens[$0 + 1].text == "(" }),
               let place = scaleCancellers[String(tokens[k].text)] {
                let v = index.number(in: fs.range)
                let unit = r.contains { tokens[$0].text == "dp" } ? ".dp" : ""
                add(r.first ?? call.nameIndex, CodeTextUsage(platform: platform, pointSize: v, sizeText: v.map { "\(CodeLint.fmt($0))\(unit)" },
                    scaling: .fixed(what: "fontSize = \(valueText) (\(tokens[k].text) divides out the font scale, \(place))"),
                    scalableFix: v.map { "\(CodeLint.fmt($0)).sp" }, styleFix: .compose))
                return
            }
            if r.contains(where: { tokens[$0].text == "fontScale" }) && r.contains(where: { tokens[$0].text == "/" }) {
                let v = index.number(in: (fs.range.lowerBound + (tokens[fs.range.lowerBound].text == "(" ? 1 : 0))..<fs.range.upperBound)
                add(r.first ?? call.nameIndex, CodeTextUsage(platform: platform, pointSize: v, sizeText: v.map { "\(CodeLint.fmt($0)).sp" },
                    scaling: .fixed(what: "fontSize = \(valueText)"), scalableFix: v.map { "\(CodeLint.fmt($0)).sp" }, styleFix: .compose))
                return
            }
            if let (v, txt) = spValue(fs.range) {
                size = v; sizeText = txt
            } else if fs.range.count == 1, let k = fs.range.first, tokens[k].kind == .identifier, let v = spLiterals(of: tokens[k].text) {
                // `fontSize = size` where the file binds `size` to sp literals only (`val size =
                // 10.sp`, `size: TextUnit = 9.sp`, `private val SMALL = 9.sp`): the smallest.
                size = v; sizeText = "\(tokens[k].text) (\(CodeLint.fmt(v)).sp)"
            }
            guard let size, let first = r.first else { return }
            add(first, CodeTextUsage(platform: platform, pointSize: size, sizeText: sizeText, styleFix: .compose), only: [.belowMinimumSize])
            if let fw = call.argument("fontWeight"), let w = composeWeight(index.text(fw.range)), let wk = fw.range.first {
                add(wk, CodeTextUsage(platform: platform, pointSize: size, sizeText: sizeText, styleFix: .compose, weight: w), only: [.lightWeightAtSmallSize])
            }
            if let lh = call.argument("lineHeight"), let lk = lh.range.first {
                var lineHeight: Double?
                if let (v, _) = spValue(lh.range) { lineHeight = v } else if let v = index.number(in: lh.range), lh.range.count >= 3, tokens[lh.range.lowerBound + 2].text == "em" {
                    lineHeight = v * size
                }
                // Lines: on this call, or on the call whose `style =` holds it.
                var lines: Int?
                for c in [call] + index.enclosing(call) {
                    for label in ["maxLines", "minLines"] {
                        if let a = c.argument(label), let n = index.number(in: a.range) { lines = max(lines ?? 0, CodeLint.lineCount(n)) }
                    }
                    if lines != nil { break }
                }
                if let lineHeight, let lines {
                    add(lk, CodeTextUsage(platform: platform, pointSize: size, sizeText: sizeText, styleFix: .compose, lines: lines, lineHeight: lineHeight), only: [.tightLeadingMultiline])
                }
            }
        }
    }

    /// `FontWeight.Light`, `FontWeight.W300`, `FontWeight(300)`.
    static func composeWeight(_ text: String) -> FontWeight? {
        let name = text.split(separator: ".").last.map(String.init) ?? text
        switch name {
        case "Thin", "W100": return .ultraLight
        case "ExtraLight", "W200": return .thin
        case "Light", "W300": return .light
        default:
            if text.hasPrefix("FontWeight("), let n = Int(text.dropFirst(11).prefix { $0.isNumber }) {
                return n <= 100 ? .ultraLight : n <= 200 ? .thin : n <= 300 ? .light : .regular
            }
            return nil
        }
    }

    /// `…fontScale.coerceAtMost(1.3f)`, `minOf(fontScale, 1.3f)`, `fontScale.coerceIn(1f, 1.3f)`.
    static func capValue(_ range: Range<Int>, _ t: [CodeTokenizer.Token], _ index: CallIndex) -> Double? {
        let inner = index.calls(in: range)
        for c in inner {
            switch c.name {
            case "coerceAtMost": return c.arguments.first.flatMap { index.number(in: $0.range) }
            case "coerceIn": return c.arguments.count == 2 ? index.number(in: c.arguments[1].range) : nil
            case "minOf", "min": return c.arguments.count >= 2 ? c.arguments.compactMap { index.number(in: $0.range) }.min() : nil
            default: continue
            }
        }
        return nil
    }
}
