// Source: https://github.com/GitHawkApp/GitHawk/blob/36f6fa2850bbfce767a903ba93e960dd2222633f/Classes/Issues/Comments/Markdown/UIFont%2BMutableTraits.swift#L11-L20
// App: GitHawk (license: MIT)
// Uses: UIFontDescriptorSymbolicTraits (Swift 4 name of UIFontDescriptor.SymbolicTraits), UIFont.fontDescriptor, UIFontDescriptor.symbolicTraits, UIFontDescriptor.withSymbolicTraits(_:), UIFont(descriptor:size:)
// Expect: no documented value
// note: the app was written for Swift 4 (iOS 11 SDK), where `UIFontDescriptor.SymbolicTraits` was spelled `UIFontDescriptorSymbolicTraits`; copied as is
import Typography

extension UIFont {

    func addingTraits(traits: UIFontDescriptorSymbolicTraits) -> UIFont {
        let newTraits = fontDescriptor.symbolicTraits.union(traits)
        guard let descriptor = fontDescriptor.withSymbolicTraits(newTraits)
            else { return self }
        return UIFont(descriptor: descriptor, size: 0)
    }

}
