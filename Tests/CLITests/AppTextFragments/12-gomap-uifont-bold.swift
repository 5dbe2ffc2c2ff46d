// Source: https://github.com/bryceco/GoMap/blob/9d471e275a59e03f51adab36d2a0f32c18e0e6bd/src/Shared/Utility/UIFont%2BExt.swift#L11-L18
// App: Go Map!! (license: ISC)
// Uses: UIFont.fontDescriptor, UIFontDescriptor.withSymbolicTraits(_:), UIFontDescriptor.SymbolicTraits.traitBold, UIFont(descriptor:size:)
// Expect: no documented value
import Typography

extension UIFont {
	func bold() -> UIFont {
		guard let descriptor = fontDescriptor.withSymbolicTraits(.traitBold) else {
			return self
		}
		return UIFont(descriptor: descriptor, size: 0)
	}
}
