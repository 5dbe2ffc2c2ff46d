// libFuzzer target for TextLayout's Khmer engine (Sources/CICUBridge/KhmerBreaks.cpp), built by
// scripts/fuzz.sh (SwiftPM) with AddressSanitizer and UndefinedBehaviorSanitizer. The engine is built
// twice: with Chromium's thresholds, as TextLayout ships it, and with ICU's own
// (KhmerBreaksICU.cpp, renamed ty_khmer_adjust_boundaries_icu). Each input becomes UTF-16
// text, mostly Khmer, broken by the system ICU's line break iterator (which reads the same Chromium
// dictionary). Then:
//   - with ICU's thresholds, the engine must give back exactly ICU's own boundaries: the same
//     algorithm over the same ranges;
//   - with Chromium's, the boundaries must still rise strictly, end at the text's end, keep every
//     mandatory break, and change nothing outside Khmer.
#include "CICUBridge.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vector>

extern "C" int32_t ty_khmer_adjust_boundaries_icu(const uint16_t *text, int32_t length, int32_t *boundaries,
                                                  int32_t *statuses, int32_t count, int32_t capacity);

static void fail(const char *what) {
    fprintf(stderr, "khmer engine: %s\n", what);
    abort();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1 || size > 4096) return 0;
    static void *root = nullptr, *km = nullptr;
    if (!root) {
        int status = 0;
        ty_icu_chromium_dictionaries();
        root = ty_ubrk_open_line("", &status);
        km = ty_ubrk_open_line("km", &status);
        if (!root || !km) fail("no ICU line break iterator");
    }
    void *it = (data[0] & 1) ? km : root;
    // Mostly the Khmer block, with the characters around it that matter to its ranges.
    std::vector<uint16_t> text;
    for (size_t i = 1; i < size; i++) {
        uint8_t b = data[i];
        if (b < 0x80) text.push_back((uint16_t)(0x1780 + b));  // Khmer, to U+17FF
        else if (b < 0x90) {
            static const uint16_t others[16] = {0x20, 0x200B, 0x200C, 0x200D, 0x2060, 0x0A, 0x41, 0x2E,
                                                0x0E01, 0x0E32, 0x0E81, 0x1000, 0x2028, 0x25CC, 0x00A0, 0x0D};
            text.push_back(others[b - 0x80]);
        } else if (i + 1 < size) {  // any UTF-16 unit, lone surrogates included
            text.push_back((uint16_t)((b << 8) | data[++i]));
        }
    }
    int32_t length = (int32_t)text.size();
    if (length == 0) return 0;
    int status = 0;
    ty_ubrk_set_text(it, text.data(), length, &status);
    if (status > 0) return 0;
    int32_t capacity = length + 1;
    std::vector<int32_t> icu(capacity), icuStatus(capacity);
    int32_t count = ty_ubrk_line_boundaries(it, icu.data(), icuStatus.data(), capacity);
    std::vector<int32_t> same(icu), sameStatus(icuStatus);
    int32_t n = ty_khmer_adjust_boundaries_icu(text.data(), length, same.data(), sameStatus.data(), count, capacity);
    if (n != count || memcmp(same.data(), icu.data(), sizeof(int32_t) * count) != 0)
        fail("with ICU's thresholds, the boundaries differ from ICU's");
    std::vector<int32_t> ours(icu), ourStatus(icuStatus);
    int32_t m = ty_khmer_adjust_boundaries(text.data(), length, ours.data(), ourStatus.data(), count, capacity);
    if (m < 1 || m > capacity) fail("a count out of range");
    for (int32_t j = 0; j < m; j++) {
        if (ours[j] <= (j ? ours[j - 1] : 0) || ours[j] > length) fail("boundaries that do not rise within the text");
    }
    if (ours[m - 1] != length) fail("no boundary at the end");
    for (int32_t j = 0; j < count; j++) {
        // A mandatory break follows a hard line break (UAX #14 LB4, LB5). ICU 78 and earlier also
        // marks the dictionary breaks of a run that ends at one as hard (ICU-23404); TextLayout
        // takes only the former (Sources/TextLayout/C/ICU.swift), so only those are checked.
        uint16_t before = text[icu[j] - 1];
        bool hardBreak = before == 0x0A || before == 0x0B || before == 0x0C || before == 0x0D || before == 0x85
            || before == 0x2028 || before == 0x2029;
        if (icuStatus[j] < 100 || icuStatus[j] >= 200 || !hardBreak) continue;
        bool kept = false;
        for (int32_t k = 0; k < m; k++) kept |= ours[k] == icu[j];
        if (!kept) fail("a mandatory break dropped");
    }
    uint16_t empty = 0;
    ty_ubrk_set_text(it, &empty, 0, &status);
    return 0;
}
