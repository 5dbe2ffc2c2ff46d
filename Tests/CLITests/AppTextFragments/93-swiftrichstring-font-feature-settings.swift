// Source: https://github.com/malcommac/SwiftRichString/blob/e0b72d5c96968d7802856d2be096202c9798e8d1/Sources/SwiftRichString/Attributes/FontInfoAttribute.swift#L43-L189
// App: SwiftRichString (license: MIT)
// Uses: UIFontDescriptor.FeatureKey, UIFontDescriptor.FeatureKey.featureIdentifier, UIFontDescriptor.FeatureKey.typeIdentifier, UIFontDescriptor.AttributeName.featureSettings, UIFont.fontDescriptor, UIFontDescriptor.fontAttributes, UIFontDescriptor(fontAttributes:), UIFont(descriptor:size:), UIFont.pointSize, kNumberCaseType, kUpperCaseNumbersSelector, kLowerCaseNumbersSelector, kNumberSpacingType, kMonospacedNumbersSelector, kProportionalNumbersSelector, kVerticalPositionType, kNormalPositionSelector, kSuperiorsSelector, kInferiorsSelector, kOrdinalsSelector, kScientificInferiorsSelector, kFractionsType, kNoFractionsSelector, kDiagonalFractionsSelector, kVerticalFractionsSelector
// Expect: no documented value
// note: the copied lines are inside `#if os(iOS) || os(tvOS) || os(OSX)` with `import CoreText` in the app (not copied)
// note: SwiftRichString (not Apple) pairs `.featureIdentifier` with the type and `.typeIdentifier` with the selector on iOS; the code is copied as it is
import Typography

public protocol FontInfoAttribute {
	func featureSettings() -> [(type: Int, selector: Int)]
}

public extension FontInfoAttribute {
	
	func attributes() -> [[FontDescriptor.FeatureKey: Any]] {
		let featureSettings = self.featureSettings()
		return featureSettings.map {
			return [
				FontFeatureTypeIdentifierKey: $0.type,
				FontFeatureSelectorIdentifierKey: $0.selector,
			]
		}
	}
	
}


// MARK: - UIFont/NSFont with FontInfoAttribute

internal extension Font {
	
	/// Instance a new font instance with passed attributes.
	///
	/// - Parameter attributes: font info attributes
	/// - Returns: a valid instance of the font with specified attributes.
	func withAttributes(_ attributes: [FontInfoAttribute]) -> Font {
		let newFeatures = attributes.flatMap { $0.attributes() }
		guard newFeatures.count > 0 else {
			return self
		}
		
		var fontAttributes = fontDescriptor.fontAttributes
		var features = fontAttributes[FontDescriptorFeatureSettingsAttribute] as? [[FontDescriptor.FeatureKey: Any]] ?? []
		
		features.append(contentsOf: newFeatures)
		fontAttributes[FontDescriptorFeatureSettingsAttribute] = features
		
		let descriptor = FontDescriptor(fontAttributes: fontAttributes)
		#if os(OSX)
			return Font(descriptor: descriptor, size: pointSize)!
		#else
			return Font(descriptor: descriptor, size: pointSize)
		#endif
	}
	
}

//MARK: - NumberCase

/// A feature provider for changing the number case, also known as "figure style".
///
/// - upper: 	Uppercase numbers, also known as "lining figures", are the same height
///				as uppercase letters, and they do not extend below the baseline.
/// - lower:	Lowercase numbers, also known as "oldstyle figures", are similar in
///				size and visual weight to lowercase letters, allowing them to
///				blend in better in a block of text.
///				They may have descenders hich drop below the typographic baseline.
public enum NumberCase: FontInfoAttribute {
	case upper
	case lower
	
	public func featureSettings() -> [(type: Int, selector: Int)] {
		switch self {
		case .upper:	return [(type: kNumberCaseType, selector: kUpperCaseNumbersSelector)]
		case .lower:	return [(type: kNumberCaseType, selector: kLowerCaseNumbersSelector)]
		}
	}
}

//MARK: - NumberSpacing

