// Every libxml2 call of the package goes through this file: the Android XML reader's parse.
internal import CLibXML2
import Foundation

/// What the Android XML reader hears from libxml2, in document order.
protocol XMLEventHandler: AnyObject {
    /// A start tag, with its attributes as written (`android:textSize`), and the UTF-8 offset in
    /// the document where libxml2 stands when the tag's attributes are read: at its `>` or `/>`.
    func startElement(_ name: String, attributes: [(name: String, value: String)], tagEnd: Int)
    func endElement(_ name: String)
    /// Text and CDATA inside elements.
    func characters(_ text: String)
    /// A comment's text and the offset just past its `-->`.
    func comment(_ text: String, end: Int)
}

/// Why libxml2 could not read a document: the first fatal error, where it found it.
struct XMLReadError: Equatable {
    var line: Int
    var column: Int
    var message: String
}

/// libxml2's SAX2 parser over a document in memory.
///
/// - Nothing is fetched and no entity is expanded into the document: no network
///   (`XML_PARSE_NONET`), no external subset (no `XML_PARSE_DTDLOAD`), no entity substitution
///   (no `XML_PARSE_NOENT`); libxml2 checks each internal entity once, with its own limits on
///   amplification, so an entity bomb ends in a fatal error, not in gigabytes.
/// - No message reaches the terminal: errors go to a structured handler of the parse (which keeps
///   the first fatal one), and the thread's generic channel is silenced.
/// - The declared encoding is ignored (`XML_PARSE_IGNORE_ENC`): the text is UTF-8 already, and
///   offsets count its bytes.
/// - Processing instructions are parsed as the XML specification says and dropped.
/// - The parser context and the document it starts (the DTD's declarations) are freed on every
///   path, whether the document is well-formed or not.
enum LibXML2 {
    /// libxml2's global state, set up once before any thread parses (its documentation asks for it).
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parses `bytes` (UTF-8), calling `handler` on each event. Nil when the document is
    /// well-formed; otherwise the first fatal error (the events before it were delivered).
    static func parse(_ bytes: [UInt8], into handler: XMLEventHandler) -> XMLReadError? {
        guard initialized else { return nil }
        typography_xml_silence_thread()
        guard !bytes.isEmpty else { return XMLReadError(line: 1, column: 1, message: "Document is empty") }
        guard bytes.count < Int(Int32.max) else { return XMLReadError(line: 1, column: 1, message: "the document is larger than libxml2 reads") }
        let made = bytes.withUnsafeBufferPointer { b -> xmlParserCtxtPtr? in
            guard let base = b.baseAddress else { return nil }
            return UnsafeRawPointer(base).withMemoryRebound(to: CChar.self, capacity: b.count) {
                xmlCreateMemoryParserCtxt($0, Int32(b.count))
            }
        }
        guard let ctxt = made else { return XMLReadError(line: 1, column: 1, message: "libxml2 could not start a parser (out of memory)") }
        // The state owns the context from here, and frees it (and its document) when it goes.
        let state = ParseState(handler: handler, ctxt: ctxt)
        return withExtendedLifetime(state) { parse(state) }
    }

