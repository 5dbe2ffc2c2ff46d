// The ICU calls TextLayout makes (Sources/TextLayout/C/ICU.swift), with no ICU type in sight:
// ICU's own headers clash with the copy of ICU inside swift-corelibs-foundation, and ICU renames
// its functions with its major version (ubrk_open → ubrk_open_72) through macros Swift cannot
// follow. Errors are ICU's UErrorCode values as int (> 0 is a failure).
#ifndef TYPOGRAPHY_CICUBRIDGE_H
#define TYPOGRAPHY_CICUBRIDGE_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

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
/// The ICU locale ID whose line break rules have the strictness `lb` ("loose", "normal" or
/// "strict"; NULL: the locale's own `lb` keyword, else strict for Japanese, else the locale's
/// default), into `out` (NUL-terminated); its length, or -1.
int32_t ty_uloc_line_break_locale(const char *locale, const char *lb, char *out, int32_t capacity);
/// CSS `word-break: keep-all`'s view of a code point's UAX #14 class (ICU's property data):
/// 1 for a letter of a word whose inner breaks keep-all suppresses (AL, AI, NU, ID, CJ and
/// Hangul's H2, H3, JL, JV, JT), 2 for a mark that belongs to the character before it (CM, ZWJ),
/// 0 otherwise.
int ty_keep_all_class(uint32_t c);
/// 1 when ICU reads Chromium's Lao (and Khmer) dictionary built in (third_party/icu), 0 when it
/// reads the system's own (another library used ICU first in this process).
int ty_icu_chromium_dictionaries(void);
/// The major version of the ICU whose data (Chromium's) the built-in dictionaries come from.
int ty_icu_chromium_dictionaries_version(void);
/// The major version of the ICU this was built against.
int ty_icu_major_version(void);
/// Replaces ICU's line breaks inside each run of Khmer in UTF-16 `text` with those of Chromium's
/// Khmer engine (KhmerBreaks.cpp): `boundaries` and `statuses` as ty_ubrk_line_boundaries wrote
/// them (`count` of them, room for `capacity`); returns the new count.
int32_t ty_khmer_adjust_boundaries(const uint16_t *text, int32_t length, int32_t *boundaries,
                                   int32_t *statuses, int32_t count, int32_t capacity);
#ifdef __cplusplus
}
#endif

#endif
