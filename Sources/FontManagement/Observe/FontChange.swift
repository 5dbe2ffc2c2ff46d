import Foundation

/// One change of the registered fonts, as observers see it (Core Text's
/// `kCTFontManagerRegisteredFontsChangedNotification`, with what changed).
///
/// JSON: `seq` (the registry's change number, increasing; null for the process scope), `kind`,
/// `scope`, `provider`, `postscriptNames`, `path`, `time` (ISO 8601), `note` (why, for changes made
/// by reconciliation; else null).
public struct FontChange: Sendable, Hashable, Codable {
    /// What happened to the fonts.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `installed` or `removed`: a font was registered or unregistered; `enabled` or `disabled`: a font was switched on or off.
        case installed, removed, enabled, disabled
    }

    /// The registry's change number (increasing); `nil` for the process scope.
    public var seq: Int?
    /// What happened.
    public var kind: Kind
    /// The scope of the fonts that changed.
    public var scope: RegistrationScope
    /// The provider whose fonts changed.
    public var provider: ProviderID
    /// The PostScript names of the faces that changed.
    public var postscriptNames: [String]
    /// The font file's path, when it has one.
    public var path: String?
    /// When the change was made.
    public var time: Date
    /// Why, for a change made by reconciliation; else `nil`.
    public var note: String?

    /// A change of `kind` to `provider`'s fonts in `scope`.
    public init(seq: Int?, kind: Kind, scope: RegistrationScope, provider: ProviderID, postscriptNames: [String],
                path: String?, time: Date, note: String? = nil) {
        self.seq = seq
        self.kind = kind
        self.scope = scope
        self.provider = provider
        self.postscriptNames = postscriptNames
        self.path = path
        self.time = time
        self.note = note
    }

    enum CodingKeys: String, CodingKey { case seq, kind, scope, provider, postscriptNames, path, time, note }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(seq: try c.decodeIfPresent(Int.self, forKey: .seq), kind: try c.decode(Kind.self, forKey: .kind),
                  scope: try c.decode(RegistrationScope.self, forKey: .scope), provider: try c.decode(ProviderID.self, forKey: .provider),
                  postscriptNames: try c.decode([String].self, forKey: .postscriptNames),
                  path: try c.decodeIfPresent(String.self, forKey: .path),
                  time: Timestamp.parse(try c.decode(String.self, forKey: .time)) ?? Date(timeIntervalSince1970: 0),
                  note: try c.decodeIfPresent(String.self, forKey: .note))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(seq, forKey: .seq)
        try c.encode(kind, forKey: .kind)
        try c.encode(scope, forKey: .scope)
        try c.encode(provider, forKey: .provider)
        try c.encode(postscriptNames, forKey: .postscriptNames)
        try c.encode(path, forKey: .path)
        try c.encode(Timestamp.format(time), forKey: .time)
        try c.encode(note, forKey: .note)
    }

    /// Whether the change can make a font available (an install or an enabling).
    public var addsFonts: Bool { kind == .installed || kind == .enabled }
}
