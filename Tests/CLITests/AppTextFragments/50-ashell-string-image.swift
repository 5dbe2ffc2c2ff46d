// Source: https://github.com/holzschu/a-shell/blob/1107632c266f215024b81216c25c2dc20094f74c/Util/String%2BC.swift#L32-L43
// App: a-Shell (license: BSD-3-Clause)
// Uses: NSString.size(withAttributes:), UIGraphicsImageRenderer(size:), UIGraphicsImageRenderer.image(actions:), NSString.draw(in:withAttributes:), NSAttributedString.Key
// Expect: no documented value
// wrapped: member of `extension String`; wrapped in `extension String { ... }`
import Typography

extension String {
    func image(withAttributes attributes: [NSAttributedString.Key: Any]? = nil, size: CGSize? = nil) -> UIImage? {
        let textSize = (self as NSString).size(withAttributes: attributes)
        var size = size ?? textSize
        if (textSize.width > size.width) {
            size.width = textSize.width
        }
        let origin = CGPoint(x:size.width/2 - textSize.width/2, y: size.height/2 - textSize.height/2)
        return UIGraphicsImageRenderer(size: size).image { (context) in
            (self as NSString).draw(in: CGRect(origin: origin, size: size),
                                    withAttributes: attributes)
        }
    }
}
