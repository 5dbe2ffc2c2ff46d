import SwiftUI

/// Brand type ramp.
///
/// Every style is relative to one of Apple's text styles so that it follows
/// Dynamic Type. Sizes are the ones at the default (Large) setting:
///
///     display   Inter Display  34  → .largeTitle
///     title     Inter          22  → .title2
///     body      Inter          17  → .body
///     caption   Inter          12  → .caption
///
/// Legacy code used `Font.custom("Inter", size: 13)`; do not copy it, it
/// does not say which style it scales with.
enum BrandFont {
    static let display = Font.custom("InterDisplay-SemiBold", size: 34, relativeTo: .largeTitle)
    static let title = Font.custom("Inter-SemiBold", size: 22, relativeTo: .title2)
    static let body = Font.custom("Inter-Regular", size: 17, relativeTo: .body)
    static let caption = Font.custom("Inter-Regular", size: 12, relativeTo: .caption)

    /// Tiny legal print under the paywall. Scales, but starts too small.
    static let finePrint = Font.custom("Inter-Regular", size: 9, relativeTo: .caption2)

    /// Chart axis labels. Kept for the old charts only.
    static let axis = Font.custom("Inter-Medium", size: 13)

    /// The price in the buy button never changes size: it is drawn inside a
    /// fixed-size artwork.
    static let buyButtonPrice = Font.custom("InterDisplay-Bold", fixedSize: 28)

    static let monoDigits = Font.system(size: 15).monospacedDigit()
}

extension Font {
    static let brandHeadline = Font.custom("Inter-SemiBold", size: 17, relativeTo: .headline)
    static let brandFootnote: Font = .custom("Inter-Regular", size: 13, relativeTo: .footnote)
    static let brandBadge: Font = .system(size: 12, weight: .bold)
}

struct BrandTextStyle: ViewModifier {
    enum Role { case display, title, body, caption }
    let role: Role

    func body(content: Content) -> some View {
        switch role {
        case .display: content.font(BrandFont.display)
        case .title: content.font(BrandFont.title)
        case .body: content.font(BrandFont.body).lineSpacing(2)
        case .caption: content.font(BrandFont.caption).foregroundStyle(.secondary)
        }
    }
}

extension View {
    func brandText(_ role: BrandTextStyle.Role) -> some View {
        modifier(BrandTextStyle(role: role))
    }
}
