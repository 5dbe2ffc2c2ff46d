// Source: https://github.com/coteditor/CotEditor/blob/611b0ce5cf6a7ade94535611aac10d9a169f0547/CotEditor/Sources/Application/Defaults/DefaultKey%2BFontType.swift#L29-L50
// App: CotEditor (license: Apache-2.0)
// Uses: NSFont.userFont(ofSize:), NSFont.userFixedPitchFont(ofSize:), NSFont.systemFont(ofSize:), NSFont.monospacedSystemFont(ofSize:weight:)
// Expect: no documented value
import Typography

enum FontType: String, CaseIterable, Codable {
    
    case standard
    case monospaced
    
    
    /// Returns the default system font the given font type.
    ///
    /// - Parameter size: The size of the font.
    /// - Returns: An NSFont.
    func systemFont(size: Double = 13) -> NSFont {
        
        switch self {
            case .standard:
                .userFont(ofSize: size)
                ?? .systemFont(ofSize: size)
            case .monospaced:
                .userFixedPitchFont(ofSize: size)
                ?? .monospacedSystemFont(ofSize: size, weight: .regular)
        }
    }
}