/// Number spacing, also known as "figure spacing".
///
/// - monospaced:	Monospaced numbers, also known as "tabular figures", each take up
///					the same amount of horizontal space, meaning that different numbers
///					will line up when arranged in columns.
/// - proportional:	Proportionally spaced numbers, also known as "proprotional figures",
///					are of variable width.
///					This makes them look better in most cases, but they should be avoided
///					when numbers need to line up in columns.
public enum NumberSpacing: FontInfoAttribute {
	case monospaced
	case proportional
	
	public func featureSettings() -> [(type: Int, selector: Int)] {
		switch self {
		case .monospaced:		return [(type: kNumberSpacingType, selector: kMonospacedNumbersSelector)]
		case .proportional:		return [(type: kNumberSpacingType, selector: kProportionalNumbersSelector)]
		}
	}
}

//MARK: - VerticalPosition

/// Vertical position of the text.
///
/// - normal: 				No vertical position adjustment is applied.
/// - superscript: 			Superscript (superior) glpyh variants are used, as in footnotes¹.
/// - `subscript`: 			Subscript (inferior) glyph variants are used: vₑ.
/// - ordinals: 			Ordinal glyph variants are used, as in the common typesetting of 4th.
/// - scientificInferiors: 	Scientific inferior glyph variants are used: H₂O
internal enum VerticalPosition: FontInfoAttribute {
	case normal
	case superscript
	case `subscript`
	case ordinals
	case scientificInferiors
	
	func featureSettings() -> [(type: Int, selector: Int)] {
		let selector: Int
		switch self {
		case .normal: 				selector = kNormalPositionSelector
		case .superscript: 			selector = kSuperiorsSelector
		case .`subscript`: 			selector = kInferiorsSelector
		case .ordinals: 			selector = kOrdinalsSelector
		case .scientificInferiors: 	selector = kScientificInferiorsSelector
		}
		return [(type: kVerticalPositionType, selector: selector)]
	}
	
}

//MARK: - Fractions

/// Configuration for displaying a fraction.
///
/// - disabled: No fraction formatting.
/// - diagonal: Diagonal Fractions, when written on paper, are written on one line
///				with the numerator diagonally above and to the left of the
///				demoninator, with the slash ("/") between them.
/// - vertical:	Vertical Fractions, when written on paper, are written on one line
///				with the numerator directly above the demoninator, with a line lying horizontally between them.
public enum Fractions: FontInfoAttribute {
	case disabled
	case diagonal
	case vertical
	
	public func featureSettings() -> [(type: Int, selector: Int)] {
		switch self {
		case .disabled:		return [(type: kFractionsType, selector: kNoFractionsSelector)]
		case .diagonal:		return [(type: kFractionsType, selector: kDiagonalFractionsSelector)]
		case .vertical:		return [(type: kFractionsType, selector: kVerticalFractionsSelector)]
		}
	}
}

// stub: SwiftRichString's platform aliases (Sources/SwiftRichString/Attributes/CommonsAttributes.swift L36-L64; the import lines are replaced by `import Typography`)
#if os(OSX)

	public typealias Color = NSColor
	public typealias Image = NSImage
	public typealias Font = NSFont
	public typealias FontDescriptor = NSFontDescriptor
	public typealias SymbolicTraits = NSFontDescriptor.SymbolicTraits
	public typealias LineBreak = NSLineBreakMode

	let FontDescriptorFeatureSettingsAttribute = NSFontDescriptor.AttributeName.featureSettings
	let FontFeatureTypeIdentifierKey = NSFontDescriptor.FeatureKey.typeIdentifier
	let FontFeatureSelectorIdentifierKey = NSFontDescriptor.FeatureKey.selectorIdentifier

#else

	public typealias Color = UIColor
	public typealias Image = UIImage
	public typealias Font = UIFont
	public typealias FontDescriptor = UIFontDescriptor
	public typealias SymbolicTraits = UIFontDescriptor.SymbolicTraits
	public typealias LineBreak = NSLineBreakMode

	let FontDescriptorFeatureSettingsAttribute = UIFontDescriptor.AttributeName.featureSettings
	let FontFeatureTypeIdentifierKey = UIFontDescriptor.FeatureKey.featureIdentifier
	let FontFeatureSelectorIdentifierKey = UIFontDescriptor.FeatureKey.typeIdentifier

#endif
