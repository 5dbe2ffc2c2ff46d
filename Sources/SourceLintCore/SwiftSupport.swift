import TypeSystem

/// How Swift is read and checked. The core reads CSS, Android XML, Kotlin, Java and Dart with
/// readers of its own and needs no swift-syntax; the SourceLint module gives its swift-syntax
/// reader here, and its public entry points pass it. Without it, a Swift file is not linted
/// (a problem that names why).
package struct SwiftSupport: Sendable {
    /// Reads a Swift file: `text`, `path`, the platform `--platform` or a glob forces, the one its
    /// build gives, the fallback, and the font helpers of the Swift files linted with it.
    package let read: @Sendable (_ text: String, _ path: String, _ forced: Platform?, _ built: Platform?, _ fallback: Platform,
                                 _ helpers: [String: [SwiftFontHelper]]) -> ReaderOutput
    /// Whether Swift text parses without an error: a fix that would break that is never written.
    package let isValid: @Sendable (_ text: String) -> Bool
    /// The font helpers a Swift file defines (``SwiftFontHelper``), by function name; `path` names
    /// the file in messages.
    package let helpers: @Sendable (_ text: String, _ path: String) -> [String: [SwiftFontHelper]]

    package init(read: @escaping @Sendable (String, String, Platform?, Platform?, Platform, [String: [SwiftFontHelper]]) -> ReaderOutput,
                 isValid: @escaping @Sendable (String) -> Bool,
                 helpers: @escaping @Sendable (String, String) -> [String: [SwiftFontHelper]]) {
        self.read = read
        self.isValid = isValid
        self.helpers = helpers
    }
}

/// A Swift function that makes a font of a size it is given
/// (`func appFont(_ size: CGFloat) -> Font { .system(size: size) }`): a call of it in another
/// file is judged at the call, with the size that call passes, as the font the function makes.
package struct SwiftFontHelper: Sendable, Hashable {
    /// The size parameter's argument label (nil: unlabeled), and its place among the unlabeled.
    package var label: String?
    package var position: Int
    /// What the function makes: `.system(size:)` (SwiftUI) or a UIKit/AppKit font.
    package var swiftUI: Bool
    /// Whether the font scales: `UIFontMetrics…scaledFont(for:)`, `Font.custom(_:size:)` (relative
    /// to Body, or to `relativeTo:`).
    package var scales: Bool
    /// The weight it gives, when it names one.
    package var weight: FontWeight?
    /// Where it is defined, `path:line`, for messages.
    package var place: String
    /// Every parameter's argument label, in order (nil: unlabeled): a call that passes a label
    /// the function does not have calls another function.
    package var labels: [String?] = []

    package init(label: String?, position: Int, swiftUI: Bool, scales: Bool, weight: FontWeight?, place: String) {
        self.label = label
        self.position = position
        self.swiftUI = swiftUI
        self.scales = scales
        self.weight = weight
        self.place = place
    }

    /// Whether a file may define a helper: a function that returns a font (`-> Font`, `-> UIFont`,
    /// `-> NSFont`). Other files are not parsed for helpers.
    package static func mayDefine(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var k = 0
        while k + 1 < bytes.count {
            if bytes[k] == UInt8(ascii: "-"), bytes[k + 1] == UInt8(ascii: ">") {
                var j = k + 2
                while j < bytes.count, bytes[j] == UInt8(ascii: " ") { j += 1 }
                for name in ["Font", "UIFont", "NSFont", "SwiftUI.Font"] where bytes[j...].starts(with: name.utf8) { return true }
                k = j
            } else {
                k += 1
            }
        }
        return false
    }
}
