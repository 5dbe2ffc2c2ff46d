import TypeSystem

extension KotlinReader.CallReader {
    /// A light `fontWeight` on text whose size is a Material 3 role's, with no `fontSize` of its
    /// own: `Text(s, style = MaterialTheme.typography.labelSmall, fontWeight = FontWeight.Light)`
    /// or `MaterialTheme.typography.labelSmall.copy(fontWeight = FontWeight.Light)`, judged at the
    /// role's default size. A weight chosen by `if` is as light as its lightest branch.
    mutating func readRoleWeight(_ call: CallIndex.Call) {
        guard let fw = call.argument("fontWeight"), let wk = fw.range.first, let weight = lightestWeight(fw.range) else { return }
        let names: [Substring]
        if let style = call.argument("style") {
            names = style.range.filter { tokens[$0].kind == .identifier }.map { tokens[$0].text }
        } else if call.name == "copy" {
            names = call.qualifier
        } else {
            return
        }
        guard let role = MaterialRoles.role(in: names) else { return }
        add(wk, CodeTextUsage(platform: platform, pointSize: role.size, sizeText: "\(role.name) (\(CodeLint.fmt(role.size)) sp)",
                              styleFix: .compose, weight: weight), only: [.lightWeightAtSmallSize])
    }

    /// `FontWeight.Light`, or the lightest weight of `if (…) FontWeight.Light else null`.
    func lightestWeight(_ range: Range<Int>) -> FontWeight? {
        if let w = KotlinReader.composeWeight(index.text(range)) { return w }
        guard tokens[range.lowerBound].text == "if" else { return nil }
        return range.filter { tokens[$0].text == "FontWeight" && $0 + 2 < range.upperBound && tokens[$0 + 1].text == "." }
            .compactMap { KotlinReader.composeWeight("FontWeight.\(tokens[$0 + 2].text)") }.min()
    }
}
