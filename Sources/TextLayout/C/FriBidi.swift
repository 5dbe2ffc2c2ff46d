// Every FriBidi call of the package goes through this file. FriBidi needs no handles: its
// results are copied into Swift arrays.
internal import CFriBidi

enum FriBidi {
    /// The embedding levels of a paragraph (Unicode Bidirectional Algorithm, rules P2–I2, with
    /// bracket pairs), one per code point, and whether the paragraph's base direction is RTL.
    /// `base`: nil for the first strong character (P2–P3), else the forced direction.
    static func levels(_ scalars: [UInt32], base rtl: Bool?) -> (levels: [UInt8], rtl: Bool) {
        let n = scalars.count
        guard n > 0 else { return ([], rtl ?? false) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: n)
        var brackets = [FriBidiBracketType](repeating: 0, count: n)
        var levels = [FriBidiLevel](repeating: 0, count: n)
        var dir: FriBidiParType
        switch rtl {
        case nil: dir = tl_fribidi_par_on
        case true?: dir = tl_fribidi_par_rtl
        case false?: dir = tl_fribidi_par_ltr
        }
        let ok: FriBidiLevel = scalars.withUnsafeBufferPointer { s in
            types.withUnsafeMutableBufferPointer { t in
                fribidi_get_bidi_types(s.baseAddress, FriBidiStrIndex(n), t.baseAddress)
                return brackets.withUnsafeMutableBufferPointer { b in
                    fribidi_get_bracket_types(s.baseAddress, FriBidiStrIndex(n), t.baseAddress, b.baseAddress)
                    return levels.withUnsafeMutableBufferPointer { l in
                        fribidi_get_par_embedding_levels_ex(
                            t.baseAddress, b.baseAddress, FriBidiStrIndex(n), &dir, l.baseAddress)
                    }
                }
            }
        }
        let isRTL = dir == tl_fribidi_par_rtl
        guard ok > 0 else {
            // FriBidi failed (out of memory): lay the text out in the base direction.
            return ([UInt8](repeating: isRTL ? 1 : 0, count: n), isRTL)
        }
        return (levels.map { UInt8(clamping: Int($0)) }, isRTL)
    }
}
