// 01 — Seed 000 (WWDC20 session 10175, "The details of UI typography"), its AppKit code sample,
// copied as the seed shows it; only `import AppKit` became `import Typography`.
// Expected, from the same seed: "13 pt Semibold on macOS" (the comment in the sample); the
// HIG's macOS table gives Body 13 pt, emphasized Semibold.
import Typography

func snippet_01() -> [String: Double] {
    let descriptor = NSFontDescriptor
        .preferredFontDescriptor(forTextStyle: .body)
        .withSymbolicTraits(.bold)

    // 13 pt Semibold on macOS
    let emphasizedBodyFont = NSFont(descriptor: descriptor, size: 0)

    return ["pointSize": Double(emphasizedBodyFont?.pointSize ?? 0),
            "weight": Double(emphasizedBodyFont?.resolved.weight.numericValue ?? 0),
            "symbolicBold": descriptor.symbolicTraits.contains(.bold) ? 1 : 0]
}
