import TypeSystem

extension KotlinReader.CallReader {
    // What a `Paint` draws: the paint a size is set on, and whether its text goes into bitmaps.

    /// A `Paint`'s text size (`paint.setTextSize(px)`, Kotlin's `paint.textSize = px`) in
    /// pixels converted from dp (`TypedValue.applyDimension(COMPLEX_UNIT_DIP, 20f, metrics)`,
    /// `20.dp.toPx()`, `convertDpToPixel(20f)`, `20 * metrics.density`): text drawn on a canvas
    /// at a size the font scale never changes. A `Paint` is a name the file declares as one
    /// (`Paint info`, `info: Paint`, `= Paint(…)`, `TextPaint`); a `TextView`'s one-argument
    /// `setTextSize(14f)` is in sp and is not one.
    mutating func readPaintTextSizes() {
        let paints = paintNames()
        guard !paints.isEmpty || tokens.contains(where: { $0.text == "Paint" || $0.text == "TextPaint" }) else { return }
        for k in tokens.indices where k >= 2 && (tokens[k - 1].text == "." && paints.contains(tokens[k - 2].text) || inPaintApply(k)) {
            var value: Range<Int>?
            if tokens[k].text == "setTextSize", let call = index.calls.first(where: { $0.nameIndex == k }), call.arguments.count == 1 {
                value = call.arguments[0].range
            } else if tokens[k].text == "textSize", k + 2 < tokens.count, tokens[k + 1].text == "=", tokens[k + 2].text != "=" {
                value = valueRange(from: k + 2)
            }
            guard let value, !drawsOnlyIntoBitmaps(paintAt: k) else { continue }
            let receiver = tokens[k - 1].text == "." ? "\(tokens[k - 2].text)." : ""
            let written = "\(receiver)\(tokens[k].text)(\(index.text(value)))"
            let what = written.count <= 80 ? written : "\(receiver)\(tokens[k].text)(…)"
            if pixelsRoundTrip(value) {
                add(k, CodeTextUsage(platform: platform, scaling: .fixed(what: "\(what), pixels converted to sp and back,"),
                                     scalableFix: "a size in sp (14.sp.toPx())", styleFix: .android))
                continue
            }
            // An sp `<dimen>` in pixels (`getDimension(R.dimen.x)`): it scales, and its size
            // is checked against the minimum.
            if let sp = spDimension(value) ?? spConverted(value) {
                add(k, CodeTextUsage(platform: platform, pointSize: sp, sizeText: "\(CodeLint.fmt(sp)) sp", styleFix: .android))
                continue
            }
            guard let dp = dpConversion(value) ?? dpOfName(in: value) ?? dpDimension(value) else { continue }
            add(k, CodeTextUsage(platform: platform, pointSize: dp, sizeText: "\(CodeLint.fmt(dp)) dp",
                                 scaling: .fixed(what: what),
                                 scalableFix: "TypedValue.applyDimension(COMPLEX_UNIT_SP, \(CodeLint.fmt(dp))f, metrics)", styleFix: .android))
        }
    }

    /// Whether token `k` is a bare name (`textSize = …`) in the block of `Paint(…).apply { … }`
    /// (or `TextPaint()`, or a name declared as one), whose receiver is the paint.
    func inPaintApply(_ k: Int) -> Bool {
        guard tokens[k - 1].text != ".", tokens[k].text == "textSize" else { return false }
        var depth = 0
        var j = k - 1
        while j >= 0 {
            if tokens[j].text == "}" { depth += 1 }
            if tokens[j].text == "{" {
                if depth == 0 { break }
                depth -= 1
            }
            j -= 1
        }
        // `… .apply {`: the receiver is `Paint(…)`, `TextPaint()` or a name.
        guard j >= 3, tokens[j - 1].text == "apply", tokens[j - 2].text == "." else { return false }
        var r = j - 3
        if tokens[r].text == ")" {
            var open = 0
            while r >= 0 {
                if tokens[r].text == ")" { open += 1 }
                if tokens[r].text == "(" { open -= 1; if open == 0 { break } }
                r -= 1
            }
            r -= 1
        }
        return r >= 0 && (tokens[r].text == "Paint" || tokens[r].text == "TextPaint")
    }

