// Source: https://github.com/coteditor/CotEditor/blob/611b0ce5cf6a7ade94535611aac10d9a169f0547/CotEditor/Sources/Views/AppKit/CharacterField.swift#L74-L78
// App: CotEditor (license: Apache-2.0)
// Uses: NSAttributedString.boundingRect(with:options:context:), NSString.DrawingOptions.usesDeviceMetrics
// Expect: no documented value
import Typography

// stub: copied from CotEditor/Sources/Utilities/Foundation/Geometry.swift L101
extension CGSize {
    static let infinite = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
}

private extension NSAttributedString {
    
    var bounds: NSRect  { self.boundingRect(with: .infinite, context: nil) }
    var pathBounds: NSRect  { self.boundingRect(with: .infinite, options: .usesDeviceMetrics, context: nil) }
}
