// Source: https://github.com/LoopKit/Loop/blob/710182e2342540c22b26af009f1ea3175f5aa0c1/WatchApp%20Extension/Extensions/WKInterfaceLabel.swift#L30-L35
// App: Loop (license: MIT)
// Uses: UIFontDescriptor.preferredFontDescriptor(withTextStyle:), UIFontDescriptor.withDesign(_:), UIFontDescriptor.SystemDesign.rounded, UIFontDescriptor.withSymbolicTraits(_:), UIFontDescriptor.SymbolicTraits.traitBold
// Expect: no documented value
import Typography

extension UIFontDescriptor {
    class func rounded(style: UIFont.TextStyle, traits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
        return descriptor.withDesign(.rounded)?.withSymbolicTraits(.traitBold)
    }
}
