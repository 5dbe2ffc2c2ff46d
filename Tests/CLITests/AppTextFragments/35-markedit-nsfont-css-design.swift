// Source: https://github.com/MarkEdit-app/MarkEdit/blob/a13c0f23c17bfa386c84b2e78007befc68101e16/MarkEditMac/Modules/Sources/AppKitExtensions/UI/NSFont%2BExtension.swift#L9-L106
// App: MarkEdit (license: MIT)
// Uses: NSFont.familyName, NSFont.fontName, NSFontDescriptor.object(forKey:), NSFontDescriptor.AttributeName.traits, NSFontDescriptor.TraitKey.weight, NSFont.Weight, NSFontDescriptor.symbolicTraits, NSFontDescriptor.SymbolicTraits.italic, NSFontDescriptor.SymbolicTraits.bold, NSFontDescriptor.withSymbolicTraits(_:), NSFont(descriptor:size:), NSFont.monospacedSystemFont(ofSize:weight:), NSFont.systemFont(ofSize:weight:), NSFontDescriptor.withDesign(_:), NSFontDescriptor.SystemDesign, NSFontCollection(name:), NSFontCollection.Name.recentlyUsed, NSFontCollection.matchingDescriptors, NSFontDescriptor.AttributeName.family, NSFont(name:size:), NSFont.systemFontSize
// Expect: no documented value
// note: AppKit's reference for NSFont.systemFontSize gives no number, so Expect stays undocumented
import Typography

public extension NSFont {
  var cssFontFamily: String {
    familyName ?? fontName
  }

  var cssFontWeight: String? {
    guard let traits = fontDescriptor.object(forKey: .traits) as? [NSFontDescriptor.TraitKey: Any],
          let weight = traits[.weight] as? Double, weight != Self.Weight.regular.rawValue,
          let index = (Self.sortedWeights.firstIndex { $0.rawValue > weight }) else {
      return nil
    }

    // https://developer.mozilla.org/en-US/docs/Web/CSS/font-weight
    return String(index * 100)
  }

  var cssFontStyle: String? {
    // https://developer.mozilla.org/en-US/docs/Web/CSS/font-style
    if fontDescriptor.symbolicTraits.contains(.italic) {
      return "italic"
    }

    return nil
  }

  var boldVariant: NSFont {
    let traits = fontDescriptor.symbolicTraits.union(.bold)
    return Self(descriptor: fontDescriptor.withSymbolicTraits(traits), size: pointSize) ?? self
  }

  static func monospacedSystemFont(ofSize fontSize: Double) -> NSFont {
    monospacedSystemFont(ofSize: fontSize, weight: .regular)
  }

  static func roundedSystemFont(ofSize fontSize: Double, weight: NSFont.Weight = .regular) -> NSFont {
    .systemFont(ofSize: fontSize, weight: weight).withDesign(.rounded)
  }

  static func serifSystemFont(ofSize fontSize: Double, weight: NSFont.Weight = .regular) -> NSFont {
    .systemFont(ofSize: fontSize, weight: weight).withDesign(.serif)
  }

  static func recentFamilyNames(maxCount: Int) -> [String]? {
    guard let descriptors = NSFontCollection(name: .recentlyUsed)?.matchingDescriptors else {
      return nil
    }

    var results: [String] = []
    for descriptor in descriptors.reversed() {
      if results.count >= maxCount {
        break
      }

      if let family = descriptor.object(forKey: .family) as? String {
        if !family.hasPrefix("."), !results.contains(family) {
          results.append(family)
        }
      }
    }

    return results.isEmpty ? nil : results
  }

  convenience init?(name: String) {
    self.init(name: name, size: Self.systemFontSize)
  }
}

// MARK: - Private

private extension NSFont {
  static let sortedWeights: [NSFont.Weight] = [
    .ultraLight,
    .thin,
    .light,
    .regular,
    .medium,
    .semibold,
    .bold,
    .heavy,
    .black,
    .init(100), // Impossible value as an upper bound
  ].sorted {
    // In css, "ultra light" is thicker than "thin", it is the opposite in Cocoa,
    // sort to avoid unexpected behaviors.
    //
    // Note these values are not 1:1 mapping.
    $0.rawValue < $1.rawValue
  }

  func withDesign(_ design: NSFontDescriptor.SystemDesign) -> NSFont {
    guard let descriptor = fontDescriptor.withDesign(design) else {
      return self
    }

    return NSFont(descriptor: descriptor, size: pointSize) ?? self
  }
}
