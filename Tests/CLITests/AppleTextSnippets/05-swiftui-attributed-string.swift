// 05 — SwiftUI's AttributedString with a font, and the smaller UIKit names.
import Typography

func snippet_05() -> [String: Double] {
    var greeting = AttributedString("Hello, ")
    greeting.font = .body
    var name = AttributedString("World")
    name.font = .body.bold()
    greeting.append(name)
    let measured = NSAttributedString(typography: greeting).size()
    let sizes = [UIFont.labelFontSize, UIFont.buttonFontSize, UIFont.smallSystemFontSize, UIFont.systemFontSize]
    return ["runs": Double(greeting.runs.count), "measured": measured.height > 0 ? 1 : 0,
            "sizesPositive": sizes.allSatisfy { $0 > 0 } ? 1 : 0]
}
