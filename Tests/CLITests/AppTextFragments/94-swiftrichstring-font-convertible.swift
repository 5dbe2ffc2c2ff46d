// Source: https://github.com/malcommac/SwiftRichString/blob/e0b72d5c96968d7802856d2be096202c9798e8d1/Sources/SwiftRichString/Attributes/FontConvertible.swift#L43-L91
// App: SwiftRichString (license: MIT)
// Uses: UIFont(name:size:), UIFont(descriptor:size:), UIFont.fontName, UIFont.fontDescriptor, UIFont.systemFontSize
// Expect: no documented value
// note: on Linux none of `os(tvOS)`, `os(watchOS)`, `os(macOS)` holds, so the iOS (#else) branches are compiled
import Typography

public protocol FontConvertible {
	/// Transform the instance of the object to a valid `UIFont`/`NSFont` instance.
	///
	/// - Parameter size: optional size of the font.
	/// - Returns: valid font instance.
	func font(size: CGFloat?) -> Font
}


// MARK: - FontConvertible for UIFont/NSFont
extension Font: FontConvertible {

	/// Return the same instance of the font with specified size.
	///
	/// - Parameter size: size of the font in points. If size is `nil`, `Font.systemFontSize` is used.
	/// - Returns: instance of the font.
	public func font(size: CGFloat?) -> Font {
		#if os(tvOS)
		return Font(name: self.fontName, size: (size ?? TVOS_SYSTEMFONT_SIZE))!
		#elseif os(watchOS)
		return Font(name: self.fontName, size: (size ?? WATCHOS_SYSTEMFONT_SIZE))!
		#elseif os(macOS)
		return Font(descriptor: self.fontDescriptor, size: (size ?? Font.systemFontSize))!
		#else
		return Font(descriptor: self.fontDescriptor, size: (size ?? Font.systemFontSize))
		#endif
	}

}

// MARK: - FontConvertible for String
extension String: FontConvertible {

	/// Transform a string to a valid `UIFont`/`NSFont` instance.
	/// String must contain a valid Postscript font's name.
	///
	/// - Parameter size: size of the font.
	/// - Returns: instance of the font.
	public func font(size: CGFloat?) -> Font {
		#if os(tvOS)
		return Font(name: self, size:  (size ?? TVOS_SYSTEMFONT_SIZE))!
		#elseif os(watchOS)
		return Font(name: self, size:  (size ?? WATCHOS_SYSTEMFONT_SIZE))!
		#else
		return Font(name: self, size: (size ?? Font.systemFontSize))!
		#endif
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
