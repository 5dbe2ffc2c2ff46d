// libFuzzer target for the fonts.conf reader (ConfigXML): any bytes give a document or one
// ConfigXMLError with a line, never a trap or a hang. Built by scripts/fuzz.sh config SECONDS.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let root = try ConfigXML.parse(bytes)
        // Walk the tree as the directory reader does: names, attributes and text.
        var stack = [root]
        while let e = stack.popLast() {
            _ = e.attribute("prefix")
            _ = e.text.utf8.count
            stack.append(contentsOf: e.children)
        }
    } catch {
        precondition(error.line >= 1, "an error without a line")
        _ = error.description
    }
    return 0
}
