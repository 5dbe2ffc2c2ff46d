import Foundation
import TypeSystem

/// How Swift is read and checked. The core reads CSS, Android XML, Kotlin, Java and Dart with
/// readers of its own and needs no swift-syntax; the SourceLint module gives its swift-syntax
/// reader here, and its public entry points pass it. Without it, a Swift file is not linted
/// (a problem that names why).
package struct SwiftSupport: Sendable {
    /// Reads a Swift file: `text`, `path`, the platform `--platform` or a glob forces, the one its
    /// build gives, the fallback, and what the Swift files linted with it declare.
    package let read: @Sendable (_ text: String, _ path: String, _ forced: Platform?, _ built: Platform?, _ fallback: Platform,
                                 _ shared: SwiftShared) -> ReaderOutput
    /// Whether Swift text parses without an error: a fix that would break that is never written.
    package let isValid: @Sendable (_ text: String) -> Bool
    /// The font helpers a Swift file defines (``SwiftFontHelper``), by function name; `path` names
    /// the file in messages.
    package let helpers: @Sendable (_ text: String, _ path: String) -> [String: [SwiftFontHelper]]
    /// The members a Swift file gives to `.font(…)` (`.font(toast.symbolFont)`) or assigns to a
    /// `font`, by name: whether every such use there sizes only images (``SwiftShared/imageFonts``).
    package let fontMemberUses: @Sendable (_ text: String, _ imageMembers: Set<String>) -> [String: Bool]

    package init(read: @escaping @Sendable (String, String, Platform?, Platform?, Platform, SwiftShared) -> ReaderOutput,
                 isValid: @escaping @Sendable (String) -> Bool,
                 helpers: @escaping @Sendable (String, String) -> [String: [SwiftFontHelper]],
                 fontMemberUses: @escaping @Sendable (String, Set<String>) -> [String: Bool] = { _, _ in [:] }) {
        self.read = read
        self.isValid = isValid
        self.helpers = helpers
        self.fontMemberUses = fontMemberUses
    }
}

/// What the Swift files linted together declare that a file's reader needs: the font helpers,
/// and the members declared as images.
package struct SwiftShared: Sendable {
    /// The font helpers (``SwiftFontHelper``), by function name.
    package var helpers: [String: [SwiftFontHelper]]
    /// Names that every Swift file linted declares as an `Image` wherever it declares them: a
    /// property (`var keepAliveImage: Image`), a function's return (`func statusIcon() -> Image`)
    /// or a label of a returned tuple (`-> (image: Image, color: Color)`). A modifier chain that
    /// starts at such a member (`state.keepAliveImage.font(…)`) shows an image.
    package var imageMembers: Set<String>
    /// Font properties that the Swift files linted together use only to size images: every
    /// `.font(x.symbolFont)` is on a chain that shows only images, and no file assigns one to a
    /// `font`. A font given to such a property (`Toast(symbolFont: .system(size: 35))`) sizes a
    /// symbol.
    package var imageFonts: Set<String>

    package init(helpers: [String: [SwiftFontHelper]] = [:], imageMembers: Set<String> = [], imageFonts: Set<String> = []) {
        self.helpers = helpers
        self.imageMembers = imageMembers
        self.imageFonts = imageFonts
    }

    /// Whether a file may give a member of a value to `.font(…)`: it has `.font(a.b)` (a type's
    /// static member, `.font(Theme.icon)`, is the defining file's to judge).
    package static func mayUseFontMembers(_ text: String) -> Bool {
        // A byte scan: a regular expression over every file that has `.font(` cost about 0.1 s
        // of CPU of 0.9 s on Home Assistant for iOS (1,622 Swift files, release build).
        let bytes = Array(text.utf8)
        let needle = Array(".font(".utf8)
        func isName(_ b: UInt8) -> Bool { (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 95 }
        var k = 0
        while k + needle.count < bytes.count {
            guard bytes[k] == needle[0], bytes[k..<(k + needle.count)].elementsEqual(needle) else { k += 1; continue }
            var j = k + needle.count
            while j < bytes.count, bytes[j] == 32 { j += 1 }
            // A value's member: a lower-case name, a dot, a name, then `)`.
            if j < bytes.count, (bytes[j] >= 97 && bytes[j] <= 122) || bytes[j] == 95 {
                while j < bytes.count, isName(bytes[j]) { j += 1 }
                if j + 1 < bytes.count, bytes[j] == 46, isName(bytes[j + 1]) {
                    j += 1
                    while j < bytes.count, isName(bytes[j]) { j += 1 }
                    while j < bytes.count, bytes[j] == 32 { j += 1 }
                    if j < bytes.count, bytes[j] == 41 { return true }
                }
            }
            k += needle.count
        }
        return false
    }

    private static let property = try? NSRegularExpression(pattern: #"\b(?:var|let)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([A-Za-z_][A-Za-z0-9_.]*)"#)
    private static let function = try? NSRegularExpression(pattern: #"\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)[^{}]*?->\s*(\([^()]*\)|[A-Za-z_][A-Za-z0-9_.]*)"#)
    private static let label = try? NSRegularExpression(pattern: #"([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([A-Za-z_][A-Za-z0-9_.]*)"#)

    /// The types a Swift file declares its names with, by name: properties and locals with a
    /// type annotation, functions' return types, and the labels of returned tuples. A text scan,
    /// not a parse: a name it misreads gets a type that is not `Image`, and is not an image member.
    package static func declaredTypes(_ text: String) -> [String: Set<String>] {
        // Only a file that writes `: Image` or `-> Image` can declare one.
        guard text.utf8.hasBytes(": Image") || text.utf8.hasBytes("-> Image") || text.utf8.hasBytes(".Image") else { return [:] }
        var out: [String: Set<String>] = [:]
        let ns = text as NSString
        let all = NSRange(location: 0, length: ns.length)
        property?.enumerateMatches(in: text, range: all) { m, _, _ in
            guard let m else { return }
            out[ns.substring(with: m.range(at: 1)), default: []].insert(ns.substring(with: m.range(at: 2)))
        }
        function?.enumerateMatches(in: text, range: all) { m, _, _ in
            guard let m else { return }
            let returned = ns.substring(with: m.range(at: 2))
            out[ns.substring(with: m.range(at: 1)), default: []].insert(returned)
            guard returned.hasPrefix("(") else { return }
            let tuple = returned as NSString
            label?.enumerateMatches(in: returned, range: NSRange(location: 0, length: tuple.length)) { l, _, _ in
                guard let l else { return }
                out[tuple.substring(with: l.range(at: 1)), default: []].insert(tuple.substring(with: l.range(at: 2)))
            }
        }
        return out
    }

    /// The names whose every declaration, in all the files' ``declaredTypes(_:)``, is an `Image`.
    package static func imageMembers(_ files: [[String: Set<String>]]) -> Set<String> {
        var types: [String: Set<String>] = [:]
        for file in files { types.merge(file) { $0.union($1) } }
        return Set(types.compactMap { name, t in t.isSubset(of: ["Image", "SwiftUI.Image"]) ? name : nil })
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
