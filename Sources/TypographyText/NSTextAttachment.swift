#if !canImport(UIKit)
import Foundation
import TextLayout
import TypographyUIKit

/// TextKit's attachment: an image set in a line of text in place of the object replacement
/// character (U+FFFC), as wide as its bounds, raised by their origin's y above the baseline, and
/// drawn there. The line is at least as tall as the attachment.
public final class NSTextAttachment: UIKitObject, @unchecked Sendable {
    // @unchecked: set up before it is laid out, as in UIKit.
    /// The character an attachment stands on in the text (U+FFFC).
    public static let character = 0xFFFC
    /// The image drawn.
    public var image: UIImage?
    /// Where the image goes, from the glyph's origin on the baseline (y up, as UIKit's); the
    /// image's own size at the baseline when zero (UIKit's default).
    public var bounds: CGRect = .zero
    /// The data the attachment was made from, when it was.
    public var contents: Data?
    /// The uniform type of ``contents``.
    public var fileType: String?

    /// An attachment with no image yet.
    public override init() {}

    /// An attachment of an image (UIKit's `init(image:)`).
    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// An attachment of data of a type (UIKit's `init(data:ofType:)`); PNG data is its image.
    public convenience init(data contentData: Data?, ofType uti: String?) {
        self.init()
        contents = contentData
        fileType = uti
        image = contentData.flatMap { UIImage(data: $0) }
    }

    /// The box the attachment takes in a line: ``bounds``, or the image's size at the baseline
    /// when they are zero (UIKit's `attachmentBounds(for:proposedLineFragment:glyphPosition:characterIndex:)`).
    public var layoutBounds: CGRect {
        if bounds != .zero { return bounds }
        return CGRect(origin: .zero, size: image?.size ?? .zero)
    }

    var inlineObject: InlineObject {
        let b = layoutBounds
        return InlineObject(width: Double(b.width), ascent: Double(b.maxY), descent: Double(-b.minY))
    }
}

extension NSAttributedString.Key {
    /// An attachment (``NSTextAttachment``) on U+FFFC.
    public static var attachment: NSAttributedString.Key { NSAttributedString.Key("NSAttachment") }
}

extension NSAttributedString {
    /// One object replacement character carrying the attachment (UIKit's `init(attachment:)`).
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(Character(Unicode.Scalar(UInt32(NSTextAttachment.character)) ?? "\u{FFFC}")),
                  attributes: [.attachment: attachment])
    }
}
#endif
