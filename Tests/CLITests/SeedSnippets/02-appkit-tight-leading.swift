// 02 — Seed 000 (WWDC20 session 10175), its AppKit sample for tight leading, as the seed shows it.
// Expected, from the seed: "// 14 pt line height" for headline with .tightLeading; the talk: "In
// iOS and macOS, tight leading decreases the line height by two points, while loose leading
// increases the line spacing by two points", so loose is 18 (the HIG's macOS Headline: 13 pt,
// line height 16).
import Typography

func snippet_02() -> [String: Double] {
    let descriptor = NSFontDescriptor.preferredFontDescriptor(forTextStyle: .headline)
        .withSymbolicTraits(.tightLeading) // Use .looseLeading for loose leading font

    let tightLeadingFont = NSFont(descriptor: descriptor, size: 0) // 14 pt line height

    let loose = NSFontDescriptor.preferredFontDescriptor(forTextStyle: .headline).withSymbolicTraits(.looseLeading)
    let looseLeadingFont = NSFont(descriptor: loose, size: 0)
    return ["tightLineHeight": tightLeadingFont?.resolved.lineHeight ?? 0,
            "looseLineHeight": looseLeadingFont?.resolved.lineHeight ?? 0,
            "pointSize": Double(tightLeadingFont?.pointSize ?? 0)]
}
