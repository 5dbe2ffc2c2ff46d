import TypeSystem

extension ScalingModel {
    /// Parses a setting as written on a command line: `ios:xxLarge` (or `ios` for Large),
    /// `android:1.3` (the View path), `android-compose:1.1` (Jetpack Compose), `gnome:1.25`,
    /// `windows:150` (or `150%`), `css:20` (`20px`, or `16px,1.25` with a zoom factor). Throws a
    /// one-line `TypeSystemError` naming the text and the reason: a value that is not a number, or
    /// one outside its model's range (tiny, huge or infinite).
    public init(parsing text: String) throws {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let kind = try ScalingModelKind(parsing: parts[0])
        guard parts.count == 2 else {
            self = kind.defaultSetting
            return
        }
        let value = parts[1]
        func number(_ s: String, _ what: String, _ range: ClosedRange<Double>, _ rangeText: String) throws -> Double {
            guard let n = Double(s), !n.isNaN else {
                throw TypeSystemError(.invalidNumber, "invalid \(what) '\(s)' in '\(text)': not a number")
            }
            guard range.contains(n) else {
                throw TypeSystemError(.invalidNumber, "invalid \(what) '\(s)' in '\(text)': out of range (\(rangeText))")
            }
            return n
        }
        let android = ScaleConverter.androidRange, css = ScaleConverter.cssRange
        switch kind {
        case .dynamicType(let platform): self = .dynamicType(platform, try DynamicTypeSize(name: value))
        case .android: self = .androidFontScale(try number(value, "Android font scale", android, "0.0001–10"))
        case .androidCompose:
            self = .androidComposeFontScale(try number(value, "Android font scale", android, "0.0001–10"))
        case .gnome:
            self = .gnomeTextScalingFactor(try number(value, "GNOME text-scaling factor", ScaleConverter.gnomeRange, "0.5–3.0"))
        case .windows:
            let digits = value.hasSuffix("%") ? String(value.dropLast()) : value
            self = .windowsTextSize(percent: try number(digits, "Windows text size", ScaleConverter.windowsRange, "100–225"))
        case .css:
            let fields = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count <= 2 else {
                throw TypeSystemError(.invalidNumber, "invalid CSS setting '\(value)': expected ROOTpx[,ZOOM]")
            }
            let root = fields[0].hasSuffix("px") ? String(fields[0].dropLast(2)) : fields[0]
            let zoom = fields.count == 2 ? try number(fields[1], "CSS zoom", css, "0.0001–1000000") : 1
            let px = try number(root, "CSS root font size", css, "0.0001–1000000 px")
            guard css.contains(px * zoom) else {
                throw TypeSystemError(.invalidNumber, "invalid CSS setting '\(value)' in '\(text)': root × zoom out of range (0.0001–1000000 px)")
            }
            self = .css(rootFontSizePx: px, zoom: zoom)
        }
    }

    /// The setting as `init(parsing:)` reads it (`ios:xxLarge`, `android:1.3`, `css:20px,1`).
    public var notation: String {
        switch self {
        case .dynamicType(let platform, let category): return "\(platform.rawValue):\(category.rawValue)"
        case .androidFontScale(let scale): return "android:\(shortNumber(scale))"
        case .androidComposeFontScale(let scale): return "android-compose:\(shortNumber(scale))"
        case .gnomeTextScalingFactor(let factor): return "gnome:\(shortNumber(factor))"
        case .windowsTextSize(let percent): return "windows:\(shortNumber(percent))%"
        case .css(let root, let zoom): return "css:\(shortNumber(root))px,\(shortNumber(zoom))"
        }
    }
}

extension ScalingModelKind {
    /// Parses a model name: an Apple platform name (`ios`, `watchos`…), `android` (the View path),
    /// `android-compose` (Jetpack Compose), `gnome` (or `gtk`), `windows`, or `css`.
    public init(parsing text: String) throws {
        switch text.lowercased() {
        case "android", "android-view": self = .android
        case "android-compose", "compose": self = .androidCompose
        case "gnome", "gtk": self = .gnome
        case "windows": self = .windows
        case "css", "web": self = .css
        default:
            do { self = .dynamicType(try Platform(name: text)) } catch {
                throw TypeSystemError(.unknownName, "unknown scaling model '\(text)'; accepted: an Apple platform (ios, ipados, watchos…), android, android-compose, gnome, windows, css")
            }
        }
    }

    /// The model's name as `init(parsing:)` reads it.
    public var name: String {
        switch self {
        case .dynamicType(let platform): return platform.rawValue
        case .android: return "android"
        case .androidCompose: return "android-compose"
        case .gnome: return "gnome"
        case .windows: return "windows"
        case .css: return "css"
        }
    }
}

/// A number with at most 4 decimals and no trailing zeros ("1.3", "100", "21.25").
func shortNumber(_ value: Double) -> String {
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
}
