// libxml2's SAX2 parser for SourceLint's Android XML reader only (see
// Sources/SourceLint/LibXML2.swift, the one file that calls it).
//
// Debian's libxml2 is built with ICU, and <libxml/encoding.h> then includes ICU's <unicode/ucnv.h>,
// whose declarations clash with Foundation's own copy of ICU in Swift (as CICUBridge's comment
// in Package.swift says). Nothing here uses libxml2's ICU converters (the text is UTF-8 and the
// declared encoding is ignored), so ICU is left out of this module's view; the only declaration
// it changes is the converter table's ICU fields, which Swift never touches.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

/// A generic error handler that drops the message (a C variadic function, which Swift cannot write).
static inline void typography_xml_ignore(void *ctx, const char *msg, ...) {
    (void)ctx;
    (void)msg;
}

/// Routes this thread's libxml2 messages that no parser context catches (the generic error
/// channel, which otherwise prints to standard error) to nowhere.
static inline void typography_xml_silence_thread(void) {
    xmlSetGenericErrorFunc(NULL, typography_xml_ignore);
}

/// The UTF-8 byte offset in the document where `ctxt` reads now, or -1 when it reads another
/// input than the document's own (an entity's text, a parameter entity).
static inline long typography_xml_offset(xmlParserCtxtPtr ctxt) {
    if (ctxt == NULL || ctxt->inputNr != 1 || ctxt->input == NULL || ctxt->input->cur == NULL ||
        ctxt->input->base == NULL || ctxt->input->cur < ctxt->input->base)
        return -1;
    return (long)ctxt->input->consumed + (long)(ctxt->input->cur - ctxt->input->base);
}
