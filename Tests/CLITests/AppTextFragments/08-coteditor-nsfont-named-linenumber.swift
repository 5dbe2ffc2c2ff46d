// Source: https://github.com/coteditor/CotEditor/blob/611b0ce5cf6a7ade94535611aac10d9a169f0547/CotEditor/Sources/Utilities/AppKit/NSFont%2BName.swift#L28-L99
// App: CotEditor (license: Apache-2.0)
// Uses: NSFont(name:size:), NSFont.Weight, NSFont.monospacedDigitSystemFont(ofSize:weight:), CTFontCopyGraphicsFont, CGFont
// Expect: no documented value
import Typography

extension NSFont {
    
    enum Name: String {
        
        case avenirNextCondensed = "AvenirNextCondensed"
    }
    
    
    convenience init?(named name: Name, weight: Weight = .regular, size: CGFloat) {
        
        guard let postScriptName = name.postScriptName(weight: weight) else { return nil }
        
        self.init(name: postScriptName, size: size)
    }
    
    
    /// Returns the font used for line number views, in the specified size.
    ///
    /// - Parameters:
    ///   - size: The font size.
    ///   - weight: The font weight.
    /// - Returns: The line number font.
    static func lineNumberFont(ofSize size: CGFloat = 0, weight: NSFont.Weight = .regular) -> NSFont {
        
        NSFont(named: .avenirNextCondensed, weight: weight, size: size)
            ?? .monospacedDigitSystemFont(ofSize: size, weight: weight)
    }
    
    
    /// The Core Graphics font object corresponding to the font.
    final var cgFont: CGFont {
        
        CTFontCopyGraphicsFont(self, nil)
    }
}


private extension NSFont.Name {
    
    /// The PostScript name for the given font weight.
    ///
    /// - Parameter weight: The font weight.
    /// - Returns: A PostScript name.
    func postScriptName(weight: NSFont.Weight) -> String? {
        
        guard let weightName = self.weightName(of: weight) else { return nil }
        guard !weightName.isEmpty else { return self.rawValue }
        
        return self.rawValue + "-" + weightName
    }
    
    
    /// The font weight string for PostScript name.
    ///
    /// - Parameter weight: The font weight.
    /// - Returns: A font weight name.
    private func weightName(of weight: NSFont.Weight) -> String? {
        
        switch self {
            case .avenirNextCondensed:
                switch weight {
                    case .ultraLight: "UltraLight"
                    case .regular: "Regular"
                    case .medium: "Medium"
                    case .semibold: "DemiBold"
                    case .bold: "Bold"
                    case .heavy: "Heavy"
                    default: nil
                }
        }
    }
}
