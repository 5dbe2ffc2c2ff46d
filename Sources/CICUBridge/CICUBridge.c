#include "CICUBridge.h"
#include "third_party/icu/BreakDictionaries.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/udata.h>
#include <unicode/uloc.h>

// Chromium's dictionaries for ICU's dictionary break engines.
//
// Chromium's copy of ICU has smaller Khmer and Lao dictionaries than ICU's own, and Chromium's
// lines follow them. ICU's Lao engine reads Chromium's Lao dictionary from the package below;
// Khmer is broken by TextLayout's own engine (KhmerBreaks.cpp), which reads Chromium's Khmer
// dictionary directly, so the Khmer one in the package only keeps ICU's own breaks (replaced
// there) from loading the system's larger one.
//
// ICU finds a dictionary ("icudt72l-brkitr", "khmerdict.dict") in the first of its common data
// packages that has it, in the order they were set; the system's own package is added to that
// list when ICU first needs data, after any package set before (udata.cpp, openCommonData). So a
// package holding only the two dictionaries, set with udata_setCommonData before ICU reads any
// data, is read for them and the system's for everything else. The package is built here, named
// for the ICU this was compiled against (U_ICUDATA_NAME), because an item's name carries it.
//
// It is set only on a little-endian machine (the dictionaries' byte order), and before ICU has
// read data in this process: if another library used ICU first, the package lands after the
// system's and is never read, which ty_icu_chromium_dictionaries reports.
static uint8_t *ty_package;
static size_t ty_package_size;
static pthread_once_t ty_package_once = PTHREAD_ONCE_INIT;

static size_t ty_align16(size_t n) { return (n + 15) & ~(size_t)15; }

static void ty_set_dictionary_package(void) {
#if !U_IS_BIG_ENDIAN
    const struct { const char *name; const uint8_t *bytes; uint32_t size; } items[] = {
        // Sorted by name: ICU looks items up by binary search.
        {U_ICUDATA_NAME "/brkitr/khmerdict.dict", ty_khmerdict, ty_khmerdict_size},
        {U_ICUDATA_NAME "/brkitr/laodict.dict", ty_laodict, ty_laodict_size},
    };
    enum { count = 2, header = 32 };  // MappedData (4 bytes) and UDataInfo (20), padded
    size_t names = 4 + 8 * count, data = 0;
    for (int i = 0; i < count; i++) data += strlen(items[i].name) + 1;
    data = ty_align16(names + data);
    size_t size = data;
    for (int i = 0; i < count; i++) size = ty_align16(size + items[i].size);
    uint8_t *p = aligned_alloc(16, header + size);
    if (!p) return;
    memset(p, 0, header + size);
    // The header: headerSize, magic 0xda27, then UDataInfo for a "CmnD" 1.0 package.
    uint16_t headerSize = header, infoSize = 20;
    memcpy(p, &headerSize, 2);
    p[2] = 0xda; p[3] = 0x27;
    memcpy(p + 4, &infoSize, 2);
    p[8] = U_IS_BIG_ENDIAN; p[9] = U_CHARSET_FAMILY; p[10] = 2;  // sizeof(UChar)
    memcpy(p + 12, "CmnD", 4);
    p[16] = 1;
    // The table of contents: a count, then each item's name and data offsets from its start.
    uint8_t *toc = p + header;
    uint32_t n = count;
    memcpy(toc, &n, 4);
    size_t name = names, at = data;
    for (int i = 0; i < count; i++) {
        uint32_t nameOffset = (uint32_t)name, dataOffset = (uint32_t)at;
        memcpy(toc + 4 + 8 * i, &nameOffset, 4);
        memcpy(toc + 8 + 8 * i, &dataOffset, 4);
        memcpy(toc + name, items[i].name, strlen(items[i].name) + 1);
        name += strlen(items[i].name) + 1;
        memcpy(toc + at, items[i].bytes, items[i].size);
        at = ty_align16(at + items[i].size);
    }
    UErrorCode st = U_ZERO_ERROR;
    udata_setCommonData(p, &st);
    if (U_FAILURE(st)) { free(p); return; }
    ty_package = p;  // kept for the life of the process, as ICU requires
    ty_package_size = header + size;
#endif
}

int ty_icu_chromium_dictionaries(void) {
    pthread_once(&ty_package_once, ty_set_dictionary_package);
    if (!ty_package) return 0;
    UErrorCode st = U_ZERO_ERROR;
    UDataMemory *m = udata_open(U_ICUDATA_NAME "-brkitr", "dict", "laodict", &st);
    if (U_FAILURE(st) || !m) return 0;
    const uint8_t *item = udata_getMemory(m);
    int ours = item >= ty_package && item < ty_package + ty_package_size;
    udata_close(m);
    return ours;
}

int ty_icu_major_version(void) { return U_ICU_VERSION_MAJOR_NUM; }
int ty_icu_chromium_dictionaries_version(void) { return ty_break_dictionaries_icu_major; }

void *ty_ubrk_open_line(const char *locale, int *status) {
    pthread_once(&ty_package_once, ty_set_dictionary_package);
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
    pthread_once(&ty_package_once, ty_set_dictionary_package);
    UErrorCode st = U_ZERO_ERROR;
    int32_t parsed = 0;
    int32_t n = uloc_forLanguageTag(tag, locale, capacity, &parsed, &st);
    if (U_FAILURE(st) || st == U_STRING_NOT_TERMINATED_WARNING || n >= capacity) return -1;
    return n;
}

int32_t ty_uloc_line_break_locale(const char *locale, const char *lb, char *out, int32_t capacity) {
    pthread_once(&ty_package_once, ty_set_dictionary_package);
    size_t len = strlen(locale);
    if (capacity < 1 || len >= (size_t)capacity) return -1;
    memcpy(out, locale, len + 1);
    UErrorCode st = U_ZERO_ERROR;
    if (lb == NULL) {
        char value[32];
        int32_t n = uloc_getKeywordValue(locale, "lb", value, (int32_t)sizeof value, &st);
        if (U_SUCCESS(st) && n > 0) return (int32_t)len;  // the tag's own -u-lb-
        st = U_ZERO_ERROR;
        char language[16];
        n = uloc_getLanguage(locale, language, (int32_t)sizeof language, &st);
        if (U_FAILURE(st) || n != 2 || strcmp(language, "ja") != 0) return (int32_t)len;
        // Japanese is set strict unless asked otherwise (ICU's own default for ja is normal).
        lb = "strict";
    }
    st = U_ZERO_ERROR;
    int32_t n = uloc_setKeywordValue("lb", lb, out, capacity, &st);
    if (U_FAILURE(st) || st == U_STRING_NOT_TERMINATED_WARNING || n >= capacity) return -1;
    return n;
}

int ty_keep_all_class(uint32_t c) {
    switch (u_getIntPropertyValue((UChar32)c, UCHAR_LINE_BREAK)) {
    case U_LB_ALPHABETIC: case U_LB_AMBIGUOUS: case U_LB_NUMERIC: case U_LB_IDEOGRAPHIC:
    case U_LB_CONDITIONAL_JAPANESE_STARTER:
    case U_LB_H2: case U_LB_H3: case U_LB_JL: case U_LB_JV: case U_LB_JT:
        return 1;
    case U_LB_COMBINING_MARK: case U_LB_ZWJ:
        return 2;
    default:
        return 0;
    }
}
