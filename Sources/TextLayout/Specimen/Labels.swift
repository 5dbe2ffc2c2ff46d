import FontCatalog
import TypeSystem

/// Set captions, axis labels and legends for the specimens and charts in the default design's
/// family (Inter, or SF Pro when installed), at fixed sizes: chart text does not scale.
struct Labels {
    let fonts: CatalogFonts
    /// Characters labels may use beyond ASCII: their fallbacks are found once.
    static let extra = "·—–−‰…→×≥≤’“”"
    private var cache: [String: TextAttributes] = [:]

    init(fonts: CatalogFonts) { self.fonts = fonts }

    // Neutral greys: a page of black and grey text is encoded as a one-channel PNG (a third of
    // the bytes to compress).
    static let gray = RGBA(red: 0.42, green: 0.42, blue: 0.42)
    static let lightGray = RGBA(red: 0.85, green: 0.85, blue: 0.85)
    static let faint = RGBA(red: 0.93, green: 0.93, blue: 0.93)

    mutating func attributes(size: Double, weight: Double) throws(LayoutError) -> TextAttributes {
        let key = "\(size)/\(weight)"
        if let a = cache[key] { return a }
        let a = try fonts.font(named: "system-ui", pointSize: size, weight: weight, covering: [Labels.extra]).attributes
        cache[key] = a
        return a
    }

    /// A label, measured (fonts chosen by the catalog; no tracking beyond the face's policy).
    mutating func line(_ text: String, size: Double, weight: Double = 400) throws(LayoutError) -> ShapedLine {
        Typesetter.measure(text, try attributes(size: size, weight: weight))
    }

    /// A label cut to `width` with an ellipsis when it is longer.
    mutating func line(_ text: String, size: Double, weight: Double = 400, width: Double) throws(LayoutError) -> ShapedLine {
        try Typesetter.fit(text, width: Swift.max(0, width), try attributes(size: size, weight: weight),
                           options: FitOptions(allowsTightening: false)).line
    }
}

/// Numbers as the charts print them: no trailing zeros, a real minus sign, an explicit plus when asked.
func chartNumber(_ v: Double, digits: Int = 2, plus: Bool = false) -> String {
    var r = (v * pow10(digits)).rounded() / pow10(digits)
    if r == 0 { r = 0 }  // no "-0"
    var s = formatted(r)
    if s.contains("."), let dot = s.firstIndex(of: ".") {
        let decimals = s[s.index(after: dot)...]
        if decimals.count > digits { s = String(s[..<s.index(dot, offsetBy: digits + 1)]) }
    }
    if s.hasPrefix("-") { return "−" + s.dropFirst() }
    return plus && r > 0 ? "+" + s : s
}

private func pow10(_ n: Int) -> Double {
    var x = 1.0
    for _ in 0..<max(0, n) { x *= 10 }
    return x
}