    /// Parses with `state`'s context, which stays alive throughout.
    private static func parse(_ state: ParseState) -> XMLReadError? {
        let ctxt = state.ctxt
        var sax = xmlSAXHandler()
        // libxml2's own SAX2 handlers keep the DTD's declarations (entities, attribute defaults)
        // in the document they start, so that a reference to a declared entity is well-formed.
        xmlSAXVersion(&sax, 2)
        sax.startElementNs = { ctx, localname, prefix, _, _, _, count, _, attributes in
            guard let state = ParseState.of(ctx) else { return }
            var list: [(name: String, value: String)] = []
            if let attributes, count > 0 {
                list.reserveCapacity(Int(count))
                for k in 0..<Int(count) {
                    // Five pointers an attribute: local name, prefix, URI, value, end of value.
                    let name = LibXML2.qualified(attributes[5 * k], attributes[5 * k + 1])
                    var value = ""
                    if let start = attributes[5 * k + 3], let end = attributes[5 * k + 4], end >= start {
                        value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                    }
                    list.append((name, value))
                }
            }
            state.handler.startElement(LibXML2.qualified(localname, prefix), attributes: list, tagEnd: typography_xml_offset(state.ctxt))
        }
        sax.endElementNs = { ctx, localname, prefix, _ in
            guard let state = ParseState.of(ctx) else { return }
            state.handler.endElement(LibXML2.qualified(localname, prefix))
        }
        let characters: charactersSAXFunc = { ctx, ch, length in
            guard let state = ParseState.of(ctx), let ch, length > 0 else { return }
            state.handler.characters(String(decoding: UnsafeBufferPointer(start: ch, count: Int(length)), as: UTF8.self))
        }
        sax.characters = characters
        sax.ignorableWhitespace = characters
        sax.cdataBlock = characters
        sax.comment = { ctx, value in
            guard let state = ParseState.of(ctx), let value else { return }
            state.handler.comment(String(cString: value), end: typography_xml_offset(state.ctxt))
        }
        // An entity reference stays a reference (nothing is substituted); instructions are dropped.
        sax.reference = { _, _ in }
        sax.processingInstruction = { _, _, _ in }
        sax.serror = { data, error in
            guard let data, let error else { return }
            let ctx = data.assumingMemoryBound(to: xmlParserCtxt.self)
            guard let state = ParseState.of(ctx), state.first == nil, error.pointee.level == XML_ERR_FATAL else { return }
            state.first = XMLReadError(line: Int(error.pointee.line), column: Int(error.pointee.int2),
                                       message: LibXML2.message(error.pointee.message))
        }
        // The context's handler was allocated with it (and is freed with it): filled in place.
        ctxt.pointee.sax.pointee = sax
        ctxt.pointee._private = Unmanaged.passUnretained(state).toOpaque()
        let options = XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_IGNORE_ENC.rawValue
        _ = xmlCtxtUseOptions(ctxt, Int32(options))
        _ = xmlParseDocument(ctxt)
        guard ctxt.pointee.wellFormed == 0 else { return nil }
        if let first = state.first { return first }
        let last = ctxt.pointee.lastError
        return XMLReadError(line: Int(last.line), column: Int(last.int2), message: LibXML2.message(last.message))
    }

    /// `prefix:local`, or `local`.
    fileprivate static func qualified(_ local: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> String {
        let name = local.map { String(cString: $0) } ?? ""
        guard let prefix else { return name }
        return String(cString: prefix) + ":" + name
    }

    /// libxml2's message on one line, without its trailing line break.
    fileprivate static func message(_ text: UnsafeMutablePointer<CChar>?) -> String {
        guard let text else { return "unknown error" }
        let s = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
        return s.isEmpty ? "unknown error" : s
    }
}

/// One parse's handler and context (which it owns and frees), reached from libxml2's callbacks
/// through the context's `_private` pointer.
private final class ParseState {
    let handler: XMLEventHandler
    let ctxt: xmlParserCtxtPtr
    var first: XMLReadError?

    init(handler: XMLEventHandler, ctxt: xmlParserCtxtPtr) {
        self.handler = handler
        self.ctxt = ctxt
    }

    deinit {
        if let doc = ctxt.pointee.myDoc {
            xmlFreeDoc(doc)
            ctxt.pointee.myDoc = nil
        }
        ctxt.pointee._private = nil
        xmlFreeParserCtxt(ctxt)
    }

    /// The state of the parse whose context is `ctx`; nil for the context libxml2 makes to check
    /// an entity's replacement text (it copies `_private`), whose events are not the document's.
    static func of(_ ctx: UnsafeMutableRawPointer?) -> ParseState? {
        guard let ctx else { return nil }
        let c = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let p = c.pointee._private else { return nil }
        let state = Unmanaged<ParseState>.fromOpaque(p).takeUnretainedValue()
        return state.ctxt == c ? state : nil
    }
}
