/// The common superclass of the value classes of Apple's text names here (`UIFont`, `NSFont`,
/// `UIColor`, `NSParagraphStyle`, `NSShadow`), which share `NSObject` on Apple's platforms: a
/// dictionary literal of them (`[.font: font, .paragraphStyle: style, .foregroundColor: color]`)
/// then infers this common type as it infers `NSObject` there, instead of failing to compile. It is
/// not `NSObject` itself because Foundation on Linux halts when it compares two distinct
/// `NSObject`s of adjacent attribute runs (the DocC article "Apple's names on Linux").
open class UIKitObject: @unchecked Sendable {
    // @unchecked: it holds nothing; each subclass says what it is.
    /// An object with nothing of its own.
    public init() {}
}
