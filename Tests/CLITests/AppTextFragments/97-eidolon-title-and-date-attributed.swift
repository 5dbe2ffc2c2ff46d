// Source: https://github.com/artsy/eidolon/blob/44486ed9149f16b3eb3a5e687f99ae078309f4fe/Kiosk/App/Models/Artwork.swift#L94-L107
// App: Eidolon (Artsy auction kiosk) (license: MIT)
// Uses: NSMutableAttributedString(string:attributes:), NSAttributedStringKey.font (Swift 4 name of NSAttributedString.Key.font), NSAttributedString(string:attributes:), NSMutableAttributedString.append(_:), NSAttributedString.copy(), UIFont
// Expect: no documented value
// note: the app is written in Swift 4 (`NSAttributedStringKey`, renamed `NSAttributedString.Key` in Swift 4.2)
import Typography

private func titleAndDateAttributedString(_ title: String, dateString: String) -> NSAttributedString {
    let workTitle = title.isEmpty ? "Untitled" : title

    let workFont: UIFont? = UIFont.serifItalicFont(withSize: 16)
    let attributedString = NSMutableAttributedString(string: workTitle, attributes: workFont == nil ? nil : [NSAttributedStringKey.font : workFont!])
    
    if dateString.isNotEmpty {
        let dateFont: UIFont? = UIFont.serifFont(withSize: 16)
        let dateString = NSAttributedString(string: ", " + dateString, attributes: dateFont == nil ? nil : [NSAttributedStringKey.font : dateFont!])
        attributedString.append(dateString)
    }
    
    return attributedString.copy() as! NSAttributedString
}

// stub: the Artsy_UIFonts pod's serif fonts (a CocoaPods dependency, not in the repository), reduced to the two the fragment calls
extension UIFont {
    static func serifFont(withSize size: CGFloat) -> UIFont {
        return UIFont(name: "AGaramondPro-Regular", size: size) ?? UIFont.systemFont(ofSize: size)
    }
    static func serifItalicFont(withSize size: CGFloat) -> UIFont {
        return UIFont(name: "AGaramondPro-Italic", size: size) ?? UIFont.italicSystemFont(ofSize: size)
    }
}

// stub: the app's String helper (a one-line extension)
extension String {
    var isNotEmpty: Bool { return !isEmpty }
}
