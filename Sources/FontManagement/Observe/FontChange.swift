import Foundation

/// One change of the registered fonts, as observers see it (Core Text's
/// `kCTFontManagerRegisteredFontsChangedNotification`, with what changed).
///
/// JSON: `seq` (the registry's change number, increasing; null for the process scope), `kind`,
/// `scope`, `provider`, `postscriptNames`, `path`, `time` (ISO 8601), `note` (why, for changes made
/// by reconciliation; else null).
public struct FontChange: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case installed, removed, enabled, disabled
    }

    public var seq: Int?
    public var kind: Kind
    public var scope: RegistrationScope
    public var provider: ProviderID
    public var postscriptNames: [String]
    public var path: String?
    public var time: Date
    public var note: String?

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
