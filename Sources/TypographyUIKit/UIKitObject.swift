import Foundation

/// The common superclass of the value classes of Apple's text names here (`UIFont`, `NSFont`,
/// `UIColor`, `NSParagraphStyle`, `NSShadow`, `NSTextAttachment`): an `NSObject`, as they are on
/// Apple's platforms, so that a dictionary literal of them (`[.font: font, .paragraphStyle: style]`)
/// infers `[Key: NSObject]`, `is NSObject` holds, and Foundation stores them in attribute runs as
/// themselves rather than in a box.
///
/// ## The word CoreFoundation reads
/// swift-corelibs-foundation's CoreFoundation takes the first stored word of any Swift object it
/// is handed as a CF object header, and reads a type ID from its bits 8–17
/// (`__CFTypeIDFromInfo`). Foundation's own classes put a `_CFInfo` there; other `NSObject`
/// subclasses, and the `__SwiftValue` box that holds a value that is not an `NSObject`, have
/// whatever their first stored property holds: for the box, the address of a fresh allocation.
/// When both objects `CFEqual` compares read as type 0, "not a type", it does not pass them on to
/// Swift's `isEqual` but calls the "not a type" class's callback, which halts the process
/// (`__HALT`, SIGILL). `NSMutableAttributedString` calls `CFEqual` on the attribute values of
/// adjacent runs each time a run is added, so a string built run by run with fonts, colours or
/// styles could halt, depending on where allocations fell: replaying the RTF fuzzing corpus
/// (1,340 documents) through `NSAttributedString(data:options:documentAttributes:)` in one process
/// halted in about one run in three, and in none of 40 with this header.
///
/// So the first stored word here is a header with type ID 1 (CoreFoundation's generic "CFType"):
/// any ID but 0 whose registered class is not this one makes `CFEqual` and `CFHash` call Swift's
/// `isEqual` and `hash`, which the subclasses override. On Apple's platforms the word is unused.
open class UIKitObject: NSObject, @unchecked Sendable {
    // @unchecked: it holds one constant; each subclass says what it is.

    /// A CoreFoundation header for type ID 1 (bits 8–17); see the type's documentation. It must
    /// stay the first stored property of the class.
    private let coreFoundationHeader: UInt64 = 1 << 8

    /// An object with nothing of its own.
    public override init() {
        super.init()
    }
}
