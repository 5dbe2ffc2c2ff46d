#if !canImport(CoreText)
import FontFile
import FontManagement
import Foundation
import SafeFile
import TypographyAppKit
import TypographyUIKit

/// Core Graphics' data provider: the bytes of a font file, from memory or from a file.
public final class CGDataProvider: @unchecked Sendable {
    // @unchecked: immutable.
    let data: Data
    /// The file the bytes came from, when they did.
    let url: URL?

    /// A provider of `data`'s bytes.
    public init?(data: CFData) {
        self.data = data as Data
        url = nil
    }

    /// A provider of a file's bytes; nil when it cannot be read.
    public init?(url: CFURL) {
        guard let d = try? Data(contentsOf: url as URL) else { return nil }
        data = d
        self.url = url as URL
    }

    /// A provider of a file's bytes, by path; nil when it cannot be read.
    public convenience init?(filename: String) {
        self.init(url: NSURL(fileURLWithPath: filename))
    }
}

/// Core Graphics' font: the first face of a font file's bytes, read with FontFile. The graphics
/// font of a font with no readable face (``CTFontCopyGraphicsFont(_:_:)`` on a machine without
/// fonts) is empty: no names, no metrics, and it cannot be registered.
public final class CGFont: @unchecked Sendable {
    // @unchecked: immutable.
    let data: Data
    let info: FaceInfo?
    let url: URL?

    /// The empty graphics font.
    init() {
        data = Data()
        info = nil
        url = nil
    }

    /// The font in a provider's bytes; nil when they are not a font file FontFile reads.
    public init?(_ provider: CGDataProvider) {
        let scan = FontScanner.scan([UInt8](provider.data))
        guard let first = scan.faces.first else { return nil }
        data = provider.data
        info = first
        url = provider.url
    }

    /// The face's PostScript name.
    public var postScriptName: CFString? { info?.postscriptName.map { NSString(string: $0) } }
    /// The face's full name.
    public var fullName: CFString? { info?.fullName.map { NSString(string: $0) } }
    /// The face's units per em.
    public var unitsPerEm: Int32 { Int32(info?.metrics.unitsPerEm ?? 0) }
    /// The face's ascent, in font units.
    public var ascent: Int32 { Int32(info?.metrics.ascender ?? 0) }
    /// The face's descent, in font units (negative below the baseline).
    public var descent: Int32 { Int32(info?.metrics.descender ?? 0) }
}

/// The graphics font of a font's face (Core Text's `CTFontCopyGraphicsFont`); `attributes` is
/// accepted and not used. The empty graphics font when the face drawn for the font cannot be read.
public func CTFontCopyGraphicsFont(_ font: CTFont, _ attributes: UnsafeMutablePointer<CTFontDescriptor?>?) -> CGFont {
    guard let face = font.face, let provider = CGDataProvider(filename: face.path), let graphics = CGFont(provider) else {
        return CGFont()
    }
    return graphics
}

/// Registers a graphics font for this process (Core Text's `CTFontManagerRegisterGraphicsFont`):
/// its file, or for bytes made in memory a private copy of them under the user's runtime or cache
/// folder, is registered in the process scope, as FontManagement registers files. False, with
/// the error, when it cannot be.
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let info = font.info else {
        error?.pointee = Unmanaged.passRetained(coreTextError(.invalidFontData, "the graphics font has no face", urls: []))
        return false
    }
    let url: URL
    if let file = font.url {
        url = file
    } else {
        let env = ProcessInfo.processInfo.environment
        let base = env["XDG_RUNTIME_DIR"] ?? env["XDG_CACHE_HOME"] ?? (NSTemporaryDirectory() as String)
        let folder = URL(fileURLWithPath: base).appendingPathComponent("typography-graphics-fonts-\(getpid())")
        let name = (info.postscriptName ?? "font").filter { $0.isLetter || $0.isNumber || $0 == "-" }
        url = folder.appendingPathComponent("\(name.isEmpty ? "font" : name).\(font.data.starts(with: [0x4F, 0x54, 0x54, 0x4F]) ? "otf" : "ttf")")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try AtomicFile.write(Array(font.data), to: url.path)
        } catch let e {
            error?.pointee = Unmanaged.passRetained(coreTextError(.registrationFailed, "\(url.path): cannot write: \(e)", urls: [url]))
            return false
        }
    }
    let errors = registerFonts([url], scope: .process, enabled: true)
    if let first = errors.first { error?.pointee = Unmanaged.passRetained(first) }
    return errors.isEmpty
}

/// Unregisters a graphics font registered by ``CTFontManagerRegisterGraphicsFont(_:_:)``.
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let name = font.info?.postscriptName else { return false }
    let errors = unregisterFonts([font.url?.path ?? name], urls: font.url.map { [$0] } ?? [], scope: .process)
    if let first = errors.first { error?.pointee = Unmanaged.passRetained(first) }
    return errors.isEmpty
}

/// Core Text's `CTFontOptions`.
public struct CTFontOptions: OptionSet, Sendable {
    /// Core Text's bits.
    public let rawValue: UInt
    /// Options from Core Text's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No options.
    public static let `default` = CTFontOptions([])
    /// Do not activate a font on demand (no font here is activated on demand).
    public static let preventAutoActivation = CTFontOptions(rawValue: 1 << 0)
    /// Prefer system fonts.
    public static let preferSystemFont = CTFontOptions(rawValue: 1 << 2)
}

/// A font for a descriptor with options (Core Text's `CTFontCreateWithFontDescriptorAndOptions`):
/// as ``CTFontCreateWithFontDescriptor(_:_:_:)``; the options change nothing here.
public func CTFontCreateWithFontDescriptorAndOptions(_ descriptor: CTFontDescriptor, _ size: CGFloat,
                                                     _ matrix: UnsafeRawPointer?, _ options: CTFontOptions) -> CTFont {
    CTFontCreateWithFontDescriptor(descriptor, size, matrix)
}
#endif
