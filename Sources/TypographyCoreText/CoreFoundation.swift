#if !canImport(CoreText)
import Foundation

// Core Foundation's types as Core Text's Swift API spells them, where Core Foundation is not
// public (Foundation on Linux keeps it internal). Each is the Foundation class Apple's platforms
// toll-free bridge it to, so Apple's spellings compile unchanged: `"Helvetica" as CFString`,
// `urls as CFArray`, `kCTFontAttributeName as NSAttributedString.Key`, `error as Error`.

/// Core Foundation's string: Foundation's `NSString` (toll-free bridged on Apple's platforms).
/// Core Text's string constants (`kCTFontAttributeName`…) are `nonisolated(unsafe)`: an `NSString`
/// made from a literal is never mutated, but Foundation does not mark `NSString` `Sendable`.
public typealias CFString = NSString
/// Core Foundation's array: `NSArray`.
public typealias CFArray = NSArray
/// Core Foundation's dictionary: a Swift dictionary of any keys, as Apple's platforms bridge a
/// `CFDictionary` (`as Dictionary`, `as? [String: Any]`, `as NSDictionary` and a literal's
/// `as CFDictionary` all compile). Not `NSDictionary`: Foundation on Linux cannot coerce an
/// `NSDictionary` with `as Dictionary`, which is how Swift code reads Core Text's dictionaries.
public typealias CFDictionary = [AnyHashable: Any]
/// Core Foundation's URL: `NSURL`.
public typealias CFURL = NSURL
/// Core Foundation's data: `NSData`.
public typealias CFData = NSData
/// Core Foundation's error: `NSError`.
public typealias CFError = NSError
/// Core Foundation's attributed string: `NSAttributedString`.
public typealias CFAttributedString = NSAttributedString
/// Core Foundation's mutable attributed string: `NSMutableAttributedString`.
public typealias CFMutableAttributedString = NSMutableAttributedString
/// Core Foundation's index and count type.
public typealias CFIndex = Int
/// Core Foundation's notification name (`CFNotificationName`'s raw value): `CFString`.
public typealias CFNotificationNameRaw = CFString
/// A UTF-16 code unit.
public typealias UniChar = UInt16
/// A glyph index in a font.
public typealias CGGlyph = UInt16

/// Core Foundation's range: a location and a length, in UTF-16 code units.
public struct CFRange: Sendable, Hashable {
    /// The first index.
    public var location: CFIndex
    /// How many.
    public var length: CFIndex
    /// The range `location` + `length`.
    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
    /// The empty range at 0: the whole string where Core Text takes a range.
    public init() { self.init(location: 0, length: 0) }
}

/// Core Foundation's `CFRangeMake`.
public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange {
    CFRange(location: location, length: length)
}

/// Core Foundation's `CFErrorGetCode`.
public func CFErrorGetCode(_ error: CFError) -> CFIndex { error.code }
/// Core Foundation's `CFErrorGetDomain`.
public func CFErrorGetDomain(_ error: CFError) -> CFString? { NSString(string: error.domain) }
/// Core Foundation's `CFErrorCopyDescription`.
public func CFErrorCopyDescription(_ error: CFError) -> CFString? { NSString(string: error.localizedDescription) }

extension NSString: @retroactive _HasCustomAnyHashableRepresentation {
    // Apple's platforms hash an `NSString` in `AnyHashable` as the `String` it holds, so a
    // dictionary keyed by Core Text's constants (`kCTFontWeightTrait`, a `CFString`) answers a
    // `String` key and a `CFString` key alike. Foundation on Linux does not, and a lookup of
    // `traits[kCTFontWeightTrait]` in a dictionary keyed by strings would miss.
    /// The string as a Swift `String`.
    public func _toCustomAnyHashable() -> AnyHashable? { AnyHashable(String(describing: self)) }
}

extension NSNotification.Name: @retroactive _ObjectiveCBridgeable {
    // Foundation's bridging on Linux, as `NSAttributedString.Key` has it: a `CFString` constant
    // such as `kCTFontManagerRegisteredFontsChangedNotification` becomes a notification name by
    // `as NSNotification.Name`, as on Apple's platforms.
    /// The name as an `NSString`.
    public func _bridgeToObjectiveC() -> NSString { NSString(string: rawValue) }
    /// A name from an `NSString`.
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout NSNotification.Name?) {
        result = NSNotification.Name(String(describing: source))
    }
    /// A name from an `NSString`; always succeeds.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout NSNotification.Name?) -> Bool {
        result = NSNotification.Name(String(describing: source))
        return true
    }
    /// A name from an optional `NSString` (empty for nil).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> NSNotification.Name {
        NSNotification.Name(source.map { String(describing: $0) } ?? "")
    }
}
#endif
