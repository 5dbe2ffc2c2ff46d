// 04 — Drawing attributed text into an image and a PDF, as UIKit code does.
import Typography

func snippet_04() -> [String: Double] {
    let style = NSMutableParagraphStyle()
    style.lineBreakMode = .byTruncatingTail
    style.allowsDefaultTighteningForTruncation = true
    let title = NSMutableAttributedString(string: "Typography ", attributes: [
        .font: UIFont.preferredFont(forTextStyle: .headline),
        .foregroundColor: UIColor(red: 0, green: 0.478, blue: 1, alpha: 1),
        .paragraphStyle: style,
    ])
    title.append(NSAttributedString(string: "on every platform", attributes: [
        .font: UIFont.systemFont(ofSize: 17, weight: .regular, width: .condensed),
        .kern: 0.5,
    ]))
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 44), format: format)
    let image = renderer.image { context in
        title.draw(in: CGRect(x: 8, y: 8, width: 184, height: 28))
    }
    let png = image.pngData() ?? Data()
    let pdf = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792)).pdfData { context in
        context.beginPage()
        title.draw(at: CGPoint(x: 72, y: 72))
    }
    return ["pngWidth": Double(image.size.width), "pngHasBytes": png.count > 8 ? 1 : 0,
            "pdfHasBytes": pdf.starts(with: Array("%PDF".utf8)) ? 1 : 0, "length": Double(title.length)]
}
