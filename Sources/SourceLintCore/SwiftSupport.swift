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
    /// The functions and computed properties a Swift file declares that return a Dynamic Type
    /// size, each with the largest it returns (nil: one not always a literal size).
    package let typeSizes: @Sendable (_ text: String) -> [String: DynamicTypeSize?]

    package init(read: @escaping @Sendable (String, String, Platform?, Platform?, Platform, SwiftShared) -> ReaderOutput,
                 isValid: @escaping @Sendable (String) -> Bool,
                 helpers: @escaping @Sendable (String, String) -> [String: [SwiftFontHelper]],
                 fontMemberUses: @escaping @Sendable (String, Set<String>) -> [String: Bool] = { _, _ in [:] },
                 typeSizes: @escaping @Sendable (String) -> [String: DynamicTypeSize?] = { _ in [:] }) {
        self.read = read
        self.isValid = isValid
        self.helpers = helpers
        self.fontMemberUses = fontMemberUses
        self.typeSizes = typeSizes
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
    /// Properties and functions of the Swift files linted together that are one check of the
    /// device (`static var isTV: Bool { current.userInterfaceIdiom == .tv }`), by name: a branch
    /// on `UIDevice.isTV` is code for that device, as one on the comparison written out is.
    package var deviceChecks: [String: DeviceCheck]
    /// Type properties that every Swift file linted together declares as one number or a choice
    /// of two, by name (`static let miniFontSize: CGFloat = 10`): a size read as
    /// `Values.miniFontSize` in another file is those numbers. A name declared anywhere with
    /// other values, or with another expression, is not here.
    package var sizeConstants: [String: [Double]]
    /// Functions and computed properties that every Swift file linted together declares as
    /// returning Dynamic Type sizes, all literal, with the largest, by name
    /// (`func getFontSize() -> DynamicTypeSize { switch self { … } }`): a size read from one in
    /// another file (`.environment(\.dynamicTypeSize, setting.getFontSize())`) is at most that.
    package var typeSizes: [String: DynamicTypeSize] = [:]

    /// A comparison of `userInterfaceIdiom` with one idiom (`tv`, `pad`): `equal` for `==`.
    package struct DeviceCheck: Sendable, Hashable {
        package var idiom: String
        package var equal: Bool
    }

    package init(helpers: [String: [SwiftFontHelper]] = [:], imageMembers: Set<String> = [], imageFonts: Set<String> = [],
                 deviceChecks: [String: DeviceCheck] = [:], sizeConstants: [String: [Double]] = [:],
                 typeSizes: [String: DynamicTypeSize] = [:]) {
        self.typeSizes = typeSizes
        self.helpers = helpers
        self.imageMembers = imageMembers
        self.imageFonts = imageFonts
        self.deviceChecks = deviceChecks
        self.sizeConstants = sizeConstants
    }

    private static let typeProperty = try? NSRegularExpression(pattern: #"\bstatic\s+(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\b([^\n;]*)"#)
    /// `= 10`, `: CGFloat = 10.5`, `= CGFloat(10)`, `= isSmall ? CGFloat(8) : CGFloat(10)`,
    /// with a comment after it or not, and the braces that close a one-line type
    /// (`enum Metrics { static let size: CGFloat = 8 }`).
    private static let numberDeclaration: NSRegularExpression? = {
        let number = #"(?:(?:CGFloat|Double|Float)\(\s*)?(-?[0-9]+(?:\.[0-9]+)?)\s*\)?"#
        return try? NSRegularExpression(pattern: #"^\s*(?::\s*(?:CGFloat|Double|Float|Int)\s*)?=\s*(?:"#
            + number + #"|[^?=]+\?\s*"# + number + #"\s*:\s*"# + number + #")\s*\}*\s*(?://.*)?$"#)
    }()

    /// The type properties a Swift file declares, by name: the numbers of each declared as one
    /// number, or as a choice of two (`static let miniFontSize = isSmall ? CGFloat(8) :
    /// CGFloat(10)`); nil for one declared otherwise.
    package static func sizeConstants(in text: String) -> [String: [Double]?] {
        guard let re = typeProperty, let number = numberDeclaration else { return [:] }
        let ns = text as NSString
        var out: [String: [Double]?] = [:]
        for m in re.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let name = ns.substring(with: m.range(at: 1))
            let rest = ns.substring(with: m.range(at: 2))
            let r = rest as NSString
            var values: [Double]?
            if let found = number.firstMatch(in: rest, range: NSRange(location: 0, length: r.length)) {
                values = (1...3).compactMap { i in found.range(at: i).location == NSNotFound ? nil : Double(r.substring(with: found.range(at: i))) }
            }
            out[name] = (out[name] ?? values) == values ? values : .some(nil)
        }
        return out
    }

    private static let deviceCheck = try? NSRegularExpression(
        pattern: #"\b(?:var|func)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:\(\s*\))?\s*(?::\s*Bool|->\s*Bool)\s*\{\s*(?:return\s+)?(?:[A-Za-z_][A-Za-z0-9_.]*\.)?userInterfaceIdiom\s*(==|!=)\s*(?:UIUserInterfaceIdiom)?\.([a-zA-Z]+)\s*\}"#)

    /// The device checks a Swift file declares (``deviceChecks``), read from its text.
    package static func deviceChecks(in text: String) -> [String: DeviceCheck] {
        guard let re = deviceCheck else { return [:] }
        let ns = text as NSString
        var out: [String: DeviceCheck] = [:]
        for m in re.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            out[ns.substring(with: m.range(at: 1))] = DeviceCheck(idiom: ns.substring(with: m.range(at: 3)), equal: ns.substring(with: m.range(at: 2)) == "==")
        }
        return out
    }

    /// Whether a byte is an ASCII letter, digit or underscore (a Swift name's, for these scans).
    private static func isName(_ b: UInt8) -> Bool {
        (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 95
    }

    /// Whether a file may give a member to `.font(…)`: it has `.font(a.b)`, a value's member or a
    /// type's constant (`.font(Theme.Fonts.icon)`), maybe in SwiftUI's wrapper of a UIKit font
    /// (`.font(Font(Theme.icon))`).
    package static func mayUseFontMembers(_ text: String) -> Bool {
        // A byte scan: a regular expression over every file that has `.font(` cost about 0.1 s
        // of CPU of 0.9 s on Home Assistant for iOS (1,622 Swift files, release build).
        let bytes = Array(text.utf8)
        let needle = Array(".font(".utf8)
        let wrapper = Array("Font(".utf8)
        var k = 0
        while k + needle.count < bytes.count {
            guard bytes[k] == needle[0], bytes[k..<(k + needle.count)].elementsEqual(needle) else { k += 1; continue }
            var j = k + needle.count
            while j < bytes.count, bytes[j] == 32 { j += 1 }
            if j + wrapper.count < bytes.count, bytes[j..<(j + wrapper.count)].elementsEqual(wrapper) { j += wrapper.count }
            // A name, then one or more `.name`, then `)`.
            if j < bytes.count, isName(bytes[j]), !(bytes[j] >= 48 && bytes[j] <= 57) {
                while j < bytes.count, isName(bytes[j]) { j += 1 }
                var members = 0
                while j + 1 < bytes.count, bytes[j] == 46, isName(bytes[j + 1]) {
                    j += 1
                    members += 1
                    while j < bytes.count, isName(bytes[j]) { j += 1 }
                }
                while j < bytes.count, bytes[j] == 32 { j += 1 }
                if members > 0, j < bytes.count, bytes[j] == 41 { return true }
            }
            k += needle.count
        }
        return false
    }

    /// The types a Swift file declares names with, by name: properties and locals with a type
    /// annotation (`var keepAliveImage: Image`), functions' return types (`func icon() -> Image`)
    /// and the labels of returned tuples (`-> (image: Image, color: Color)`). With `only`, just
    /// those names. A scan of each line's bytes, not a parse: a declaration it misreads gets a
    /// type that is not `Image`, so its name is not an image member; one split over lines is
    /// not seen.
    package static func declaredTypes(_ text: String, only: Set<String>? = nil) -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        let b = Array(text.utf8)
        func skipBlanks(_ k: inout Int) { while k < b.count, b[k] == 32 || b[k] == 9 { k += 1 } }
        func name(_ k: inout Int) -> String? {
            let s = k
            while k < b.count, isName(b[k]) { k += 1 }
            return k > s ? String(decoding: b[s..<k], as: UTF8.self) : nil
        }
        func type(_ k: inout Int) -> String? {
            let s = k
            while k < b.count, isName(b[k]) || b[k] == 46 { k += 1 }
            return k > s ? String(decoding: b[s..<k], as: UTF8.self) : nil
        }
        func record(_ n: String, _ t: String) {
            if only.map({ $0.contains(n) }) ?? true { out[n, default: []].insert(t) }
        }
        var k = 0
        while k < b.count {
            // A keyword at a word boundary: `var`, `let` or `func`, then a blank.
            guard b[k] == 118 || b[k] == 108 || b[k] == 102, k == 0 || !isName(b[k - 1]) else { k += 1; continue }
            var j = k
            guard let keyword = name(&j), ["var", "let", "func"].contains(keyword), j < b.count, b[j] == 32 else { k = max(j, k + 1); continue }
            skipBlanks(&j)
            guard let declared = name(&j) else { k = j; continue }
            if keyword != "func" {
                skipBlanks(&j)
                if j < b.count, b[j] == 58 {
                    j += 1
                    skipBlanks(&j)
                    if let t = type(&j) { record(declared, t) }
                }
                k = j
                continue
            }
            // A function: its return type, on the line of its name, before its body.
            var m = j
            while m + 1 < b.count, b[m] != 10, b[m] != 123, !(b[m] == 45 && b[m + 1] == 62) { m += 1 }
            guard m + 1 < b.count, b[m] == 45, b[m + 1] == 62 else { k = m; continue }
            m += 2
            skipBlanks(&m)
            if m < b.count, b[m] == 40 {
                record(declared, "(tuple)")
                // The tuple's labels and their types.
                m += 1
                while m < b.count, b[m] != 41, b[m] != 10 {
                    skipBlanks(&m)
                    guard let label = name(&m) else { m += 1; continue }
                    skipBlanks(&m)
                    guard m < b.count, b[m] == 58 else { continue }
                    m += 1
                    skipBlanks(&m)
                    if let t = type(&m) { record(label, t) }
                    while m < b.count, b[m] != 44, b[m] != 41, b[m] != 10 { m += 1 }
                    if m < b.count, b[m] == 44 { m += 1 }
                }
            } else if let t = type(&m) {
                record(declared, t)
            }
            k = m
        }
        return out
    }

    /// The names declared as an `Image` in some file whose every declaration, in all the files
    /// (`declared(only:)` gives a file's declarations of those names), is an `Image`.
    package static func imageMembers(candidates files: [[String: Set<String>]],
                                     declared: (Set<String>) -> [[String: Set<String>]]) -> Set<String> {
        var candidates = Set<String>()
        for file in files {
            for (name, types) in file where types.contains("Image") || types.contains("SwiftUI.Image") { candidates.insert(name) }
        }
        guard !candidates.isEmpty else { return [] }
        var types: [String: Set<String>] = [:]
        for file in declared(candidates) { types.merge(file) { $0.union($1) } }
        return Set(candidates.filter { types[$0, default: []].isSubset(of: ["Image", "SwiftUI.Image"]) })
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
    /// A `View` modifier that sets the font (`.fontSize(13)`), not a function that returns one.
    package var modifier = false

    package init(label: String?, position: Int, swiftUI: Bool, scales: Bool, weight: FontWeight?, place: String) {
        self.label = label
        self.position = position
        self.swiftUI = swiftUI
        self.scales = scales
        self.weight = weight
        self.place = place
    }

    /// Whether a file may define a helper: a function that returns a font (`-> Font`, `-> UIFont`,
    /// `-> NSFont`), or a view in an extension of `View` or `Text` (a modifier). Other files are
    /// not parsed for helpers.
    package static func mayDefine(_ text: String) -> Bool {
        let extendsViews = ["extension View", "extension SwiftUI.View", "extension Text"].contains { text.utf8.hasBytes($0) }
        let bytes = Array(text.utf8)
        var k = 0
        while k + 1 < bytes.count {
            if bytes[k] == UInt8(ascii: "-"), bytes[k + 1] == UInt8(ascii: ">") {
                var j = k + 2
                while j < bytes.count, bytes[j] == UInt8(ascii: " ") { j += 1 }
                for name in ["Font", "UIFont", "NSFont", "SwiftUI.Font"] where bytes[j...].starts(with: name.utf8) { return true }
                if extendsViews, bytes[j...].starts(with: "some View".utf8) || bytes[j...].starts(with: "some SwiftUI.View".utf8) { return true }
                k = j
            } else {
                k += 1
            }
        }
        return false
    }
}
