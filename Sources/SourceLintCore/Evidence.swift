import TypeSystem

/// The platform a path shows (a folder named for a watch, TV, Mac or Vision target).
package enum Evidence {
    package static func platform(path: String) -> Platform? {
        // ASCII folding and a byte search: Foundation's `contains` (through CFString) costs 5 % of
        // the lint's time on a 900-file app, for two calls a file.
        let lower = path.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        for part in lower.split(separator: 47).dropLast().reversed() {
            func has(_ word: String) -> Bool {
                let w = word.utf8
                let n = w.count
                var k = part.startIndex
                while k + n <= part.endIndex {
                    if part[k..<(k + n)].elementsEqual(w) { return true }
                    k += 1
                }
                return false
            }
            if has("watchos") || has("watchkit") || has("watch app") || has("watch extension") { return .watchOS }
            if has("tvos") { return .tvOS }
            if has("visionos") || has("xros") { return .visionOS }
            if has("macos") || part.elementsEqual("appkit".utf8) { return .macOS }
        }
        return nil
    }
}
