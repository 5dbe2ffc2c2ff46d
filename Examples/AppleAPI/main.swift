// Code as an iOS developer writes it from memory of UIKit and SwiftUI, against `import Typography`.
// Tests/CLITests/AppleAPIExampleTests.swift runs it and checks every printed number against the
// HIG's tables (not against this package's output).
import Foundation
import Typography

func show(_ name: String, _ value: Any) { print("\(name)=\(value)") }

// MARK: UIKit

let body = UIFont.preferredFont(forTextStyle: .body)
show("uikit.body.pointSize", body.pointSize)
show("uikit.body.lineHeight", body.lineHeight)

let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
show("uikit.body.xxxl.pointSize", UIFont.preferredFont(forTextStyle: .body, compatibleWith: xxxl).pointSize)
let ax3 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
show("uikit.callout.ax3.pointSize", UIFont.preferredFont(forTextStyle: .callout, compatibleWith: ax3).pointSize)
show("uikit.largeTitle.pointSize", UIFont.preferredFont(forTextStyle: .largeTitle).pointSize)
show("uikit.title1.pointSize", UIFont.preferredFont(forTextStyle: .title1).pointSize)
show("uikit.caption1.pointSize", UIFont.preferredFont(forTextStyle: .caption1).pointSize)

let padding = UIFontMetrics(forTextStyle: .body).scaledValue(for: 20, compatibleWith: xxxl)
show("uikit.metrics.body.20.xxxl", padding)
show("uikit.metrics.default.17.xxxl", UIFontMetrics.default.scaledValue(for: 17, compatibleWith: xxxl))
show("uikit.metrics.default.17", UIFontMetrics.default.scaledValue(for: 17))

// A font by descriptor: UIFont(name:size:) would be nil where Merriweather is not installed.
do {
    let merriweather = UIFont(descriptor: UIFontDescriptor(name: "Merriweather", size: 28), size: 28)
    let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    let title = UIFontMetrics(forTextStyle: .title1)
    show("uikit.scaledFont.title1.28.ax1", title.scaledFont(for: merriweather, compatibleWith: ax1).pointSize)
    show("uikit.scaledFont.title1.28.ax1.max36",
         title.scaledFont(for: merriweather, maximumPointSize: 36, compatibleWith: ax1).pointSize)
    show("uikit.scaledFont.familyName", title.scaledFont(for: merriweather).familyName)
}

let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
if let bold = descriptor.withSymbolicTraits(.traitBold) {
    let font = UIFont(descriptor: bold, size: 0)
    show("uikit.body.bold.weight", font.resolved.weight)
    show("uikit.body.bold.pointSize", font.pointSize)
}
if let loose = descriptor.withSymbolicTraits(.traitLooseLeading) {
    show("uikit.body.loose.lineHeight", UIFont(descriptor: loose, size: 0).resolved.lineHeight ?? -1)
}
if let tight = descriptor.withSymbolicTraits(.traitTightLeading) {
    show("uikit.body.tight.lineHeight", UIFont(descriptor: tight, size: 0).resolved.lineHeight ?? -1)
}
if let rounded = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1).withDesign(.rounded) {
    show("uikit.title1.rounded.familyName", UIFont(descriptor: rounded, size: 0).familyName)
}

let semibold = UIFont.systemFont(ofSize: 17, weight: .semibold)
show("uikit.system17.pointSize", semibold.pointSize)
show("uikit.system17.trackingPerMille", semibold.resolved.trackingPerMille)

let sent = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
show("uikit.category.fromRaw", sent == .accessibilityMedium)
show("uikit.category.isAccessibility", sent.isAccessibilityCategory)
show("uikit.category.ordered", UIContentSizeCategory.extraExtraExtraLarge < sent)
show("uikit.category.toDynamicTypeSize", DynamicTypeSize(sent).map { "\($0)" } ?? "nil")
show("uikit.category.rawValue", UIContentSizeCategory(DynamicTypeSize.xxxLarge).rawValue)

// MARK: SwiftUI

let context = Font.Context(platform: .iOS, dynamicTypeSize: .xxxLarge)
let resolved = Font.body.bold().resolve(in: context)
show("swiftui.body.bold.xxxl.pointSize", resolved.pointSize)
show("swiftui.body.bold.xxxl.lineHeight", resolved.lineHeight ?? -1)
show("swiftui.body.bold.xxxl.weight", resolved.weight)
show("swiftui.body.bold.xxxl.isBold", resolved.isBold)

let weight: Font.Weight = .semibold
let design: Font.Design = .serif
let leading: Font.Leading = .loose
let width: Font.Width = .condensed
let headline = Font.system(.headline, design: design, weight: weight).leading(leading).width(width)
    .resolve(in: Font.Context())
show("swiftui.headline.family", headline.family)
show("swiftui.headline.lineHeight", headline.lineHeight ?? -1)

var styles = 0
var published = 0
for style in Font.TextStyle.allCases {
    styles += 1
    if Font.system(style).resolve(in: Font.Context()).isPublished { published += 1 }
}
show("swiftui.allCases.count", styles)
show("swiftui.allCases.published", published)

let category = ContentSizeCategory.extraExtraExtraLarge
show("swiftui.category.toDynamicTypeSize", DynamicTypeSize(category))
show("swiftui.category.fromDynamicTypeSize", ContentSizeCategory(DynamicTypeSize.accessibility1))
show("swiftui.category.isAccessibility", ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)

struct Card { @ScaledMetric(relativeTo: .body) var padding: CGFloat = 20 }
TypeEnvironment.$current.withValue(TypeEnvironment(platform: .iOS, dynamicTypeSize: .xxxLarge)) {
    show("swiftui.scaledMetric.body.20.xxxl", Card().padding)
}

let watch = TypeEnvironment(platform: .watchOS, dynamicTypeSize: .xLarge)
show("swiftui.watch.body.xl.pointSize", Font.body.resolve(in: watch).pointSize)
show("swiftui.watch.body.xl.lineHeight", Font.body.resolve(in: watch).lineHeight ?? -1)
show("swiftui.watch.callout.isPublished", Font.callout.resolve(in: watch).isPublished)
show("swiftui.tv.headline.pointSize", Font.headline.resolve(in: TypeEnvironment(platform: .tvOS)).pointSize)
show("swiftui.mac.body.lineHeight", Font.body.resolve(in: TypeEnvironment(platform: .macOS)).lineHeight ?? -1)
show("swiftui.vision.body.isPublished", Font.body.resolve(in: TypeEnvironment(platform: .visionOS)).isPublished)
