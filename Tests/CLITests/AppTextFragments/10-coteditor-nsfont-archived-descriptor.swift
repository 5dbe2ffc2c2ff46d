// Source: https://github.com/coteditor/CotEditor/blob/611b0ce5cf6a7ade94535611aac10d9a169f0547/CotEditor/Sources/Application/Defaults/DefaultKey%2BFontType.swift#L71-L91
// App: CotEditor (license: Apache-2.0)
// Uses: NSKeyedUnarchiver.unarchivedObject(ofClass:from:), NSFontDescriptor (NSSecureCoding), NSFont(descriptor:size:), NSFont.fontDescriptor, NSKeyedArchiver.archivedData(withRootObject:requiringSecureCoding:)
// Expect: no documented value
import Typography

extension NSFont {
    
    /// Initializes a font from archived data.
    ///
    /// - Parameter data: Archived data of a font descriptor.
    convenience init?(archivedData data: Data) {
        
        guard let descriptor = try? NSKeyedUnarchiver.unarchivedObject(ofClass: NSFontDescriptor.self, from: data) else { return nil }
        
        self.init(descriptor: descriptor, size: 0)
    }
    
    
    /// Keyed archived data of the font descriptor to store.
    final var archivedData: Data {
        
        get throws {
            try NSKeyedArchiver.archivedData(withRootObject: self.fontDescriptor, requiringSecureCoding: true)
        }
    }
}
