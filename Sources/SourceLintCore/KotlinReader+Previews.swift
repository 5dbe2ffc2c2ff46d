extension KotlinReader {
    /// The lines of Compose previews: functions annotated `@Preview`, or with a multipreview
    /// annotation (an annotation class annotated `@Preview` in the file, or one named for
    /// previews as Compose's own are: `@PreviewLightDark`, `@PreviewFontScale`, an app's
    /// `@PreviewsDayNight`). They run only in Android Studio's preview and in screenshot tests,
    /// as SwiftUI's `#Preview` does: their findings are notes. `@PreviewParameter` marks a
    /// parameter, not a function.
    static func previewLines(_ tokens: [CodeTokenizer.Token]) -> [ClosedRange<Int>] {
        guard tokens.contains(where: { $0.kind == .identifier && $0.text.contains("Preview") }) else { return [] }
        var previewAnnotations: Set<Substring> = ["Preview"]
        // Multipreview annotation classes of this file: `@Preview(…) annotation class DayNight`.
        for k in tokens.indices where isPreviewAnnotation(tokens, at: k, known: ["Preview"]) {
            let declaration = declarationAfterAnnotations(tokens, from: k)
            if declaration + 2 < tokens.count, tokens[declaration].text == "annotation", tokens[declaration + 1].text == "class" {
                previewAnnotations.insert(tokens[declaration + 2].text)
            }
        }
        var out: [ClosedRange<Int>] = []
        var k = 0
        while k < tokens.count {
            guard isPreviewAnnotation(tokens, at: k, known: previewAnnotations) else { k += 1; continue }
            let declaration = declarationAfterAnnotations(tokens, from: k)
            guard declaration < tokens.count, tokens[declaration].text == "fun",
                  let end = functionEnd(tokens, from: declaration) else { k += 1; continue }
            out.append(tokens[k].line...tokens[end].line)
            k = end + 1
        }
        return out
    }

    /// Whether token `k` is `@` starting a preview annotation: one of `known`, or a name that
    /// starts or ends with `Preview`/`Previews` (not `PreviewParameter`).
    private static func isPreviewAnnotation(_ tokens: [CodeTokenizer.Token], at k: Int, known: Set<Substring>) -> Bool {
        guard tokens[k].text == "@", k + 1 < tokens.count, tokens[k + 1].kind == .identifier else { return false }
        let name = tokens[k + 1].text
        if known.contains(name) { return true }
        guard name != "PreviewParameter" else { return false }
        return name.hasPrefix("Preview") || name.hasSuffix("Preview") || name.hasSuffix("Previews")
    }

    /// The first token after the annotations (with their arguments) and modifiers that start at
    /// `k`: the declaration they annotate.
    private static func declarationAfterAnnotations(_ tokens: [CodeTokenizer.Token], from k: Int) -> Int {
        var j = k
        while j < tokens.count {
            if tokens[j].text == "@", j + 1 < tokens.count {
                j += 2
                // A qualified name (`@androidx.compose.ui.tooling.preview.Preview`), then arguments.
                while j + 1 < tokens.count, tokens[j].text == ".", tokens[j + 1].kind == .identifier { j += 2 }
                if j < tokens.count, tokens[j].text == "(" { j = (matching(tokens, from: j, open: "(", close: ")") ?? j) + 1 }
            } else if modifiers.contains(tokens[j].text) {
                j += 1
            } else {
                return j
            }
        }
        return j
    }

    /// The closing brace of the function whose `fun` is at `k`: the first block after its
    /// parameter list (the body, or the lambda of an expression body, `= Theme { … }`).
    private static func functionEnd(_ tokens: [CodeTokenizer.Token], from k: Int) -> Int? {
        guard let open = tokens[k...].firstIndex(where: { $0.text == "(" }),
              let close = matching(tokens, from: open, open: "(", close: ")"),
              let brace = tokens[(close + 1)...].firstIndex(where: { $0.text == "{" || $0.text == "fun" }),
              tokens[brace].text == "{" else { return nil }
        return matching(tokens, from: brace, open: "{", close: "}")
    }

    /// The token that closes the bracket `open` at `k` (`(`, `{`), before `limit` (default: the end).
    static func matching(_ tokens: [CodeTokenizer.Token], from k: Int, open: Substring, close: Substring, limit: Int? = nil) -> Int? {
        var depth = 0
        for j in k..<(limit ?? tokens.count) {
            if tokens[j].text == open { depth += 1 }
            if tokens[j].text == close { depth -= 1; if depth == 0 { return j } }
        }
        return nil
    }

    private static let modifiers: Set<Substring> = ["private", "internal", "public", "protected", "override", "open", "suspend",
                                                     "inline", "actual", "expect", "final"]
}
