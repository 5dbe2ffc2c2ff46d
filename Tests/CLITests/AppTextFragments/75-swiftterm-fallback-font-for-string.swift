// Source: https://github.com/migueldeicaza/SwiftTerm/blob/cb3c863a3fa62ec2bf04cadf432937589f66b43e/Sources/SwiftTerm/Apple/SnapshotTextBuilder.swift#L80-L96
// App: SwiftTerm (license: MIT)
// Uses: CFString, CTFontCreateForString, UIFont as CTFont (toll-free bridge), CTFont as UIFont, CFRange(location:length:), CFStringGetLength
// Expect: no documented value
// wrapped: private method of SwiftTerm's `SnapshotTextBuilder`; wrapped in `final class SnapshotTextBuilder { ... }` with its cache (stub)
import Typography

final class SnapshotTextBuilder {
    // stub: the cache the method uses (SnapshotTextBuilder.swift L50-L53 and L60)
    private struct FallbackFontKey: Hashable {
        let baseFont: ObjectIdentifier
        let character: Character
    }
    private var fallbackFonts: [FallbackFontKey: TTFont] = [:]

    private func resolvedFont(for character: Character, base: TTFont) -> TTFont {
        let key = FallbackFontKey(baseFont: ObjectIdentifier(base), character: character)
        if let cached = fallbackFonts[key] {
            return cached
        }
        if fallbackFonts.count >= 1024 {
            fallbackFonts.removeAll(keepingCapacity: true)
        }
        let text = String(character) as CFString
        let resolved = CTFontCreateForString(
            base as CTFont,
            text,
            CFRange(location: 0, length: CFStringGetLength(text)))
        let font = resolved as TTFont
        fallbackFonts[key] = font
        return font
    }
}

// stub: SwiftTerm's platform alias (Sources/SwiftTerm/Apple/AppleTerminalView.swift L28, iOS branch)
typealias TTFont = UIFont
