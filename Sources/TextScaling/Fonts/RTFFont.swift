/// One entry of a document's font table: `{\fonttbl\f0\fswiss\fcharset0 Helvetica;…}`.
public struct RTFFont: Sendable, Hashable, Codable {
    /// The number after `\f` that the document refers to the font by; `nil` if the entry had none.
    public let index: Int?
    /// The name as written (Cocoa writes PostScript names: `Helvetica-Bold`, `.SFUI-Semibold`).
    public let name: String
    /// The font family class: `nil`, `roman`, `swiss`, `modern`, `script`, `decor`, `tech`, `bidi`
    /// (from `\fnil`, `\froman`…).
    public let family: String?
    /// `\fcharsetN`.
    public let charset: Int?
    /// What an Apple private system name (".SFUI-Semibold") stands for; `nil` for other names.
    public let systemFont: SystemFontName?

    /// An entry of `name`, with its `\fN` index, family class and charset; ``systemFont`` is worked out from the name.
    public init(index: Int?, name: String, family: String? = nil, charset: Int? = nil) {
        self.index = index
        self.name = name
        self.family = family
        self.charset = charset
        self.systemFont = SystemFontName(fontName: name)
    }
}

/// Tells whether the font a document names is installed. The font catalog implements it; this
/// module only defines the question, so that it stays free of any dependency.
///
/// Return `nil` when the answer is not known (not checked): a report then shows the font as
/// "not checked", never as available or missing.
public protocol FontAvailability: Sendable {
    /// Whether `font` is installed; `nil` when not known.
    func isAvailable(_ font: RTFFont) -> Bool?
}

/// Checks nothing: every font is "not checked". The default until a catalog is wired in.
public struct UncheckedFontAvailability: FontAvailability {
    /// A check that knows nothing.
    public init() {}
    public func isAvailable(_ font: RTFFont) -> Bool? { nil }
}

/// Availability answered by a closure (for a catalog lookup, or a fixed list in tests).
public struct FontAvailabilityCheck: FontAvailability {
    private let body: @Sendable (RTFFont) -> Bool?

    /// A check that asks `body`.
    public init(_ body: @escaping @Sendable (RTFFont) -> Bool?) { self.body = body }

    public func isAvailable(_ font: RTFFont) -> Bool? { body(font) }
}

extension FontAvailability where Self == UncheckedFontAvailability {
    /// The check that checks nothing (``UncheckedFontAvailability``).
    public static var unchecked: UncheckedFontAvailability { UncheckedFontAvailability() }
}

/// A document's fonts with their availability.
public struct RTFFontReport: Sendable, Hashable {
    /// One font of the table and its availability.
    public struct Entry: Sendable, Hashable {
        /// The font table entry.
        public let font: RTFFont
        /// `nil`: not checked.
        public let available: Bool?
        /// Whether the document's text refers to the font (`\fN` outside the font table).
        public let used: Bool
    }

    /// The fonts of the font table, in table order.
    public let entries: [Entry]

    /// The fonts known to be missing; `nil` unless every font was checked.
    public var missing: [RTFFont]? {
        guard entries.allSatisfy({ $0.available != nil }) else { return nil }
        return entries.filter { $0.available == false }.map(\.font)
    }
}
