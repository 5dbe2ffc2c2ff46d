// 01 — An attributed paragraph measured as UIKit measures it, with only `import Typography`
// (no `import Foundation`: UIKit re-exports it, and so does Typography).
//
// Apple's calls: NSMutableParagraphStyle, NSAttributedString(string:attributes:),
// UIFont.preferredFont(forTextStyle:), boundingRect(with:options:context:).
// Expected on an iOS device at the default size (Large): body's line height is 22 points
// (WWDC20 "The details of UI typography", seed 000: body "has 22-point line height"), so two
// lines of body are 44 points tall.
import Typography

func snippet_01() -> [String: Double] {
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = .center
    paragraph.lineBreakMode = .byWordWrapping
    let attributes: [NSAttributedString.Key: Any] = [
        .font: UIFont.preferredFont(forTextStyle: .body),
        .paragraphStyle: paragraph,
        .foregroundColor: UIColor.label,
    ]
    let text = NSAttributedString(string: "First line\nSecond line", attributes: attributes)
    let rect = text.boundingRect(with: CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude),
                                 options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    let body = UIFont.preferredFont(forTextStyle: .body)
    return ["height": Double(ceil(rect.height)), "lineHeight": Double(body.lineHeight)]
}
