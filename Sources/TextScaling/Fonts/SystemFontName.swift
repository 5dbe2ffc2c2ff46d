/// What an Apple private system font name stands for.
///
/// Names that start with a dot (`.SFUI-Semibold`, `.SFUIText`, `.AppleSystemUIFont`,
/// `.AppleSystemUIFontMonospaced-Regular`, `.SFNSRounded-Bold`) are Apple's private names for the
/// system font. The WWDC19 talk: "if the name that you're passing starts with a dot, you're using an
/// Apple private name", and since iOS 13 instantiating one by name fails. NSAttributedString still
/// writes them into RTF, so a reader maps them to the system font's design and, when the name says
/// it, its weight, and must not look them up by name.
public struct SystemFontName: Sendable, Hashable, Codable {
    /// The system font designs (the values match TypeSystem's `FontDesign`).
    public enum Design: String, CaseIterable, Sendable, Hashable, Codable {
        /// The default design (SF Pro).
        case `default`
        /// The rounded design (SF Pro Rounded).
        case rounded
        /// The serif design (New York).
        case serif
        /// The monospaced design (SF Mono).
        case monospaced
    }

    /// The nine system weights (the values match TypeSystem's `FontWeight`).
    public enum Weight: String, CaseIterable, Sendable, Hashable, Codable {
        /// Ultra light (OpenType weight 100).
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
    }

    /// SF's optical sizes, when the name says it (`.SFUIText`, `.SFUIDisplay`).
    public enum OpticalSize: String, CaseIterable, Sendable, Hashable, Codable {
        /// SF Text, for small sizes (`.SFUIText`).
        case text
        /// SF Display, for large sizes (`.SFUIDisplay`).
        case display
    }

    /// The design the name stands for.
    public let design: Design
    /// `nil` when the name does not say (`.SFUIText`, `.AppleSystemUIFont`).
    public let weight: Weight?
    /// Whether the name says italic.
    public let italic: Bool
    /// The optical size the name says; `nil` when it does not.
    public let opticalSize: OpticalSize?

    /// A system font of `design` and `weight`, italic or not, at an optical size.
    public init(design: Design, weight: Weight?, italic: Bool = false, opticalSize: OpticalSize? = nil) {
        self.design = design
        self.weight = weight
        self.italic = italic
        self.opticalSize = opticalSize
    }

    /// Whether `name` is an Apple private system font name (it starts with ".").
    public static func isPrivateSystemName(_ name: String) -> Bool { name.hasPrefix(".") }

    /// The system font a private name stands for, or `nil` for an ordinary font name.
    public init?(fontName name: String) {
        guard Self.isPrivateSystemName(name) else { return nil }
        let lower = NameBytes(name.lowercased())
        if lower.contains("mono") {
            design = .monospaced
        } else if lower.contains("rounded") {
            design = .rounded
        } else if lower.contains("serif") || lower.contains("newyork") {
            design = .serif
        } else {
            design = .default
        }
        // Longer words first: "semibold" before "bold", "ultralight" before "light".
        let weights: [(StaticString, Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin),
            ("semibold", .semibold), ("demibold", .semibold), ("demi", .semibold),
            ("extrabold", .heavy), ("ultrabold", .heavy), ("heavy", .heavy), ("black", .black),
            ("light", .light), ("regular", .regular), ("medium", .medium),
            ("bold", .bold), ("emphasized", .bold),
        ]
        weight = weights.first { lower.contains($0.0) }?.1
        italic = lower.contains("italic") || lower.contains("oblique")
        if lower.contains("display") {
            opticalSize = .display
        } else if lower.contains("text") {
            opticalSize = .text
        } else {
            opticalSize = nil
        }
    }
}

/// A lowercased name's UTF-8 bytes, searched for ASCII words byte by byte. `String.contains` went
/// through the generic substring search: in a document whose font table names thousands of
/// private fonts it took half of the reading time (an ASCII word's bytes never occur inside
/// another character's UTF-8 bytes, so the byte search finds the same words).
private struct NameBytes {
    let bytes: [UInt8]
    init(_ s: String) { bytes = Array(s.utf8) }

    func contains(_ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard n > 0, n <= bytes.count else { return n == 0 }
        return word.withUTF8Buffer { w in
            var i = 0
            while i + n <= bytes.count {
                var k = 0
                while k < n && bytes[i + k] == w[k] { k += 1 }
                if k == n { return true }
                i += 1
            }
            return false
        }
    }
}
