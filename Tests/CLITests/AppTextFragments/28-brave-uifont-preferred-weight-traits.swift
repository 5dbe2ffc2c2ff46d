// Source: https://github.com/brave/brave-ios/blob/398f8b763aa88cdc23289138863d62f05b2c2a23/Sources/BraveUI/Extensions/UIFontExtensions.swift#L8-L28
// App: Brave iOS (license: MPL-2.0)
// Uses: UIFont.TextStyle, UIFont.Weight, UITraitCollection, UIFontMetrics(forTextStyle:), UIFontDescriptor.preferredFontDescriptor(withTextStyle:compatibleWith:), UIFontDescriptor.pointSize, UIFont.systemFont(ofSize:weight:), UIFontMetrics.scaledFont(for:), UIFontDescriptor.SymbolicTraits, UIFontDescriptor.withSymbolicTraits(_:), UIFont(descriptor:size:)
// Expect: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize is 17 at Large (Apple HIG 'Typography > Specifications' iOS Dynamic Type sizes at Large (default))
import Typography

extension UIFont {
  /// Extended Dynamic Font Function for custom weight
  /// - Parameters:
  ///   - style: textStyle for the dynamic font
  ///   - weight: weight of the dynamic font to be adjusted
  public static func preferredFont(for style: TextStyle, weight: Weight, traitCollection: UITraitCollection? = nil) -> UIFont {
    let fontMetrics = UIFontMetrics(forTextStyle: style)
    let fontDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style, compatibleWith: traitCollection)
    let font = UIFont.systemFont(ofSize: fontDescriptor.pointSize, weight: weight)

    return fontMetrics.scaledFont(for: font)
  }

  public func with(traits: UIFontDescriptor.SymbolicTraits?) -> UIFont {
    guard let traits = traits, let descriptor = fontDescriptor.withSymbolicTraits(traits) else {
      return self
    }

    return UIFont(descriptor: descriptor, size: 0)
  }
}
