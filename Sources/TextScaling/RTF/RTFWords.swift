/// The control words the reader gives a meaning to. Everything else is kept as it is.
enum RTFWord: UInt8 {
    case rtf, fonttbl, f, fs, fsmilli, u, uc, fcharset
    case fnil, froman, fswiss, fmodern, fscript, fdecor, ftech, fbidi
    case cocoartf, cocoatextscaling, cocoaplatform
    // Paragraph lengths (twips), scaled by a conversion, and the words that qualify them.
    case fi, li, ri, sb, sa, sl, slmult, slleading, slminimum, slmaximum, tx, tb, deftab, pardeftab, pard
    // Document geometry (twips) and the view mode.
    case paperw, paperh, margl, margr, vieww, viewh, viewkind

    private static let spelled: [(RTFWord, [UInt8])] = [
        (.rtf, Array("rtf".utf8)), (.fonttbl, Array("fonttbl".utf8)), (.f, Array("f".utf8)),
        (.fs, Array("fs".utf8)), (.fsmilli, Array("fsmilli".utf8)), (.u, Array("u".utf8)), (.uc, Array("uc".utf8)),
        (.fcharset, Array("fcharset".utf8)), (.fnil, Array("fnil".utf8)), (.froman, Array("froman".utf8)),
        (.fswiss, Array("fswiss".utf8)), (.fmodern, Array("fmodern".utf8)), (.fscript, Array("fscript".utf8)),
        (.fdecor, Array("fdecor".utf8)), (.ftech, Array("ftech".utf8)), (.fbidi, Array("fbidi".utf8)),
        (.cocoartf, Array("cocoartf".utf8)), (.cocoatextscaling, Array("cocoatextscaling".utf8)),
        (.cocoaplatform, Array("cocoaplatform".utf8)),
        (.fi, Array("fi".utf8)), (.li, Array("li".utf8)), (.ri, Array("ri".utf8)), (.sb, Array("sb".utf8)),
        (.sa, Array("sa".utf8)), (.sl, Array("sl".utf8)), (.slmult, Array("slmult".utf8)),
        (.slleading, Array("slleading".utf8)), (.slminimum, Array("slminimum".utf8)),
        (.slmaximum, Array("slmaximum".utf8)), (.tx, Array("tx".utf8)), (.tb, Array("tb".utf8)),
        (.deftab, Array("deftab".utf8)), (.pardeftab, Array("pardeftab".utf8)), (.pard, Array("pard".utf8)),
        (.paperw, Array("paperw".utf8)), (.paperh, Array("paperh".utf8)), (.margl, Array("margl".utf8)),
        (.margr, Array("margr".utf8)), (.vieww, Array("vieww".utf8)), (.viewh, Array("viewh".utf8)),
        (.viewkind, Array("viewkind".utf8)),
    ]

    /// The words, grouped by length, so that a lookup compares a few candidates at most.
    private static let byLength: [[(RTFWord, [UInt8])]] = {
        var table = [[(RTFWord, [UInt8])]](repeating: [], count: 17)
        for entry in spelled { table[entry.1.count].append(entry) }
        return table
    }()

    /// The word spelled by `bytes[range]`, if it is one of ours.
    static func lookup(_ bytes: [UInt8], _ range: Range<Int>) -> RTFWord? {
        let length = range.count
        guard length > 0, length < byLength.count else { return nil }
        let start = range.lowerBound
        candidates: for (word, spelling) in byLength[length] {
            for k in 0..<length where bytes[start + k] != spelling[k] { continue candidates }
            return word
        }
        return nil
    }

    /// Whether the word's parameter is a horizontal or vertical length that a conversion between
    /// text scalings scales with the font sizes: paragraph indents and spacing, line heights, tab
    /// stops, and the view size. `\sl` is one unless `\slmult1` makes it a multiple. The paper
    /// size and margins are not: they describe the sheet of paper (docs/text-scaling.md).
    var isScaledLength: Bool {
        switch self {
        case .fi, .li, .ri, .sb, .sa, .sl, .slleading, .slminimum, .slmaximum, .tx, .tb, .deftab, .pardeftab,
             .vieww, .viewh:
            return true
        default:
            return false
        }
    }

    /// The family class named by `\fnil`, `\froman`…: the word without its "f".
    var fontFamily: String? {
        switch self {
        case .fnil: return "nil"
        case .froman: return "roman"
        case .fswiss: return "swiss"
        case .fmodern: return "modern"
        case .fscript: return "script"
        case .fdecor: return "decor"
        case .ftech: return "tech"
        case .fbidi: return "bidi"
        default: return nil
        }
    }
}
