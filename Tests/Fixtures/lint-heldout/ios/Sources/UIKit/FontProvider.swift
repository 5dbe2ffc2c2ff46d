import UIKit

/// Central place for every font used by the UIKit screens.
///
/// All fonts go through `UIFontMetrics`, so they scale with the user's
/// preferred content size category. A reviewer should reject
/// `UIFont.systemFont(ofSize: 14)` reaching a label directly.
enum FontProvider {
    private static let baseSizes: [UIFont.TextStyle: CGFloat] = [
        .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20,
        .headline: 17, .body: 17, .callout: 16, .subheadline: 15,
        .footnote: 13, .caption1: 12, .caption2: 11,
    ]

    static func brand(_ style: UIFont.TextStyle, weight: UIFont.Weight = .regular) -> UIFont {
        let size = baseSizes[style] ?? 17
        let base = UIFont(name: weightedName(weight), size: size) ?? UIFont.systemFont(ofSize: size, weight: weight)
        return UIFontMetrics(forTextStyle: style).scaledFont(for: base)
    }

    static func system(_ style: UIFont.TextStyle) -> UIFont {
        UIFont.preferredFont(forTextStyle: style)
    }

    static func emphasized(_ style: UIFont.TextStyle) -> UIFont {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
        guard let bold = descriptor.withSymbolicTraits(.traitBold) else {
            return UIFont.preferredFont(forTextStyle: style)
        }
        return UIFont(descriptor: bold, size: 0)
    }

    static func rounded(_ style: UIFont.TextStyle) -> UIFont {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
        guard let rounded = descriptor.withDesign(.rounded) else {
            return UIFont.preferredFont(forTextStyle: style)
        }
        return UIFont(descriptor: rounded, size: 0)
    }

    private static func weightedName(_ weight: UIFont.Weight) -> String {
        switch weight {
        case .bold, .heavy, .black: "Inter-Bold"
        case .semibold: "Inter-SemiBold"
        case .medium: "Inter-Medium"
        default: "Inter-Regular"
        }
    }
}

extension UILabel {
    /// Configures the label for Dynamic Type in one call.
    func applyTextStyle(_ style: UIFont.TextStyle, brand: Bool = false) {
        font = brand ? FontProvider.brand(style) : FontProvider.system(style)
        adjustsFontForContentSizeCategory = true
        numberOfLines = 0
    }
}

final class SectionHeaderLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = FontProvider.emphasized(.title3)
        adjustsFontForContentSizeCategory = true
        accessibilityTraits.insert(.header)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        font = FontProvider.emphasized(.title3)
        adjustsFontForContentSizeCategory = true
    }
}
