// Source: https://github.com/migueldeicaza/SwiftTerm/blob/cb3c863a3fa62ec2bf04cadf432937589f66b43e/Sources/SwiftTerm/Apple/TerminalBidi.swift#L618-L646
// App: SwiftTerm (license: MIT)
// Uses: unichar, NSString(characters:length:), CTWritingDirection, CTParagraphStyle, CTParagraphStyleSetting(spec:valueSize:value:), CTParagraphStyleSpecifier.baseWritingDirection, CTParagraphStyleCreate, CFNumber, kCTFontAttributeName, kCTParagraphStyleAttributeName, kCTLigatureAttributeName, NSAttributedString.Key(_:), NSAttributedString(string:attributes:), CTTypesetterCreateWithAttributedString
// Expect: no documented value
// wrapped: private static method of SwiftTerm's `enum TerminalBidi`; wrapped in `enum TerminalBidi { ... }`
import Typography

enum TerminalBidi {
    private static func makeTypesetter(cells: [Cell], direction: BidiDirection,
                                       font: AnyObject) -> CTTypesetter? {
        guard !cells.isEmpty else {
            return nil
        }
        var units = [unichar](repeating: 0, count: cells.count)
        for (index, cell) in cells.enumerated() {
            units[index] = probeScalar(for: cell.text)
        }
        let probe = NSString(characters: &units, length: units.count)
        var writingDirection: CTWritingDirection = direction == .rightToLeft
            ? .rightToLeft : .leftToRight
        let style: CTParagraphStyle = withUnsafeMutableBytes(of: &writingDirection) { pointer in
            var setting = CTParagraphStyleSetting(
                spec: .baseWritingDirection,
                valueSize: MemoryLayout<CTWritingDirection>.size,
                value: pointer.baseAddress!)
            return CTParagraphStyleCreate(&setting, 1)
        }
        let ligature = 0 as CFNumber
        let attributes: [NSAttributedString.Key: Any] = [
            NSAttributedString.Key(kCTFontAttributeName as String): font,
            NSAttributedString.Key(kCTParagraphStyleAttributeName as String): style,
            NSAttributedString.Key(kCTLigatureAttributeName as String): ligature,
        ]
        let attributed = NSAttributedString(string: probe as String, attributes: attributes)
        return CTTypesetterCreateWithAttributedString(attributed)
    }

}

// stub: SwiftTerm's BidiDirection (Sources/SwiftTerm/Bidi.swift L19), the two cases used
public enum BidiDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft
}

// stub: SwiftTerm's BidiCell (TerminalBidi.swift L23), reduced to the field read here
struct Cell {
    var text: Character
}

extension TerminalBidi {
    // stub: replaces TerminalBidi.probeScalar(for:) (L227), which maps a cell to the UTF-16 unit probed
    static func probeScalar(for text: Character) -> unichar {
        return text.utf16.first ?? 0x20
    }
}
