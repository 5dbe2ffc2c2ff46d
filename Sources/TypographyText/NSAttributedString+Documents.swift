#if !canImport(UIKit)
import Foundation
import TextScaling
import TypographyUIKit

/// Apple's `NSTextScalingType` (UIKit/AppKit `NSAttributedString.h`): the size convention a
/// document's font sizes were chosen in (WWDC19 "Font Management and Text Scaling").
public enum NSTextScalingType: Int, Sendable, Hashable, CaseIterable {
    /// Body text is 13 pt: macOS and other platforms, Linux included.
    case standard = 0
    /// Body text is 17 pt: iOS and iPadOS.
    case iOS = 1

    /// The same scaling in TextScaling's terms.
    public var textScaling: TextScalingType { self == .iOS ? .iOS : .standard }
    /// The scaling of TextScaling's `scaling`.
    public init(_ scaling: TextScalingType) { self = scaling == .iOS ? .iOS : .standard }
}

extension NSAttributedString {
    /// Apple's document types. Raw values are AppKit's (`NSRTF`, `NSPlainText`…).
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// A document type from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Rich Text Format: read and written.
        public static let rtf = DocumentType(rawValue: "NSRTF")
        /// Plain text: read and written.
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// RTF with attachments: not read here (an error names it).
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
        /// HTML: not read here (Apple reads it through WebKit; an error names it).
        public static let html = DocumentType(rawValue: "NSHTML")
    }

    /// Apple's reading options. Raw values: AppKit's (`DocumentType`, `CharacterEncoding`,
    /// `DefaultAttributes`), and the Objective-C constants' names for the text-scaling options.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// A key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The ``NSAttributedString/DocumentType`` to read; without it, RTF when the data starts with `{\rtf`, else plain text.
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// Plain text's encoding (a `String.Encoding` raw value, `UInt`); UTF-8 when absent.
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// Plain text's attributes (`[NSAttributedString.Key: Any]`).
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
        /// The scaling the sizes are wanted in (``NSTextScalingType``): the document's sizes are
        /// converted into it (17 pt iOS body becomes 13 pt standard). Standard when absent, as off
        /// Apple's platforms the framework's own scaling is the standard one.
        public static let targetTextScaling = DocumentReadingOptionKey(rawValue: "NSTargetTextScalingDocumentOption")
        /// The scaling the document's sizes are in, overriding its `\cocoatextscaling` tag.
        public static let sourceTextScaling = DocumentReadingOptionKey(rawValue: "NSSourceTextScalingDocumentOption")
    }

    /// Apple's document attributes. Raw values as for ``DocumentReadingOptionKey``.
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// A key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The document type (``NSAttributedString/DocumentType``).
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        /// Plain text's encoding.
        public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
        /// Reading: the scaling the document's sizes are stored in. Writing: the scaling to tag the
        /// document with (`\cocoatextscaling`).
        public static let textScaling = DocumentAttributeKey(rawValue: "NSTextScalingDocumentAttribute")
        /// Writing, with ``textScaling``: the scaling the string's sizes are in now; they are
        /// converted into ``textScaling`` on save.
        public static let sourceTextScaling = DocumentAttributeKey(rawValue: "NSSourceTextScalingDocumentAttribute")
    }

    /// Reads a document (AppKit's and UIKit's `init(data:options:documentAttributes:)`): RTF through
    /// the package's one RTF reader, with text scaling (WWDC19 "Font Management and Text
    /// Scaling"), or plain text. `documentAttributes` receives the document's attributes: its type
    /// and, for RTF, its ``DocumentAttributeKey/textScaling``.
    ///
    /// Linux spells the last parameter `UnsafeMutablePointer<NSDictionary?>?`, since
    /// `AutoreleasingUnsafeMutablePointer` needs Objective-C; `&dictionary` and `nil` pass as on
    /// Apple's platforms.
    public convenience init(data: Data, options: [DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let read = try DocumentReader.read(data, options: options)
        dict?.pointee = read.attributes as NSDictionary
        self.init(attributedString: read.string)
    }

    /// Reads a document from a file (AppKit's `init(url:options:documentAttributes:)`).
    public convenience init(url: URL, options: [DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DocumentError.unreadable(url.path, error.localizedDescription)
        }
        try self.init(data: data, options: options, documentAttributes: dict)
    }

    /// The range as a document (`data(from:documentAttributes:)`): RTF (the default) or plain text
    /// (UTF-8). With ``DocumentAttributeKey/textScaling`` the RTF is tagged with that scaling;
    /// with ``DocumentAttributeKey/sourceTextScaling`` too, its sizes are converted from the one
    /// to the other on save (17 pt iOS becomes 13 pt standard).
    public func data(from range: NSRange, documentAttributes dict: [DocumentAttributeKey: Any] = [:]) throws -> Data {
        guard range.location >= 0, range.length >= 0, range.location + range.length <= length else {
            throw DocumentError.badRange(range, length)
        }
        let part = attributedSubstring(from: range)
        let type = dict[.documentType] as? DocumentType ?? .rtf
        switch type {
        case .rtf: return RTFWriter.data(part, attributes: dict)
        case .plain: return Data(part.string.utf8)
        default: throw DocumentError.unsupported(type.rawValue)
        }
    }

    /// The range as RTF (`rtf(from:documentAttributes:)`); nil for a range outside the string.
    public func rtf(from range: NSRange, documentAttributes dict: [DocumentAttributeKey: Any] = [:]) -> Data? {
        var attributes = dict
        attributes[.documentType] = DocumentType.rtf
        return try? data(from: range, documentAttributes: attributes)
    }
}

/// Why a document could not be read or written: one line naming the input and the reason.
public struct DocumentError: Error, CustomStringConvertible, Sendable {
    /// The message.
    public let description: String

    static func unreadable(_ path: String, _ why: String) -> DocumentError { DocumentError(description: "\(path): cannot read: \(why)") }
    static func unsupported(_ type: String) -> DocumentError {
        DocumentError(description: "document type \(type): not supported (rtf and plain text are)")
    }
    static func badRange(_ range: NSRange, _ length: Int) -> DocumentError {
        DocumentError(description: "range {\(range.location), \(range.length)}: outside the string of length \(length)")
    }
    static func badRTF(_ error: RTFError) -> DocumentError { DocumentError(description: "RTF: \(error)") }
    static func badText(_ encoding: String.Encoding) -> DocumentError {
        DocumentError(description: "plain text: not valid in encoding \(encoding)")
    }
}
#endif
