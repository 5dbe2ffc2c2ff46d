// Every libunibreak call of the package goes through this file.
internal import CUnibreak

/// Line-break opportunities after each code point (UAX #14).
enum LineBreaker {
    enum Break: UInt8 { case mandatory = 0, allowed = 1, none = 2 }

    private static let initialized: Bool = {
        init_linebreak()
        return true
    }()

    /// For each code point, whether a line may (or must) break after it. The last is always
    /// `.mandatory` (end of text).
    static func breaks(_ scalars: [UInt32], language: String?) -> [Break] {
        _ = initialized
        let n = scalars.count
        guard n > 0 else { return [] }
        var out = [CChar](repeating: 0, count: n)
        scalars.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { o in
                if let language {
                    language.withCString { set_linebreaks_utf32(s.baseAddress, n, $0, o.baseAddress) }
                } else {
                    set_linebreaks_utf32(s.baseAddress, n, nil, o.baseAddress)
                }
            }
        }
        return out.map { c -> Break in
            switch Int32(c) {
            case LINEBREAK_MUSTBREAK: return .mandatory
            case LINEBREAK_ALLOWBREAK: return .allowed
            default: return .none
            }
        }
    }
}
