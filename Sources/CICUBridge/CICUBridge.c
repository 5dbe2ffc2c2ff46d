#include "CICUBridge.h"
#include <unicode/ubrk.h>
#include <unicode/uloc.h>

void *ty_ubrk_open_line(const char *locale, int *status) {
    UErrorCode st = U_ZERO_ERROR;
    UBreakIterator *bi = ubrk_open(UBRK_LINE, locale, NULL, 0, &st);
    *status = (int)st;
    if (U_FAILURE(st)) { if (bi) ubrk_close(bi); return NULL; }
    return bi;
}

void ty_ubrk_close(void *iterator) { ubrk_close((UBreakIterator *)iterator); }

void ty_ubrk_set_text(void *iterator, const uint16_t *text, int32_t length, int *status) {
    UErrorCode st = U_ZERO_ERROR;
    ubrk_setText((UBreakIterator *)iterator, (const UChar *)text, length, &st);
    *status = (int)st;
}

int32_t ty_ubrk_line_boundaries(void *iterator, int32_t *boundaries, int32_t *statuses, int32_t capacity) {
    UBreakIterator *bi = (UBreakIterator *)iterator;
    int32_t n = 0;
    ubrk_first(bi);
    for (int32_t b = ubrk_next(bi); b != UBRK_DONE && n < capacity; b = ubrk_next(bi)) {
        boundaries[n] = b;
        statuses[n] = ubrk_getRuleStatus(bi);
        n++;
    }
    return n;
}

int32_t ty_uloc_for_language_tag(const char *tag, char *locale, int32_t capacity) {
    UErrorCode st = U_ZERO_ERROR;
    int32_t parsed = 0;
    int32_t n = uloc_forLanguageTag(tag, locale, capacity, &parsed, &st);
    if (U_FAILURE(st) || st == U_STRING_NOT_TERMINATED_WARNING || n >= capacity) return -1;
    return n;
}
