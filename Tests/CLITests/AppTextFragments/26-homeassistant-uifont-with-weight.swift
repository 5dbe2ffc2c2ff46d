// Source: https://github.com/home-assistant/iOS/blob/d722d7811aec72397d05837477c5f146943b6248/Sources/App/Templating/JinjaTextEditor.swift#L366-L373
// App: Home Assistant Companion for iOS (license: Apache-2.0)
// Uses: UIFont.Weight, UIFont.fontDescriptor, UIFontDescriptor.addingAttributes(_:), UIFontDescriptor.AttributeName.traits, UIFontDescriptor.TraitKey.weight, UIFont(descriptor:size:), UIFont.pointSize
// Expect: no documented value
import Typography

private extension UIFont {
    func withWeight(_ weight: UIFont.Weight) -> UIFont {
        let descriptor = fontDescriptor.addingAttributes([
            .traits: [UIFontDescriptor.TraitKey.weight: weight],
        ])
        return UIFont(descriptor: descriptor, size: pointSize)
    }
}
