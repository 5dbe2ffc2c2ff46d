// Source: https://github.com/LoopKit/Loop/blob/710182e2342540c22b26af009f1ea3175f5aa0c1/Loop/Extensions/UIFont.swift#L12-L41
// App: Loop (license: MIT)
// Uses: UIFont.TextStyle, UIFontDescriptor.SystemDesign, UIFontDescriptor.SymbolicTraits, UIFontDescriptor.preferredFontDescriptor(withTextStyle:), UIFontDescriptor.withDesign(_:), UIFontDescriptor.withSymbolicTraits(_:), UIFont(descriptor:size:), UIFontDescriptor.addingAttributes(_:), UIFontDescriptor.TraitKey.weight, UIFont.Weight.heavy
// Expect: no documented value
import Typography

extension UIFont {
    convenience init(
        style: UIFont.TextStyle,
        design: UIFontDescriptor.SystemDesign,
        traits: UIFontDescriptor.SymbolicTraits = []
    ) {
        var descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)

        if let prettierDescriptor = descriptor.withDesign(design)?.withSymbolicTraits(traits)
        {
            descriptor = prettierDescriptor
        } else if let prettierDescriptor = descriptor.withSymbolicTraits(traits) {
            descriptor = prettierDescriptor
        }

        self.init(descriptor: descriptor, size: 0)
    }

    static func heavy(_ textStyle: UIFont.TextStyle) -> UIFont {
        let descriptor = UIFontDescriptor
            .preferredFontDescriptor(withTextStyle: textStyle)
            .addingAttributes([
                .traits: [
                    UIFontDescriptor.TraitKey.weight: UIFont.Weight.heavy
                ]
            ])

        return UIFont(descriptor: descriptor, size: 0)
    }
}
