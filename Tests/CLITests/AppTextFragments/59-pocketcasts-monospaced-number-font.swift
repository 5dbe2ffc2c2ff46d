// Source: https://github.com/Automattic/pocket-casts-ios/blob/c23892d1f47bc44d422fa06c389b49820aa04dd3/Modules/Utils/Sources/PocketCastsUtils/Extensions/UI/UIFontExtension.swift#L4-L35
// App: Pocket Casts iOS (license: MPL-2.0)
// Uses: UIFontDescriptor.FeatureKey.selector, UIFontDescriptor.FeatureKey.type, kNumberSpacingType, kMonospacedNumbersSelector, UIFont.systemFont(ofSize:), UIFont.fontDescriptor, UIFontDescriptor.addingAttributes(_:), UIFontDescriptor.AttributeName.featureSettings, UIFont(descriptor:size:), UIFont.pointSize
// Expect: no documented value
// note: the original puts kNumberSpacingType under `.selector` and kMonospacedNumbersSelector under `.type` (the reverse of the usual pairing); copied as is
import Typography

public extension UIFont {
    @available(watchOS 8.0, *)
    static func systemFontWithMonospacedNumbers(_ size: CGFloat) -> UIFont {
        let features = [
            [
                UIFontDescriptor.FeatureKey.selector: kNumberSpacingType,
                UIFontDescriptor.FeatureKey.type: kMonospacedNumbersSelector
            ]
        ]

        let fontDescriptor = UIFont.systemFont(ofSize: size).fontDescriptor.addingAttributes(
            [UIFontDescriptor.AttributeName.featureSettings: features]
        )

        return UIFont(descriptor: fontDescriptor, size: size)
    }

    @available(watchOS 8.0, *)
    func monospaced() -> UIFont {
        let fontDescriptorFeatureSettings = [
            [
                UIFontDescriptor.FeatureKey.selector: kNumberSpacingType,
                UIFontDescriptor.FeatureKey.type: kMonospacedNumbersSelector
            ]
        ]

        let fontDescriptorAttributes = [UIFontDescriptor.AttributeName.featureSettings: fontDescriptorFeatureSettings]
        let fontDescriptor = fontDescriptor.addingAttributes(fontDescriptorAttributes)

        return UIFont(descriptor: fontDescriptor, size: pointSize)
    }
}
