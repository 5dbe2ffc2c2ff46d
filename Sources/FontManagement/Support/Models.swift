import FontFile
import Foundation

/// Where a registration takes effect, as Core Text's `CTFontManagerScope`.
public enum RegistrationScope: String, Sendable, Hashable, Codable, CaseIterable {
    /// This process only: its catalog queries, matching and drawing (see ``ProcessFontRegistry``).
    /// Nothing is copied or written; the registration ends with the process.
    case process
    /// Every app of the user: the file is copied into the provider's folder under the user's
    /// fontconfig font directory, recorded in the registry, and fontconfig's cache refreshed.
    case user
}

/// How much one provider may install. "There is not like a hard number for it" (WWDC19): these are
/// the documented defaults, overridable per manager (and in the tool by
/// `TYPOGRAPHY_PROVIDER_MAX_FONTS`, `TYPOGRAPHY_PROVIDER_MAX_BYTES`, `TYPOGRAPHY_MAX_FONT_FILE_BYTES`).
public struct ManagementLimits: Sendable, Hashable, Codable {
    /// Font files per provider and scope: 1000.
    public var maxFontsPerProvider: Int
    /// Bytes of font files per provider and scope: 1 GiB.
    public var maxBytesPerProvider: Int
    /// One font file: 256 MiB.
    public var maxFileBytes: Int

    /// Limits of `maxFontsPerProvider` files and `maxBytesPerProvider` bytes per provider and scope, and `maxFileBytes` per file.
    public init(maxFontsPerProvider: Int = 1000, maxBytesPerProvider: Int = 1 << 30, maxFileBytes: Int = 256 << 20) {
        self.maxFontsPerProvider = maxFontsPerProvider
        self.maxBytesPerProvider = maxBytesPerProvider
        self.maxFileBytes = maxFileBytes
    }

    /// The documented defaults: 1000 files and 1 GiB per provider and scope, 256 MiB per file.
    public static let standard = ManagementLimits()

    /// The defaults with the environment's overrides (positive integers only; others are ignored).
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> ManagementLimits {
        var l = ManagementLimits()
        func value(_ key: String) -> Int? { env[key].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } }
        if let v = value("TYPOGRAPHY_PROVIDER_MAX_FONTS") { l.maxFontsPerProvider = v }
        if let v = value("TYPOGRAPHY_PROVIDER_MAX_BYTES") { l.maxBytesPerProvider = v }
        if let v = value("TYPOGRAPHY_MAX_FONT_FILE_BYTES") { l.maxFileBytes = v }
        return l
    }
}

/// One registered font file: every face of it, owned by one provider.
///
/// JSON: `provider`, `scope`, `path` (the installed copy; for process scope the file registered),
/// `sourceName` (the file name it was registered from), `postscriptNames` (one per face),
/// `families`, `sha256`, `bytes`, `format`, `enabled`, `installedAt` (ISO 8601).
public struct RegisteredFont: Sendable, Hashable, Codable {
    /// The provider that registered the font.
    public var provider: ProviderID
    /// Where the registration takes effect.
    public var scope: RegistrationScope
    /// The installed copy's path; for the process scope, the file registered.
    public var path: String
    /// The file name the font was registered from.
    public var sourceName: String
    /// The PostScript names of the file's faces, one per face.
    public var postscriptNames: [String]
    /// The family names of the file's faces.
    public var families: [String]
    /// The SHA-256 digest of the file's content, in lowercase hex.
    public var sha256: String
    /// The file's size, in bytes.
    public var bytes: Int
    /// The file's container format.
    public var format: FontFormat
    /// Whether the font is enabled (in the provider's folder of enabled fonts).
    public var enabled: Bool
    /// When the font was registered.
    public var installedAt: Date

    enum CodingKeys: String, CodingKey {
        case provider, scope, path, sourceName, postscriptNames, families, sha256, bytes, format, enabled, installedAt
    }

