// Source: https://github.com/glushchenko/fsnotes/blob/c69d4f178a616b6cc33c59adbd25eb04bf09dedc/FSNotesCore/Business/NoteAttachment.swift#L291-L315
// App: FSNotes (license: MIT)
// Uses: UIGraphicsBeginImageContextWithOptions, UIGraphicsEndImageContext, UIGraphicsGetCurrentContext, UIGraphicsGetImageFromCurrentImageContext, NSAttributedString.Key.backgroundColor, UIColor.setFill(), CGContext.fill(_:), String.draw(in:withAttributes:), UIImage
// Expect: no documented value
// wrapped: method of `extension NoteAttachment` inside `#if os(iOS)`; wrapped in `struct NoteAttachment { ... }` (the #if lines are not copied)
import Typography

struct NoteAttachment {
    // stub: copied from NoteAttachment.swift L138-L145 (pure geometry helper)
    private func calculateCenteredRect(textSize: CGSize, containerSize: CGSize) -> CGRect {
        return CGRect(
            x: (containerSize.width - textSize.width) / 2.0,
            y: (containerSize.height - textSize.height) / 2.0,
            width: textSize.width,
            height: textSize.height
        )
    }

    private func createImageIOS(
        text: String,
        imageSize: CGSize,
        attributes: [NSAttributedString.Key: Any],
        textSize: CGSize
    ) -> UIImage? {
        let imageRect = CGRect(origin: .zero, size: imageSize)

        UIGraphicsBeginImageContextWithOptions(imageRect.size, false, 0.0)
        defer { UIGraphicsEndImageContext() }

        guard let context = UIGraphicsGetCurrentContext() else {
            return nil
        }

        // Fill background
        (attributes[.backgroundColor] as? UIColor)?.setFill()
        context.fill(imageRect)

        // Draw centered text
        let textRect = calculateCenteredRect(textSize: textSize, containerSize: imageSize)
        text.draw(in: textRect, withAttributes: attributes)

        return UIGraphicsGetImageFromCurrentImageContext()
    }
}
