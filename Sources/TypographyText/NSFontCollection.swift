#if !canImport(AppKit)
import Foundation
import TypographyAppKit
import TypographyUIKit

/// AppKit's font collection: a named set of font descriptors. The system's collections are the
/// installed fonts (`.allFonts`) and the user's own (`.user`: the faces under the user's font
/// folders, `$XDG_DATA_HOME/fonts` and `~/.fonts`). Linux keeps no record of favourite or
/// recently used fonts, so those two collections do not exist here: `init?(name:)` gives nil
/// for them, as AppKit does for a collection that does not exist.
public final class NSFontCollection: @unchecked Sendable {
    // @unchecked: immutable.
    /// A collection's name, with AppKit's raw values.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A name from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Every installed font.
        public static let allFonts = Name(rawValue: "com.apple.AllFonts")
        /// The fonts the user installed.
        public static let user = Name(rawValue: "com.apple.UserFonts")
        /// The user's favourites (not kept on Linux).
        public static let favorites = Name(rawValue: "com.apple.Favorites")
        /// The fonts used lately (not kept on Linux).
        public static let recentlyUsed = Name(rawValue: "com.apple.Recents")
    }

    /// The fonts of the collection, one descriptor a face (its family and style), or nil when
    /// it has none.
    public let matchingDescriptors: [NSFontDescriptor]?

    /// A collection of the descriptors given.
    public init(descriptors queryDescriptors: [NSFontDescriptor]) {
        matchingDescriptors = queryDescriptors.isEmpty ? nil : queryDescriptors
    }

    /// A collection of the given descriptors (AppKit's `withDescriptors(_:)`).
    public static func withDescriptors(_ queryDescriptors: [NSFontDescriptor]) -> NSFontCollection {
        NSFontCollection(descriptors: queryDescriptors)
    }

    /// The system's collection of that name; nil for one that does not exist here.
    public convenience init?(name: Name) {
        let faces = TextFonts.shared.catalog.faces
        switch name {
        case .allFonts:
            self.init(descriptors: faces.map { NSFontCollection.descriptor(family: $0.typographicFamily ?? $0.family, style: $0.style) })
        case .user:
            let folders = NSFontCollection.userFolders()
            self.init(descriptors: faces.filter { face in folders.contains { face.path.hasPrefix($0) } }
                .map { NSFontCollection.descriptor(family: $0.typographicFamily ?? $0.family, style: $0.style) })
        default:
            return nil
        }
    }

    /// The names of the collections that exist here.
    public static var allFontCollectionNames: [Name] { [.allFonts, .user] }

    /// The user's font folders in fontconfig's default configuration, each ending in "/":
    /// `$XDG_DATA_HOME/fonts` (`~/.local/share/fonts` when unset or relative) and `~/.fonts`.
    static func userFolders() -> [String] {
        let env = ProcessInfo.processInfo.environment
        let home = env["HOME"] ?? NSHomeDirectory()
        let data = env["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
        return [data + "/fonts/", home + "/.fonts/"]
    }

    static func descriptor(family: String?, style: String?) -> NSFontDescriptor {
        var attributes: [NSFontDescriptor.AttributeName: Any] = [:]
        if let family { attributes[.family] = family }
        if let style { attributes[.face] = style }
        return NSFontDescriptor(fontAttributes: attributes)
    }
}

extension NSFontManager {
    /// The installed families, sorted (AppKit's `availableFontFamilies`): `UIFont.familyNames`.
    public var availableFontFamilies: [String] { UIFont.familyNames }

    /// The installed faces' PostScript names, sorted (AppKit's `availableFonts`).
    public var availableFonts: [String] {
        Set(TextFonts.shared.catalog.faces.compactMap { $0.postscriptName ?? $0.fullName }).sorted()
    }

    /// A family's faces (AppKit's `availableMembers(ofFontFamily:)`): for each, its PostScript
    /// name, its style name, its weight on AppKit's 0–15 scale and its traits' raw value; nil for a
    /// family that is not installed.
    public func availableMembers(ofFontFamily fam: String) -> [[Any]]? {
        let faces = TextFonts.shared.catalog.faces(ofFamily: fam)
        guard !faces.isEmpty else { return nil }
        return faces.map { face -> [Any] in
            let name = face.postscriptName ?? face.fullName ?? fam
            let font = NSFont(name: name, size: NSFont.systemFontSize) ?? NSFont.systemFont(ofSize: NSFont.systemFontSize)
            return [name, face.style ?? "Regular", weight(of: font), traits(of: font).rawValue]
        }
    }
}
#endif