    /// Whether the paint whose size is set at token `k` draws text only into bitmaps: every
    /// `drawText(…, paint)` of the file is on a canvas made over a bitmap (`Canvas(image)`,
    /// `image = createBitmap(…)` or `Bitmap.createBitmap(…)`, or in `image.applyCanvas { … }`), as an icon made from a string
    /// is. The image is what the app shows, at the size it gives it.
    func drawsOnlyIntoBitmaps(paintAt k: Int) -> Bool {
        guard let paint = paintName(at: k) else { return false }
        let draws = index.calls.filter { $0.name == "drawText" && $0.arguments.last.map { index.text($0.range).hasPrefix(paint) } == true }
        return !draws.isEmpty && draws.allSatisfy { call in
            if insideApplyCanvas(call.nameIndex) { return true }
            guard let canvas = call.qualifier.last, let made = bindings(of: canvas).last,
                  tokens[made].text == "Canvas", made + 2 < tokens.count, tokens[made + 1].text == "(",
                  let bitmap = index.calls.first(where: { $0.nameIndex == made })?.arguments.first.map({ index.text($0.range) }) else { return false }
            guard let source = bindings(of: Substring(bitmap)).last else { return false }
            return tokens[source].text == "createBitmap" || tokens[source].text == "Bitmap" && source + 2 < tokens.count && tokens[source + 2].text == "createBitmap"
        }
    }

    /// Whether token `k` is in the block of `bitmap.applyCanvas { … }` (Android KTX): its canvas
    /// draws into that bitmap, as `Canvas(bitmap)` does.
    func insideApplyCanvas(_ k: Int) -> Bool {
        tokens.indices.contains { j in
            tokens[j].text == "applyCanvas" && j + 1 < k && tokens[j + 1].text == "{"
                && (matchingBrace(j + 1, limit: tokens.count).map { k < $0 } ?? false)
        }
    }

    /// The paint a size is set on at token `k`: the name before `.textSize`, or the name a
    /// `Paint(…).apply { textSize = … }` is assigned to.
    func paintName(at k: Int) -> Substring? {
        if k >= 2, tokens[k - 1].text == "." { return tokens[k - 2].text }
        guard let paint = (0..<k).last(where: { ["Paint", "TextPaint"].contains(tokens[$0].text) && tokens[$0 + 1].text == "(" }),
              paint >= 2, tokens[paint - 1].text == "=", tokens[paint - 2].kind == .identifier else { return nil }
        return tokens[paint - 2].text
    }

    /// Where the value of each binding of a name starts (`val canvas = Canvas(image)`: the
    /// `Canvas`; `px = …`), in the file's order; a member's (`a.px = …`) is not one, nor a named
    /// argument's (`Text(line, fontSize = fontSize)`: the parameter's name).
    func bindings(of name: Substring) -> [Int] {
        tokens.indices.filter { j in
            j + 2 < tokens.count && tokens[j].text == name && tokens[j + 1].text == "=" && tokens[j + 2].text != "="
                && (j == 0 || tokens[j - 1].text != ".") && !argumentLabels.contains(j)
        }.map { $0 + 2 }
    }

    /// The names the file declares as a `Paint` or `TextPaint`.
    func paintNames() -> Set<Substring> {
        var out = Set<Substring>()
        for k in tokens.indices where tokens[k].text == "Paint" || tokens[k].text == "TextPaint" {
            // Java `Paint info`, Kotlin `info: Paint`, `val info = Paint(…)`.
            if k + 1 < tokens.count, tokens[k + 1].kind == .identifier { out.insert(tokens[k + 1].text) }
            if k >= 2, tokens[k - 1].text == ":", tokens[k - 2].kind == .identifier { out.insert(tokens[k - 2].text) }
            if k >= 2, tokens[k - 1].text == "=", k + 1 < tokens.count, tokens[k + 1].text == "(", tokens[k - 2].kind == .identifier {
                out.insert(tokens[k - 2].text)
            }
        }
        return out
    }

