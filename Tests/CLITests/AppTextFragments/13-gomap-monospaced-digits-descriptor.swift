// Source: https://github.com/bryceco/GoMap/blob/9d471e275a59e03f51adab36d2a0f32c18e0e6bd/src/iOS/CustomViews/RulerView.swift#L59-L67
// App: Go Map!! (license: ISC)
// Uses: UIFont.preferredFont(forTextStyle:), UIFontDescriptor.preferredFontDescriptor(withTextStyle:), UIFontDescriptor.addingAttributes(_:), UIFontDescriptor.AttributeName.featureSettings, UIFontDescriptor.FeatureKey.featureIdentifier, UIFontDescriptor.FeatureKey.typeIdentifier, kNumberSpacingType, kMonospacedNumbersSelector, UIFont(descriptor:size:), UIFont.pointSize
// Expect: UIFont.preferredFont(forTextStyle: .caption2).pointSize is 11 pt at Large (Apple HIG 'Typography > Specifications' iOS Dynamic Type sizes at Large (default))
// wrapped: statements from RulerView.init(coder:) (a UIView); wrapped in `func fragment_13() { ... }`
import Typography

func fragment_13() {
		let font = UIFont.preferredFont(forTextStyle: .caption2)
		let fontDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption2)
		let monospacedFontDescriptor = fontDescriptor.addingAttributes([
			.featureSettings: [[
				UIFontDescriptor.FeatureKey.featureIdentifier: kNumberSpacingType,
				UIFontDescriptor.FeatureKey.typeIdentifier: kMonospacedNumbersSelector
			]]
		])
		let monospacedFont = UIFont(descriptor: monospacedFontDescriptor, size: font.pointSize)
}
