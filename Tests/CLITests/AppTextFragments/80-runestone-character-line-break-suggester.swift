// Source: https://github.com/simonbs/Runestone/blob/d490289ca660c6e2691e7a3f282d353ac99bded7/Sources/Runestone/TextView/LineController/LineBreak/CharacterLineBreakSuggester.swift#L4-L23
// App: Runestone (license: MIT)
// Uses: CTTypesetter, CTTypesetterSuggestClusterBreak, NSAttributedString.length, NSAttributedString.attributedSubstring(from:), NSAttributedString.string
// Expect: no documented value
import Typography

struct CharacterLineBreakSuggester {
    let typesetter: CTTypesetter
    let attributedString: NSAttributedString
    let constrainingWidth: CGFloat

    func suggestLineBreak(startingAt startOffset: Int) -> Int {
        let length = CTTypesetterSuggestClusterBreak(typesetter, startOffset, Double(constrainingWidth))
        guard startOffset + length < attributedString.length else {
            // There is no character after suggested line break.
            return length
        }
        let lastCharacterIndex = startOffset + length - 1
        let range = NSRange(location: lastCharacterIndex, length: 2)
        if attributedString.attributedSubstring(from: range).string == Symbol.carriageReturnLineFeed {
            // Suggested line break is in the middle of CRLF so return one position ahead which is after the character pair.
            return length + 1
        }
        return length
    }
}

// stub: copied from Sources/Runestone/Library/Symbol.swift L3-L19 (reduced to the CRLF members)
enum Symbol {
    enum Character {
        static let carriageReturnLineFeed: Swift.Character = "\r\n"
    }

    static let carriageReturnLineFeed = String(Self.Character.carriageReturnLineFeed)
}
