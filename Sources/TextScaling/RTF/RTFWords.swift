/// The control words the reader gives a meaning to. Everything else is kept as it is.
enum RTFWord: UInt8 {
    case rtf, fonttbl, f, fs, fsmilli, u, uc, fcharset
    case fnil, froman, fswiss, fmodern, fscript, fdecor, ftech, fbidi
    case cocoartf, cocoatextscaling, cocoaplatform

    private static let spelled: [(RTFWord, [UInt8])] = [
        (.rtf, Array("rtf".utf8)), (.fonttbl, Array("fonttbl".utf8)), (.f, Array("f".utf8)),
        (.fs, Array("fs".utf8)), (.fsmilli, Array("fsmilli".utf8)), (.u, Array("u".utf8)), (.uc, Array("uc".utf8)),
        (.fcharset, Array("fcharset".utf8)), (.fnil, Array("fnil".utf8)), (.froman, Array("froman".utf8)),
        (.fswiss, Array("fswiss".utf8)), (.fmodern, Array("fmodern".utf8)), (.fscript, Array("fscript".utf8)),
        (.fdecor, Array("fdecor".utf8)), (.ftech, Array("ftech".utf8)), (.fbidi, Array("fbidi".utf8)),
        (.cocoartf, Array("cocoartf".utf8)), (.cocoatextscaling, Array("cocoatextscaling".utf8)),
        (.cocoaplatform, Array("cocoaplatform".utf8)),
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
