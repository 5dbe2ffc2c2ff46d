#if !canImport(UIKit)
import Foundation

extension NSTextStorage {
    /// What an edit changed: the characters, the attributes or both (UIKit's
    /// `NSTextStorage.EditActions`, AppKit's `NSTextStorageEditActions`).
    public struct EditActions: OptionSet, Sendable, Hashable {
        /// The raw bits, as Apple's.
        public let rawValue: UInt
        /// Actions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters changed.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// The text as its primitives give it (`string` and `attributes(at:effectiveRange:)`), so a
    /// subclass with its own backing store is laid out from that store: Foundation on Linux copies
    /// an attributed string from its own storage, which such a subclass leaves empty.
    func snapshot() -> NSAttributedString {
        let text = string
        let copy = NSMutableAttributedString(string: text)
        let length = (text as NSString).length
        var at = 0
        while at < length {
            var range = NSRange(location: 0, length: 0)
            let attributes = self.attributes(at: at, effectiveRange: &range)
            let end = max(at + 1, min(length, NSMaxRange(range)))
            if !attributes.isEmpty { copy.setAttributes(attributes, range: NSRange(location: at, length: end - at)) }
            at = end
        }
        return copy
    }
}

/// AppKit's name of the edit actions.
public typealias NSTextStorageEditActions = NSTextStorage.EditActions

/// Told when a text storage processes its edits (TextKit's `NSTextStorageDelegate`); both
/// methods do nothing unless implemented.
public protocol NSTextStorageDelegate: AnyObject {
    /// Before the edits are processed.
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
    /// After the edits are processed.
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    /// Does nothing.
    public func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
    /// Does nothing.
    public func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
}
#endif
