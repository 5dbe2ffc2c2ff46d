#if !canImport(CoreText)
import Foundation
import TypographyText

/// How many characters from `startIndex` fit on a line `width` wide when a line may end between
/// any two grapheme clusters (as `NSLineBreakMode.byCharWrapping` breaks): the engine's first line
/// there, which holds at least one cluster.
public func CTTypesetterSuggestClusterBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double) -> CFIndex {
    let (part, _) = substring(typesetter.string, CFRange(location: startIndex, length: 0))
    guard part.length > 0 else { return 0 }
    let wrapped = NSMutableAttributedString(attributedString: part)
    let whole = NSRange(location: 0, length: wrapped.length)
    var styles: [(NSRange, NSMutableParagraphStyle)] = []
    wrapped.enumerateAttribute(.paragraphStyle, in: whole) { value, range, _ in
        let style = NSMutableParagraphStyle()
        if let given = value as? NSParagraphStyle { style.setParagraphStyle(given) }
        style.lineBreakMode = .byCharWrapping
        styles.append((range, style))
    }
    for (range, style) in styles { wrapped.addAttribute(.paragraphStyle, value: style, range: range) }
    return firstLineLength(of: wrapped, width: width)
}
#endif
