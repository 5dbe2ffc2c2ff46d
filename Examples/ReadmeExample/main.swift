// The README's library example, compiled and run by the tests (Tests/CLITests/ReadmeExampleTests.swift).
// Keep it identical to the README: a test compares them.
import Typography

// SwiftUI: body at the user's xxxLarge size on iOS, bold, loose leading, the rounded design.
let context = Font.Context(platform: .iOS, dynamicTypeSize: .xxxLarge)
let body = Font.body.bold().leading(.loose).design(.rounded).resolve(in: context)
print(body.family, body.weight, body.pointSize, body.lineHeight ?? 0)  // SF Pro Rounded semibold 23.0 31.0
print(body.trackingPerMille, body.tracking)                            // 16.0 0.368 (SF Pro Rounded table)

// The system font at a fixed size keeps its size but gets that size's tracking.
print(Font.system(size: 17.5).resolve(in: context).trackingPerMille)   // -25.5 (SF Pro, between 17 and 18 pt)

// UIKit: a custom font that scales like Title 1.
let merriweather = UIFont(name: "Merriweather", size: 28) ?? .systemFont(ofSize: 28)
let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
print(UIFontMetrics(forTextStyle: .title1).scaledFont(for: merriweather, compatibleWith: ax1).pointSize)  // 38.0

struct Card { @ScaledMetric(relativeTo: .body) var padding = 20.0 }
TypeEnvironment.$current.withValue(context) { print(Card().padding) }  // 27.05… (20 × 23/17)

// Attributed text, measured and drawn as UIKit does: body has a 22-point line height (WWDC20).
let note = NSAttributedString(string: "Measured\nand drawn", attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
let size = note.boundingRect(with: CGSize(width: 320, height: 1000), options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil).size
let image = UIGraphicsImageRenderer(size: size).image { _ in note.draw(at: .zero) }
print(size.height, image.pngData() != nil)  // 44.0 true
