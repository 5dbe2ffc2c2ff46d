// 03 — A custom font with a system fallback, as UIKit code writes it: `UIFont(name:size:)` is nil
// for a font that is not installed (UIKit: "nil if the font could not be found").
import Typography

func snippet_03() -> [String: Double] {
    let missing = UIFont(name: "NoSuchTypeface-Regular", size: 17)
    let font = missing ?? UIFont.systemFont(ofSize: 17, weight: .regular)
    let size = "Hello".size(withAttributes: [.font: font])
    let families = UIFont.familyNames
    var faces = 0
    for family in families { faces += UIFont.fontNames(forFamilyName: family).count }
    return ["isNil": missing == nil ? 1 : 0, "pointSize": Double(font.pointSize),
            "measured": size.width > 0 && size.height > 0 ? 1 : 0,
            "hasFamiliesAndFaces": !families.isEmpty && faces >= families.count ? 1 : 0]
}
