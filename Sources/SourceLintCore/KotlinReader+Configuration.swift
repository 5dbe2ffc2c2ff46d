import TypeSystem

extension KotlinReader.CallReader {
    /// `config.fontScale = 1f` (Kotlin; Java's `config.fontScale = 1.0f;`) in a file that applies
    /// a configuration (`applyOverrideConfiguration`, `createConfigurationContext`,
    /// `updateConfiguration`): every view of the activity or context made from it draws its text
    /// at that scale whatever the user's font size, as `LocalDensity provides Density(d, 1f)`
    /// does in Compose. A capped value (`minOf(c.fontScale, 1.3f)`, `.coerceAtMost(1.3f)`,
    /// Java's `Math.min(…, 1.3f)`) caps it. A value of the app's own (`= settings.fontScale`)
    /// replaces the system's setting with the app's: a note that names it. A value computed from
    /// the configuration's own scale is not judged.
    mutating func readConfigurationFontScale() {
        let appliers: Set<Substring> = ["applyOverrideConfiguration", "createConfigurationContext", "updateConfiguration"]
        guard tokens.contains(where: { $0.kind == .identifier && appliers.contains($0.text) }) else { return }
        for k in tokens.indices where k >= 2 && k + 2 < tokens.count && tokens[k].text == "fontScale"
            && tokens[k - 1].text == "." && tokens[k + 1].text == "=" && tokens[k + 2].text != "=" {
            let value = valueRange(from: k + 2)
            guard !value.isEmpty else { continue }
            let written = index.text(value)
            if let v = index.number(in: value) {
                add(k, CodeTextUsage(platform: platform, scaling: .pinned(what: "Configuration.fontScale = \(CodeLint.fmt(v))"), styleFix: .android))
            } else if let cap = KotlinReader.capValue(value, tokens, index) {
                add(k, CodeTextUsage(platform: platform, styleFix: .android, scaleCap: cap, capText: "fontScale = \(written)"))
            } else if !value.contains(where: { ["configuration", "Configuration", "fontScale", "getConfiguration"].contains(tokens[$0].text) }) {
                // A value of the app's own (`= settings.fontScale`, `= it`): the app's text-size
                // setting in place of the user's system one, a note that names it.
                add(k, CodeTextUsage(platform: platform, scaling: .appSetting(what: "Configuration.fontScale = \(written)", mechanism: written),
                                     styleFix: .android))
            }
        }
    }
}
