// Source: https://github.com/home-assistant/iOS/blob/d722d7811aec72397d05837477c5f146943b6248/Sources/App/Templating/JinjaTextEditor.swift#L286-L334
// App: Home Assistant Companion for iOS (license: Apache-2.0)
// Uses: UIFont.preferredFont(forTextStyle:), NSString.size(withAttributes:), UIGraphicsImageRenderer(size:), UIGraphicsImageRenderer.image(actions:), UIColor.tertiarySystemFill, UIBezierPath(roundedRect:cornerRadius:), UIFont.lineHeight, NSMutableParagraphStyle.lineBreakMode, NSLineBreakMode.byTruncatingTail, NSString.draw(in:withAttributes:), NSAttributedString.Key.font, NSAttributedString.Key.foregroundColor, NSAttributedString.Key.paragraphStyle, UIColor.label, UIColor.secondaryLabel, UIFontDescriptor.addingAttributes(_:), UIFontDescriptor.TraitKey.weight, NSMutableParagraphStyle
// Expect: UIFont.preferredFont(forTextStyle: .footnote) is 13 pt and .caption2 is 11 pt at Large (Apple HIG 'Typography > Specifications' iOS Dynamic Type sizes at Large (default))
// wrapped: private methods of JinjaTextEditor.Coordinator; wrapped in `final class JinjaTextEditorCoordinator { ... }`
import Typography

// stub: JinjaEntityReference (Sources/App/Templating/JinjaEntityReference.swift), the two fields used
struct JinjaEntityReference {
    let name: String
    let subtitle: String?
}
// stub: copied from JinjaTextEditor.swift L366-L373 (fragment 26)
private extension UIFont {
    func withWeight(_ weight: UIFont.Weight) -> UIFont {
        let descriptor = fontDescriptor.addingAttributes([
            .traits: [UIFontDescriptor.TraitKey.weight: weight],
        ])
        return UIFont(descriptor: descriptor, size: pointSize)
    }
}

final class JinjaTextEditorCoordinator {
        private func pillImage(for reference: JinjaEntityReference) -> UIImage {
            let titleFont = UIFont.preferredFont(forTextStyle: .footnote).withWeight(.medium)
            let subtitleFont = UIFont.preferredFont(forTextStyle: .caption2)
            let horizontalPadding: CGFloat = 12
            let verticalPadding: CGFloat = 5
            let maxWidth: CGFloat = 165
            let titleWidth = (reference.name as NSString).size(withAttributes: [.font: titleFont]).width
            let subtitleWidth = reference.subtitle.map {
                ($0 as NSString).size(withAttributes: [.font: subtitleFont]).width
            } ?? 0
            let contentWidth = min(max(titleWidth, subtitleWidth), maxWidth - (horizontalPadding * 2))
            let hasSubtitle = reference.subtitle?.isEmpty == false
            let height: CGFloat = hasSubtitle ? 38 : 26
            let size = CGSize(width: contentWidth + (horizontalPadding * 2), height: height)
            let renderer = UIGraphicsImageRenderer(size: size)

            return renderer.image { _ in
                UIColor.tertiarySystemFill.setFill()
                UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: height / 2).fill()

                let titleRect = CGRect(
                    x: horizontalPadding,
                    y: hasSubtitle ? verticalPadding : 5,
                    width: contentWidth,
                    height: titleFont.lineHeight
                )
                draw(reference.name, in: titleRect, font: titleFont, color: .label)

                if let subtitle = reference.subtitle, !subtitle.isEmpty {
                    let subtitleRect = CGRect(
                        x: horizontalPadding,
                        y: verticalPadding + titleFont.lineHeight - 1,
                        width: contentWidth,
                        height: subtitleFont.lineHeight
                    )
                    draw(subtitle, in: subtitleRect, font: subtitleFont, color: .secondaryLabel)
                }
            }
        }

        private func draw(_ text: String, in rect: CGRect, font: UIFont, color: UIColor) {
            let paragraphStyle = NSMutableParagraphStyle()
            paragraphStyle.lineBreakMode = .byTruncatingTail
            (text as NSString).draw(in: rect, withAttributes: [
                .font: font,
                .foregroundColor: color,
                .paragraphStyle: paragraphStyle,
            ])
        }
}
