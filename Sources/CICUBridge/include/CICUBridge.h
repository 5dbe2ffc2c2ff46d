// The ICU calls TextLayout makes (Sources/TextLayout/C/ICU.swift), with no ICU type in sight:
// ICU's own headers clash with the copy of ICU inside swift-corelibs-foundation, and ICU renames
// its functions with its major version (ubrk_open → ubrk_open_72) through macros Swift cannot
// follow. Errors are ICU's UErrorCode values as int (> 0 is a failure).
#ifndef TYPOGRAPHY_CICUBRIDGE_H
#define TYPOGRAPHY_CICUBRIDGE_H
#include <stdint.h>

/// A line break iterator for an ICU locale ID ("" is the root locale); NULL on failure.
void *ty_ubrk_open_line(const char *locale, int *status);
void ty_ubrk_close(void *iterator);
/// Sets UTF-16 text (kept by the caller until the next call).
void ty_ubrk_set_text(void *iterator, const uint16_t *text, int32_t length, int *status);
/// The boundaries after the start, written to `boundaries` with each one's rule status to
/// `statuses`, at most `capacity`; returns how many were written.
int32_t ty_ubrk_line_boundaries(void *iterator, int32_t *boundaries, int32_t *statuses, int32_t capacity);
/// The ICU locale ID of a BCP 47 tag, into `locale` (NUL-terminated); its length, or -1.
int32_t ty_uloc_for_language_tag(const char *tag, char *locale, int32_t capacity);
/// The ICU major version whose Khmer and Lao dictionaries line breaking reads: that of the ones
/// built in (third_party/icu/BreakDictionaries.c) when ICU reads them, or 0 when it reads the
/// system's own (an ICU as new, or one another library used first in this process).
int ty_icu_newer_dictionaries(void);
/// The major version of the ICU this was built against.
int ty_icu_major_version(void);

#endif
