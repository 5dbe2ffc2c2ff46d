// Source: https://github.com/bryceco/GoMap/blob/9d471e275a59e03f51adab36d2a0f32c18e0e6bd/src/iOS/CustomViews/MapPinButton.swift#L118-L127
// App: Go Map!! (license: ISC)
// Uses: NSString.size(withAttributes:), UIGraphicsImageRenderer(size:), UIGraphicsImageRenderer.image(actions:), NSString.draw(in:withAttributes:), NSAttributedString.Key
// Expect: no documented value
// wrapped: private static method of MapPinButton (a UIButton); wrapped in `enum MapPinButton { ... }`
import Typography

enum MapPinButton {
	private static func imageFrom(string: String,
	                              withAttributes attributes: [NSAttributedString.Key: Any],
	                              size: CGSize?) -> UIImage?
	{
		let size = size ?? (string as NSString).size(withAttributes: attributes)
		return UIGraphicsImageRenderer(size: size).image { _ in
			(string as NSString).draw(in: CGRect(origin: .zero, size: size),
			                          withAttributes: attributes)
		}
	}
}
