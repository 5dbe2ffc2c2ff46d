// libFuzzer target for the fonts.conf reader (FontCatalog's ConfigXML.swift, linked here as a source
// of this target): any bytes → the XML tree, walked as the directory reader walks it, or an error
// with a line. Built by scripts/fuzz.sh (Fuzz/Driver/FuzzDriver.swift says how).
fuzz("config") { bytes in
    do {
        let root = try ConfigXML.parse(Array(bytes))
        // Walk the tree as the directory reader does: names, attributes and text.
        var stack = [root]
        while let e = stack.popLast() {
            _ = e.attribute("prefix")
            _ = e.text.utf8.count
            stack.append(contentsOf: e.children)
        }
    } catch let error as ConfigXMLError {
        if error.line < 1 { return "an error without a line" }
        _ = error.description
    } catch {
        return "an error that is not a ConfigXMLError: \(error)"
    }
    return nil
}
