// Source: https://github.com/bryceco/GoMap/blob/9d471e275a59e03f51adab36d2a0f32c18e0e6bd/src/Shared/EditorLayer/CurvedGlyphLayer.swift#L107-L119
// App: Go Map!! (license: ISC)
// Uses: NSAttributedString(string:attributes:), NSAttributedString.Key.font, CTLineCreateWithAttributedString, CTLineGetGlyphRuns, CTRun, CTLineGetBoundsWithOptions, CTLineBoundsOptions.useGlyphPathBounds, UIFont.preferredFont(forTextStyle:)
// Expect: UIFont.preferredFont(forTextStyle: .subheadline) is 15 pt at Large (Apple HIG 'Typography > Specifications' iOS Dynamic Type sizes at Large (default))
// wrapped: stored properties + failable init of GoMap's StringGlyphs; wrapped in `final class StringGlyphs { ... }`
import Typography

final class StringGlyphs {
    // stub: mirrors CurvedGlyphLayer.swift L101 (StringGlyphs.resetCache)
    static var uiFont = UIFont.preferredFont(forTextStyle: .subheadline)

	public let runs: [CTRun]
	public let rect: CGRect

	private init?(withString string: NSString) {
		let attrString = NSAttributedString(string: string as String,
		                                    attributes: [NSAttributedString.Key.font: StringGlyphs.uiFont])
		let ctLine = CTLineCreateWithAttributedString(attrString)
		guard let runs = (CTLineGetGlyphRuns(ctLine) as? [CTRun]) else {
			return nil
		}
		self.runs = runs
		rect = CTLineGetBoundsWithOptions(ctLine, CTLineBoundsOptions.useGlyphPathBounds)
	}
}
