// Source: https://github.com/Ranchero-Software/NetNewsWire/blob/834decfad37802ef24d8a74897427a9eee57afdd/Modules/RSCore/Sources/RSCore/UIKit/UIFont%2BRSCore.swift#L13-L47
// App: NetNewsWire (license: MIT)
// Uses: UIFontDescriptor.SymbolicTraits, UIFont.fontDescriptor, UIFontDescriptor.withSymbolicTraits(_:), UIFont(descriptor:size:), UIFontDescriptor.SymbolicTraits.traitBold, UIFontDescriptor.SymbolicTraits.traitItalic, String.boundingRect(with:options:attributes:context:), NSString.DrawingOptions.usesLineFragmentOrigin, NSString.DrawingOptions.usesFontLeading, NSAttributedString.Key.font
// Expect: no documented value
// note: the original file is wrapped in `#if os(iOS)` ... `#endif` (L9, L49); those lines are not copied
import Typography

extension UIFont {

	func withTraits(traits: UIFontDescriptor.SymbolicTraits) -> UIFont {
		if let descriptor = fontDescriptor.withSymbolicTraits(traits) {
			return UIFont(descriptor: descriptor, size: 0) // size 0 means keep the size as it is
		} else {
			return self
		}
	}

	public func bold() -> UIFont {
		return withTraits(traits: .traitBold)
	}

	public func italic() -> UIFont {
		return withTraits(traits: .traitItalic)
	}
}

// MARK: - String Sizing

public extension String {

	func height(withConstrainedWidth width: CGFloat, font: UIFont) -> CGFloat {
		let constraintRect = CGSize(width: width, height: .greatestFiniteMagnitude)
		let boundingBox = self.boundingRect(with: constraintRect, options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [NSAttributedString.Key.font: font], context: nil)
		return ceil(boundingBox.height)
	}

	func width(withConstrainedHeight height: CGFloat, font: UIFont) -> CGFloat {
		let constraintRect = CGSize(width: .greatestFiniteMagnitude, height: height)
		let boundingBox = self.boundingRect(with: constraintRect, options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [NSAttributedString.Key.font: font], context: nil)
		return ceil(boundingBox.width)
	}
}
