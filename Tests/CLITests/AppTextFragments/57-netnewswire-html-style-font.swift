// Source: https://github.com/Ranchero-Software/NetNewsWire/blob/834decfad37802ef24d8a74897427a9eee57afdd/Shared/Extensions/NSAttributedString%2BExtensions.swift#L327-L375
// App: NetNewsWire (license: MIT)
// Uses: UIFont.fontDescriptor, UIFontDescriptor.symbolicTraits, UIFontDescriptor.TraitKey.weight, UIFont.Weight.bold, UIFontDescriptor.addingAttributes(_:), UIFontDescriptor.AttributeName.traits, UIFontDescriptor.withSymbolicTraits(_:), UIFontDescriptor.SymbolicTraits.traitBold, UIFontDescriptor.SymbolicTraits.traitItalic, UIFontDescriptor.SymbolicTraits.traitMonoSpace, UIFontDescriptor.FeatureKey.type, UIFontDescriptor.FeatureKey.selector, kVerticalPositionType, kSuperiorsSelector, kInferiorsSelector, UIFontDescriptor.AttributeName.featureSettings, UIFont(descriptor:size:), UIFont.pointSize, NSFontDescriptor.FeatureKey.typeIdentifier, NSFontDescriptor.FeatureKey.selectorIdentifier, NSFont(descriptor:size:)
// Expect: no documented value
// wrapped: static method of NetNewsWire's `@MainActor private extension NSAttributedString` (L97); wrapped in `@MainActor private extension NSAttributedString { ... }`
// note: the method has `#if canImport(AppKit)` branches for NSFont/NSFontDescriptor; without AppKit the UIKit branches are the ones compiled
import Typography

// stub: NetNewsWire's platform alias (same file L9-L15; the import lines are replaced by `import Typography`)
#if canImport(AppKit)
typealias RSFont = NSFont
#else
typealias RSFont = UIFont
#endif

@MainActor private extension NSAttributedString {

	static func buildFont(for key: FontStyleKey, baseFont: RSFont) -> RSFont {
		let baseDescriptor = baseFont.fontDescriptor
		var descriptor = baseDescriptor
		var symbolicTraits = baseDescriptor.symbolicTraits

		if key.contains(.bold) {
			let traits: [FontDescriptor.TraitKey: Any] = [.weight: RSFont.Weight.bold]
			descriptor = descriptor.addingAttributes([.traits: traits])
			symbolicTraits.insert(boldTrait)
		}
		if key.contains(.italic) {
			symbolicTraits.insert(italicTrait)
		}
		if key.contains(.monospace) {
			symbolicTraits.insert(monoSpaceTrait)
		}

		#if canImport(AppKit)
		descriptor = descriptor.withSymbolicTraits(symbolicTraits)
		#else
		descriptor = descriptor.withSymbolicTraits(symbolicTraits)!
		#endif

		if key.contains(.superscript) || key.contains(.subscript) {
			#if canImport(AppKit)
			let features: [FontDescriptor.FeatureKey: Any] = [
				.typeIdentifier: kVerticalPositionType,
				.selectorIdentifier: key.contains(.superscript) ? kSuperiorsSelector : kInferiorsSelector
			]
			#else
			let features: [FontDescriptor.FeatureKey: Any] = [
				.type: kVerticalPositionType,
				.selector: key.contains(.superscript) ? kSuperiorsSelector : kInferiorsSelector
			]
			#endif
			descriptor = descriptor.addingAttributes([.featureSettings: [features]])
		}

		#if canImport(AppKit)
		// NSFont init(descriptor:, size:) returns optional — falls
		// back to baseFont if the descriptor didn't resolve, which
		// in practice doesn't happen for our simple trait
		// combinations but is cheap insurance.
		return RSFont(descriptor: descriptor, size: baseFont.pointSize) ?? baseFont
		#else
		// UIFont init(descriptor:, size:) is non-optional.
		return RSFont(descriptor: descriptor, size: baseFont.pointSize)
		#endif
	}
}

// stub: copied from the same file L379-L393 (platform typealiases)
// MARK: - Platform typealiases

#if canImport(AppKit)
private typealias FontDescriptor = NSFontDescriptor

private let boldTrait = NSFontDescriptor.SymbolicTraits.bold
private let italicTrait = NSFontDescriptor.SymbolicTraits.italic
private let monoSpaceTrait = NSFontDescriptor.SymbolicTraits.monoSpace
#else
private typealias FontDescriptor = UIFontDescriptor

private let boldTrait = UIFontDescriptor.SymbolicTraits.traitBold
private let italicTrait = UIFontDescriptor.SymbolicTraits.traitItalic
private let monoSpaceTrait = UIFontDescriptor.SymbolicTraits.traitMonoSpace
#endif

// stub: copied from the same file L397-L407 (cache key type)
// Cache key for the per-range RSFont lookup — only the styles that
// affect RSFont selection. Strikethrough and underline live in
// separate attributes, so they're not here.
private struct FontStyleKey: OptionSet, Hashable {
	let rawValue: UInt8
	static let bold = FontStyleKey(rawValue: 1 << 0)
	static let italic = FontStyleKey(rawValue: 1 << 1)
	static let monospace = FontStyleKey(rawValue: 1 << 2)
	static let superscript = FontStyleKey(rawValue: 1 << 3)
	static let `subscript` = FontStyleKey(rawValue: 1 << 4)
}
