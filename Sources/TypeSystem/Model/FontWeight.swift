/// The nine named weights of Apple's system fonts, Ultralight to Black.
public enum FontWeight: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
    /// Ultralight (OpenType weight 100).
    case ultraLight
    /// Thin (200).
    case thin
    /// Light (300).
    case light
    /// Regular (400).
    case regular
    /// Medium (500).
    case medium
    /// Semibold (600).
    case semibold
    /// Bold (700).
    case bold
    /// Heavy (800).
    case heavy
    /// Black (900).
    case black

    /// The named weight nearest a weight on the OpenType / CSS 1–1000 scale (a face's
    /// `usWeightClass`, a `wght` coordinate); the lighter of two equally near.
    public static func nearest(toNumericValue value: Double) -> FontWeight {
        allCases.min { abs(Double($0.numericValue) - value) < abs(Double($1.numericValue) - value) } ?? .regular
    }

    /// The weight on the OpenType / CSS 1–1000 scale (`usWeightClass`, `wght` axis).
    /// This is the standard correspondence of the named weights (OpenType OS/2 usWeightClass).
    public var numericValue: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    /// The name the HIG prints ("Ultralight", "Semibold").
    public var higName: String {
        switch self {
        case .ultraLight: return "Ultralight"
        case .thin: return "Thin"
        case .light: return "Light"
        case .regular: return "Regular"
        case .medium: return "Medium"
        case .semibold: return "Semibold"
        case .bold: return "Bold"
        case .heavy: return "Heavy"
        case .black: return "Black"
        }
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.numericValue < rhs.numericValue
    }
}
