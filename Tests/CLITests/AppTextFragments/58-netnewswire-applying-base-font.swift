// Source: https://github.com/Ranchero-Software/NetNewsWire/blob/834decfad37802ef24d8a74897427a9eee57afdd/Shared/Extensions/NSAttributedString%2BExtensions.swift#L18-L67
// App: NetNewsWire (license: MIT)
// Uses: NSAttributedString.mutableCopy(), NSMutableAttributedString.enumerateAttribute(_:in:options:using:), NSAttributedString.Key.font, NSMutableAttributedString.addAttribute(_:value:range:), NSAttributedString.copy(), UIFont.fontDescriptor, UIFontDescriptor.symbolicTraits, UIFontDescriptor.fontAttributes, UIFontDescriptor.addingAttributes(_:), UIFontDescriptor.withSymbolicTraits(_:), UIFont(descriptor:size:), UIFont.pointSize, NSFontDescriptor.withSymbolicTraits(_:), NSFont(descriptor:size:)
// Expect: no documented value
// note: L68-L92 (`convenience init(simpleHTML:locale:)`, which calls the app's HTML scanner) are left out, so the copied lines end at L67 and the extension's closing brace (L93) is added back
// note: the method has `#if canImport(AppKit)` branches for NSFont/NSFontDescriptor; without AppKit the UIKit branches are the ones compiled
import Typography

// stub: NetNewsWire's platform alias (same file L9-L15; the import lines are replaced by `import Typography`)
#if canImport(AppKit)
typealias RSFont = NSFont
#else
typealias RSFont = UIFont
#endif

@MainActor extension NSAttributedString {

	/// Returns a copy with `baseFont` merged into each run's existing
	/// font attribute, preserving whatever traits (bold, italic, etc.)
	/// those runs already had. The base font contributes its family
	/// and size; per-run traits win.
	///
	/// - Parameters:
	///   - baseFont: The font whose family and size should be merged
	///     into every run.
	func applyingBaseFont(_ baseFont: RSFont) -> NSAttributedString {
		let mutable = self.mutableCopy() as! NSMutableAttributedString
		let fullRange = NSRange(location: 0, length: mutable.length)

		mutable.enumerateAttribute(.font, in: fullRange, options: []) { (font, range, _) in
			guard let font = font as? RSFont else {
				return
			}
			let mergedFont = Self.mergedFont(font, baseFont: baseFont)
			mutable.addAttribute(.font, value: mergedFont, range: range)
		}

		return mutable.copy() as! NSAttributedString
	}

	/// Merge `baseFont`'s family and size into `runFont`, preserving `runFont`'s traits. Cached: the
	/// timeline applies the same base font to the same handful of run fonts on every cell, so this
	/// avoids rebuilding an RSFont from a descriptor each time.
	static func mergedFont(_ runFont: RSFont, baseFont: RSFont) -> RSFont {
		let key = BaseFontMergeKey(runFont: runFont, baseFont: baseFont)
		if let cached = baseFontMergeCache[key] {
			return cached
		}

		let baseDescriptor = baseFont.fontDescriptor
		let currentDescriptor = runFont.fontDescriptor
		let symbolicTraits = baseDescriptor.symbolicTraits.union(currentDescriptor.symbolicTraits)

		var descriptor = currentDescriptor.addingAttributes(baseDescriptor.fontAttributes)
		#if canImport(AppKit)
		descriptor = descriptor.withSymbolicTraits(symbolicTraits)
		let mergedFont = RSFont(descriptor: descriptor, size: baseFont.pointSize) ?? baseFont
		#else
		descriptor = descriptor.withSymbolicTraits(symbolicTraits)!
		let mergedFont = RSFont(descriptor: descriptor, size: baseFont.pointSize)
		#endif

		baseFontMergeCache[key] = mergedFont
		return mergedFont
	}
}

// stub: copied from the same file L416-L423 (merge cache)
// Cache key for applyingBaseFont's per-run merge. Both fonts matter: the run's font supplies the
// traits, the base font supplies family/size. A small set of combinations recurs across all cells.
private struct BaseFontMergeKey: Hashable {
	let runFont: RSFont
	let baseFont: RSFont
}

@MainActor private var baseFontMergeCache: [BaseFontMergeKey: RSFont] = [:]
