// Source: https://github.com/brave/brave-ios/blob/398f8b763aa88cdc23289138863d62f05b2c2a23/Sources/Brave/Frontend/Browser/Favorites/FavoritesHelper.swift#L36-L58
// App: Brave iOS (license: MPL-2.0)
// Uses: UIGraphicsImageRenderer(size:), UIGraphicsImageRendererContext.cgContext, NSMutableParagraphStyle, NSTextAlignment.center, UIFont(name:size:), UIFont.systemFont(ofSize:weight:), UIFont.Weight.thin, NSAttributedString.Key.font, NSAttributedString.Key.paragraphStyle, NSAttributedString.Key.backgroundColor, NSString(string:), NSString.size(withAttributes:), NSString.draw(at:withAttributes:)
// Expect: no documented value
// wrapped: static method of Brave's FavoritesHelper; wrapped in `enum FavoritesHelper { ... }`
import Typography

enum FavoritesHelper {
  static func fallbackIcon(withLetter letter: String, color: UIColor, andSize iconSize: CGSize) -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: iconSize)
    return renderer.image { ctx in
      let rectangle = CGRect(x: 0, y: 0, width: iconSize.width, height: iconSize.height)

      ctx.cgContext.addRect(rectangle)
      ctx.cgContext.setFillColor(color.cgColor)
      ctx.cgContext.drawPath(using: .fillStroke)

      let paragraphStyle = NSMutableParagraphStyle()
      paragraphStyle.alignment = .center

      let attrs = [
        NSAttributedString.Key.font: UIFont(name: "HelveticaNeue-Thin", size: iconSize.height - 90) ?? UIFont.systemFont(ofSize: iconSize.height - 90, weight: UIFont.Weight.thin),
        NSAttributedString.Key.paragraphStyle: paragraphStyle,
        NSAttributedString.Key.backgroundColor: UIColor.clear,
      ]

      let string: NSString = NSString(string: letter.uppercased())
      let size = string.size(withAttributes: attrs)
      string.draw(at: CGPoint(x: (iconSize.width - size.width) / 2, y: (iconSize.height - size.height) / 2), withAttributes: attrs)
    }
  }
}