    /// The smallest sp of a pixel size converted from sp, where the file shows it: `14.sp.toPx()`,
    /// a `TextUnit` name's `.toPx()` whose every binding or parameter default holds sp literals
    /// (`d: TextUnit = when (size) { 12 -> 9.sp; else -> 16.sp }`), or a name bound to one of
    /// those (`val px = with(density) { 9.sp.toPx() }`). Such a size follows the font scale, and
    /// the minimum applies to it.
    func spConverted(_ range: Range<Int>, depth: Int = 0) -> Double? {
        guard depth < 4, !range.isEmpty, range.upperBound <= tokens.count else { return nil }
        var found: [Double] = []
        for j in range where j >= 2 && ["toPx", "roundToPx"].contains(tokens[j].text) && tokens[j - 1].text == "." {
            if j >= 4, tokens[j - 2].text == "sp", tokens[j - 3].text == ".", let n = index.number(in: (j - 4)..<(j - 3)) {
                found.append(n)
            } else if tokens[j - 2].kind == .identifier, j < 3 || tokens[j - 3].text != ".", let n = spLiterals(of: tokens[j - 2].text) {
                found.append(n)
            } else {
                return nil
            }
        }
        if !found.isEmpty { return found.min() }
        guard range.count == 1, tokens[range.lowerBound].kind == .identifier else { return nil }
        let values = bindings(of: tokens[range.lowerBound].text).map { valueRange(from: $0) }
        let sizes = values.map { spConverted($0, depth: depth + 1) }
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 != nil }) else { return nil }
        return sizes.compactMap { $0 }.min()
    }

    /// The smallest of the sp literals (`9.sp`) a `TextUnit` name holds: its bindings' values and
    /// its parameter default (`name: TextUnit = …`, to the next `,` or `)` outside brackets), each
    /// holding at least one and nothing else sized. Nil when one does not.
    func spLiterals(of name: Substring) -> Double? {
        var values = bindings(of: name).map { valueRange(from: $0) }
        for k in tokens.indices where k + 3 < tokens.count && tokens[k].text == name && tokens[k + 1].text == ":"
            && tokens[k + 2].text == "TextUnit" && tokens[k + 3].text == "=" {
            values.append(valueRange(from: k + 4, endsAtComma: true))
        }
        var out: [Double] = []
        for v in values {
            let sp = v.filter { $0 >= v.lowerBound + 2 && tokens[$0].text == "sp" && tokens[$0 - 1].text == "." && tokens[$0 - 2].kind == .number }
            guard !sp.isEmpty, !v.contains(where: { ["dp", "em", "toSp", "Unspecified"].contains(tokens[$0].text) }) else { return nil }
            out += sp.compactMap { index.number(in: ($0 - 2)..<($0 - 1)) }
        }
        return out.min()
    }

    /// Whether a pixel size is pixels converted to sp and back (`(cellSize * 0.9f).toSp().toPx()`),
    /// in one branch or another, directly or through a name bound to it: the font scale that
    /// `toSp()` divides by, `toPx()` multiplies by again, so the text never follows it.
    func pixelsRoundTrip(_ range: Range<Int>, depth: Int = 0) -> Bool {
        guard depth < 4, !range.isEmpty, range.upperBound <= tokens.count else { return false }
        if range.contains(where: { k in
            k + 4 < range.upperBound && tokens[k].text == "toSp" && tokens[k + 1].text == "(" && tokens[k + 2].text == ")"
                && tokens[k + 3].text == "." && ["toPx", "roundToPx"].contains(tokens[k + 4].text)
        }) { return true }
        guard range.count == 1, tokens[range.lowerBound].kind == .identifier else { return false }
        return bindings(of: tokens[range.lowerBound].text).contains { pixelsRoundTrip(valueRange(from: $0), depth: depth + 1) }
    }
}