    /// A registered font with every field given.
    public init(provider: ProviderID, scope: RegistrationScope, path: String, sourceName: String, postscriptNames: [String],
                families: [String], sha256: String, bytes: Int, format: FontFormat, enabled: Bool, installedAt: Date) {
        self.provider = provider
        self.scope = scope
        self.path = path
        self.sourceName = sourceName
        self.postscriptNames = postscriptNames
        self.families = families
        self.sha256 = sha256
        self.bytes = bytes
        self.format = format
        self.enabled = enabled
        self.installedAt = installedAt
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(provider: try c.decode(ProviderID.self, forKey: .provider), scope: try c.decode(RegistrationScope.self, forKey: .scope),
                  path: try c.decode(String.self, forKey: .path), sourceName: try c.decode(String.self, forKey: .sourceName),
                  postscriptNames: try c.decode([String].self, forKey: .postscriptNames),
                  families: try c.decode([String].self, forKey: .families), sha256: try c.decode(String.self, forKey: .sha256),
                  bytes: try c.decode(Int.self, forKey: .bytes), format: try c.decode(FontFormat.self, forKey: .format),
                  enabled: try c.decode(Bool.self, forKey: .enabled),
                  installedAt: Timestamp.parse(try c.decode(String.self, forKey: .installedAt)) ?? Date(timeIntervalSince1970: 0))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(provider, forKey: .provider)
        try c.encode(scope, forKey: .scope)
        try c.encode(path, forKey: .path)
        try c.encode(sourceName, forKey: .sourceName)
        try c.encode(postscriptNames, forKey: .postscriptNames)
        try c.encode(families, forKey: .families)
        try c.encode(sha256, forKey: .sha256)
        try c.encode(bytes, forKey: .bytes)
        try c.encode(format, forKey: .format)
        try c.encode(enabled, forKey: .enabled)
        try c.encode(Timestamp.format(installedAt), forKey: .installedAt)
    }
}

/// What happened to one file of a registration batch.
///
/// JSON: `file` (as given), `status` (`installed`, `alreadyInstalled`, `refused`), `font` (the
/// registered font, or null), `error` (`{kind, message}`, or null).
public struct RegistrationResult: Sendable, Hashable, Codable {
    /// The outcome for the file.
    public enum Status: String, Sendable, Hashable, Codable {
        /// Registered now.
        case installed
        /// The provider had already registered this very file (same content): nothing to do.
        case alreadyInstalled
        /// Refused before anything was installed: ``error`` says why.
        case refused
    }

    /// The file, as given.
    public var file: String
    /// What happened to it.
    public var status: Status
    /// The registered font, when the file was installed or already was.
    public var font: RegisteredFont?
    /// Why the file was refused, when it was.
    public var error: FontManagementError?

    /// The outcome `status` for `file`.
    public init(file: String, status: Status, font: RegisteredFont? = nil, error: FontManagementError? = nil) {
        self.file = file
        self.status = status
        self.font = font
        self.error = error
    }

    enum CodingKeys: String, CodingKey { case file, status, font, error }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(status, forKey: .status)
        try c.encode(font, forKey: .font)
        try c.encode(error, forKey: .error)
    }

    /// Whether the file is registered (now or before): the status is not `refused`.
    public var succeeded: Bool { status != .refused }
}

/// What the user is asked to agree to before a user-scope install: which provider installs which
/// fonts for every app of the user.
public struct ConsentRequest: Sendable, Hashable {
    /// The provider that asks to install.
    public var provider: ProviderID
    /// The scope of the install (always `user` when consent is asked).
    public var scope: RegistrationScope
    /// The files that passed every check, as given.
    public var files: [String]
    /// Their faces' PostScript names.
    public var postscriptNames: [String]
    /// Their faces' family names.
    public var families: [String]
}

/// Answers a ``ConsentRequest``: true to install. Called once per batch, only for the user scope
/// and only when some file passed the checks.
public typealias ConsentHandler = @Sendable (ConsentRequest) -> Bool

/// ISO 8601 with milliseconds, UTC: `2024-05-01T12:00:00.123Z`.
enum Timestamp {
    /// Now, to the millisecond (what the registry and JSON keep).
    static func now() -> Date { Date(timeIntervalSince1970: (Date().timeIntervalSince1970 * 1000).rounded() / 1000) }

    static func format(_ d: Date) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return f.string(from: d)
    }

    static func parse(_ s: String) -> Date? {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return f.date(from: s)
    }
}
