// Source: https://github.com/simonbs/Runestone/blob/d490289ca660c6e2691e7a3f282d353ac99bded7/Sources/Runestone/TextView/Gutter/GutterWidthService.swift#L74-L85
// App: Runestone (license: MIT)
// Uses: NSString.size(withAttributes:), NSAttributedString.Key.font, UIFont.monospacedSystemFont(ofSize:weight:)
// Expect: no documented value
// wrapped: private method of `private extension GutterWidthService`; wrapped in `final class GutterWidthService { ... }` with the two properties it reads (stub)
import Typography

final class GutterWidthService {
    // stub: the properties the method reads (same file L5, L12 and L35, without their observers); LineManager reduced to its line count
    var lineManager = LineManager()
    var font = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
    var gutterMinimumCharacterCount: Int?

    private func computeLineNumberWidth() -> CGFloat {
        let characterCount = "\(lineManager.lineCount)".count
        let wideLineNumberString = String(repeating: "8", count: {
            if let gutterMinimumCharacterCount = gutterMinimumCharacterCount, gutterMinimumCharacterCount > characterCount {
                return gutterMinimumCharacterCount
            }
            return characterCount
        }())
        let wideLineNumberNSString = wideLineNumberString as NSString
        let size = wideLineNumberNSString.size(withAttributes: [.font: font])
        return ceil(size.width)
    }
}

// stub: Runestone's LineManager, reduced to the member read here
final class LineManager {
    var lineCount = 1
}
