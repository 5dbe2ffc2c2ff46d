// Source: https://github.com/duckduckgo/iOS/blob/7b3f6010d27a3a69fe92a2ad698543f2e67c8900/DuckDuckGo/ImportPasswordsViewModel.swift#L132-L141
// App: DuckDuckGo iOS (license: Apache-2.0)
// Uses: UIFont.boldSystemFont(ofSize:), NSAttributedString.Key.font, NSString.size(withAttributes:)
// Expect: no documented value
import Typography

private extension String {

    func width() -> CGFloat {
        let font = UIFont.boldAppFont(ofSize: 16)
        let attributes = [NSAttributedString.Key.font: font]
        let size = (self as NSString).size(withAttributes: attributes)
        return size.width
    }

}

// stub: copied from DuckDuckGo/UIFontExtension.swift L22-L39 (the app font the fragment calls)
extension UIFont {

    public static func appFont(ofSize size: CGFloat) -> UIFont {
        return UIFont.systemFont(ofSize: size)
    }

    public static func lightAppFont(ofSize size: CGFloat) -> UIFont {
        return UIFont.systemFont(ofSize: size, weight: UIFont.Weight.light)
    }

    public static func semiBoldAppFont(ofSize size: CGFloat) -> UIFont {
        return UIFont.systemFont(ofSize: size, weight: UIFont.Weight.semibold)
    }

    public static func boldAppFont(ofSize size: CGFloat) -> UIFont {
        return UIFont.boldSystemFont(ofSize: size)
    }
}
