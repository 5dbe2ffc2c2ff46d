// 03 — Seed 000 (WWDC20 session 10175), its sample for the rounded design. The seed's first
// statement is copied as it is. Its second passes the descriptor straight to
// `NSFont(descriptor:size:)`, but AppKit's `withDesign(_:)` returns an optional, so that line does
// not compile on macOS either: it is written here as code that compiles there (`if let`).
// Expected, from the seed: "// SF Pro Rounded", and "everything else besides the design stays
// the same, including font size, weight and line height": 13 pt, line height 16 (HIG macOS Body).
import Typography

func snippet_03() -> [String: Double] {
    let descriptor = NSFontDescriptor.preferredFontDescriptor(forTextStyle: .body)
        .withDesign(.rounded)

    guard let descriptor, let roundedBodyFont = NSFont(descriptor: descriptor, size: 0) else { return [:] } // SF Pro Rounded

    return ["isSFProRounded": roundedBodyFont.familyName == "SF Pro Rounded" ? 1 : 0,
            "pointSize": Double(roundedBodyFont.pointSize),
            "lineHeight": roundedBodyFont.resolved.lineHeight ?? 0]
}
