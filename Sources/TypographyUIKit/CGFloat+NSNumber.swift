#if !canImport(ObjectiveC)
import Foundation

extension CGFloat: @retroactive _ObjectiveCBridgeable {
    // Apple's platforms bridge `CGFloat` to `NSNumber` as they bridge `Double`, so text code
    // writes `kern as NSNumber` for `.kern`'s value and reads `value as? CGFloat` back. Foundation
    // on Linux bridges `Double` and `Int` but not `CGFloat`; this is the same bridge.
    /// The value as an `NSNumber` (a double).
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    /// The number's value as a `CGFloat`.
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    /// The number's value as a `CGFloat`; every number has one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    /// The number's value as a `CGFloat` (0 for nil).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
#endif
