// Source: https://github.com/duckduckgo/iOS/blob/7b3f6010d27a3a69fe92a2ad698543f2e67c8900/DuckDuckGo/BrowsingMenu/BrowsingMenuEntryViewCell.swift#L46-L54
// App: DuckDuckGo iOS (license: Apache-2.0)
// Uses: NSString.boundingRect(with:options:attributes:context:), NSString.DrawingOptions.usesFontLeading, NSString.DrawingOptions.usesLineFragmentOrigin, NSAttributedString.Key.font, UIFont.systemFont(ofSize:)
// Expect: no documented value
// wrapped: static method of DuckDuckGo's BrowsingMenuEntryViewCell (a UITableViewCell); wrapped in `enum BrowsingMenuEntryViewCell { ... }`
import Typography

enum BrowsingMenuEntryViewCell {
    
    static func preferredWidth(for text: String) -> CGFloat {
        
        let size = (text as NSString).boundingRect(with: CGSize(width: 1000, height: 22),
                                                   options: [.usesFontLeading, .usesLineFragmentOrigin],
                                                   attributes: [.font: UIFont.appFont(ofSize: 17)],
                                                   context: nil)
        
        return size.width + 90 // Left Margin + Icon width + Spacing + Right Margin
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
