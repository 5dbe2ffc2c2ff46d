extension KotlinReader.CallReader {
    // What a `Paint` draws: the paint a size is set on, and whether its text goes into bitmaps.

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
    /// `Canvas`; `px = …`), in the file's order; a member's (`a.px = …`) is not one.
    func bindings(of name: Substring) -> [Int] {
        tokens.indices.filter { j in
            j + 2 < tokens.count && tokens[j].text == name && tokens[j + 1].text == "=" && tokens[j + 2].text != "="
                && (j == 0 || tokens[j - 1].text != ".")
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
}
