#if !canImport(AppKit)
import Foundation
import TypographyAppKit
import TypographyUIKit

/// A font of one of Apple's other font types (AppKit's `NSFont`, Core Text's `CTFont`) that the
/// text API lays out as the UIKit font it holds: an attributed string's `.font` may be any of them.
public protocol UIFontRepresentable {
    /// The same font in UIKit's shape.
    var uiFont: UIFont { get }
}

extension NSFont: UIFontRepresentable {}

/// AppKit's names that need the font files: the metrics of the face the catalog chooses, as
/// `UIFont`'s (see `UIFont`'s extension for which tables they come from).
extension NSFont {
    /// The face's `hhea` ascender at this size, in points above the baseline.
    public var ascender: CGFloat { uiFont.ascender }
    /// The face's `hhea` descender at this size: negative, in points below the baseline.
    public var descender: CGFloat { uiFont.descender }
    /// The face's `hhea` line gap, or what a text style's published line height adds.
    public var leading: CGFloat { uiFont.leading }
    /// The face's cap height at this size.
    public var capHeight: CGFloat { uiFont.capHeight }
    /// The face's x-height at this size.
    public var xHeight: CGFloat { uiFont.xHeight }

    /// A font by name at a size (AppKit's `init?(name:size:)`): nil when no installed face has
    /// that family, PostScript or full name. A size of 0 or less is ``TypographyAppKit/NSFont/systemFontSize`` (13 pt).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let font = UIFont(name: fontName, size: fontSize > 0 ? fontSize : NSFont.systemFontSize),
              let made = NSFont(descriptor: NSFontDescriptor(name: font.fontName, size: font.pointSize), size: font.pointSize)
        else { return nil }
        self.init(uiFont: made.uiFont)
    }
}
#endif
