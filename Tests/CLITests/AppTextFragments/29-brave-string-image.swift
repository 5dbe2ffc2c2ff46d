// Source: https://github.com/brave/brave-ios/blob/398f8b763aa88cdc23289138863d62f05b2c2a23/Sources/BraveShared/Extensions/StringExtensions.swift#L44-L62
// App: Brave iOS (license: MPL-2.0)
// Uses: UIFont.systemFont(ofSize:), String.size(withAttributes:), UIGraphicsImageRenderer(size:), UIGraphicsImageRendererContext.cgContext, UIGraphicsImageRendererContext.fill(_:), UIColor.clear, NSString.draw(in:withAttributes:) via AnyObject, NSAttributedString.Key.font
// Expect: no documented value
// note: the original calls draw through `(self as AnyObject)` (Objective-C dynamic member lookup), which has no Linux equivalent
import Typography

extension String {
  
  /// Image generation from String with changing font size
  /// - Parameter fontSize: Desired Font Size
  /// - Returns: Image generated from the String
  public func image(fontSize: CGFloat = 28.0) -> UIImage {
    let font = UIFont.systemFont(ofSize: fontSize)
    let size = self.size(withAttributes: [.font: font])
    
    return UIGraphicsImageRenderer(size: size).image { context in
      context.cgContext.setFillColor(UIColor.clear.cgColor)
      context.cgContext.setStrokeColor(UIColor.clear.cgColor)
      context.fill(CGRect(origin: .zero, size: size))
      
      (self as AnyObject).draw(in: CGRect(origin: .zero, size: size), withAttributes: [.font: font])
    }
  }
  
}
