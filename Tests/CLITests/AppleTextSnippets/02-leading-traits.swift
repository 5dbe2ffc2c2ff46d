// 02 — Tight and loose leading (WWDC20 "The details of UI typography", seed 000):
// body "has 22-point line height", "20 points of line height" with the tight leading trait,
// "24 points of line height" with loose leading.
import Typography

func snippet_02() -> [String: Double] {
    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    var out: [String: Double] = [:]
    if let tight = descriptor.withSymbolicTraits(.traitTightLeading) {
        out["tight"] = Double(UIFont(descriptor: tight, size: 0).lineHeight)
    }
    if let loose = descriptor.withSymbolicTraits(.traitLooseLeading) {
        let font = UIFont(descriptor: loose, size: 0)
        let attributed = NSAttributedString(string: "One\nTwo\nThree", attributes: [.font: font])
        let size = attributed.boundingRect(with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude),
                                           options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil).size
        out["loose"] = Double(font.lineHeight)
        out["looseThreeLines"] = Double(size.height)
    }
    return out
}
