// Khmer line breaking as Chromium does it.
//
// Chromium patches ICU's Khmer dictionary engine (its deps/icu, patches/khmer-dictbe.patch, for
// ICU-9451): it reads an abridged Khmer dictionary, and to suit that dictionary it lets a word
// that is not in it join the dictionary word before it up to 10 code points long (ICU: 3), unless
// it begins with at least 5 code points of a dictionary word (ICU: 3). No system ICU has that patch,
// and an ICU engine's constants cannot be set from outside, so for the ranges of Khmer that ICU
// hands its Khmer engine, this file computes the breaks again: ICU's own algorithm (dictbe.cpp,
// KhmerBreakEngine::divideUpDictionaryRange, which has not changed from ICU 72 to ICU 78) with
// Chromium's two thresholds, over Chromium's abridged dictionary (third_party/icu), and replaces
// ICU's breaks inside each range with them. The dictionary is walked with ICU's public BytesTrie.
// A first version used ICU's thresholds with the abridged dictionary alone: 4 of 126 held-out
// Khmer lines then differed from Chromium's (Tests/CLITests/ChromiumParagraphTests.swift).
#include "CICUBridge.h"
#include "third_party/icu/BreakDictionaries.h"
#include <unicode/bytestrie.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/utf16.h>

namespace {

// Chromium's values (ICU's own are 3 and 3; a build with -DTY_KHMER_ICU_THRESHOLDS takes ICU's,
// to check this engine against the system ICU's own, break for break).
#ifdef TY_KHMER_ICU_THRESHOLDS
const int32_t rootCombineThreshold = 3;
const int32_t prefixCombineThreshold = 3;
#else
const int32_t rootCombineThreshold = 10;
const int32_t prefixCombineThreshold = 5;
#endif
// ICU's values.
const int32_t lookahead = 3;
const int32_t minimumWordSpan = 4;  // two words of at least 2 code units
const int32_t maximumCandidates = 20;

// ICU's set for the engine: [[:Khmr:]&[:LineBreak=SA:]].
bool isKhmerWord(UChar32 c) {
    if (c < 0x1780 || c > 0x19FF) return false;  // the Khmer and Khmer Symbols blocks
    UErrorCode st = U_ZERO_ERROR;
    return uscript_getScript(c, &st) == USCRIPT_KHMER && U_SUCCESS(st)
        && u_getIntPropertyValue(c, UCHAR_LINE_BREAK) == U_LB_COMPLEX_CONTEXT;
}
// [[:Khmr:]&[:LineBreak=SA:]&[:M:]] and the space: a word never ends before one.
bool isMark(UChar32 c) {
    return c == 0x20 || (isKhmerWord(c) && (U_GET_GC_MASK(c) & U_GC_M_MASK) != 0);
}
// Where a word may end (not after KHMER SIGN COENG) and begin (a consonant or independent vowel).
bool mayEndWord(UChar32 c) { return c != 0x17D2 && isKhmerWord(c); }
bool mayBeginWord(UChar32 c) { return c >= 0x1780 && c <= 0x17B3; }

// UTF-16 text with a position, read by code point as ICU's UText reads it.
struct Text {
    const UChar *s;
    int32_t length;
    int32_t index;
    UChar32 current() const {
        if (index >= length) return U_SENTINEL;
        int32_t i = index;
        UChar32 c;
        U16_NEXT(s, i, length, c);
        return c;
    }
    UChar32 next() {
        if (index >= length) return U_SENTINEL;
        UChar32 c;
        U16_NEXT(s, index, length, c);
        return c;
    }
};

// The dictionary: a BytesTrie of code points shifted by the Khmer block's start.
struct Dictionary {
    const uint8_t *trie = nullptr;
    int32_t offset = 0;
    bool valid = false;

    Dictionary() {
        const uint8_t *item = ty_khmerdict;
        uint16_t header = (uint16_t)(item[0] | (item[1] << 8));
        if (ty_khmerdict_size < (uint32_t)header + 32) return;
        int32_t indexes[8];
        for (int i = 0; i < 8; i++) {
            const uint8_t *p = item + header + 4 * i;
            indexes[i] = (int32_t)((uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24));
        }
        // indexes: the trie's offset, …, the total size, the trie type (0: bytes), the transform.
        if (indexes[4] != 0 || (indexes[5] & 0x7F000000) != 0x01000000) return;
        if (indexes[0] < 32 || indexes[0] >= indexes[3] || (uint32_t)(header + indexes[3]) > ty_khmerdict_size) return;
        trie = item + header + indexes[0];
        offset = indexes[5] & 0x1FFFFF;
        valid = true;
    }

    int32_t transform(UChar32 c) const {
        if (c == 0x200D) return 0xFF;
        if (c == 0x200C) return 0xFE;
        int32_t delta = c - offset;
        if (delta < 0 || 0xFD < delta) return U_SENTINEL;
        return delta;
    }

    // The dictionary words that begin at the text's position, at most `limit`, shortest first (their
    // lengths in code units and in code points), and how many code points matched a word's start.
    // Leaves the text after the longest prefix read.
    int32_t matches(Text &text, int32_t maxLength, int32_t limit, int32_t *lengths, int32_t *cpLengths,
                    int32_t *prefix) const {
        icu::BytesTrie bt(trie);
        int32_t start = text.index;
        int32_t words = 0, codePoints = 0;
        for (UChar32 c = text.next(); c >= 0; c = text.next()) {
            UStringTrieResult result = codePoints == 0 ? bt.first(transform(c)) : bt.next(transform(c));
            int32_t matched = text.index - start;
            codePoints += 1;
            if (USTRINGTRIE_HAS_VALUE(result)) {
                if (words < limit) {
                    lengths[words] = matched;
                    cpLengths[words] = codePoints;
                    ++words;
                }
                if (result == USTRINGTRIE_FINAL_VALUE) break;
            } else if (result == USTRINGTRIE_NO_MATCH) {
                break;
            }
            if (matched >= maxLength) break;
        }
        *prefix = codePoints;
        return words;
    }
};

const Dictionary &dictionary() {
    static const Dictionary d;
    return d;
}

// The words that may begin at one place, tried longest first.
struct PossibleWord {
    int32_t count = 0, prefix = 0, offset = -1, mark = 0, current = 0;
    int32_t cuLengths[maximumCandidates];
    int32_t cpLengths[maximumCandidates];

    int32_t candidates(Text &text, const Dictionary &dict, int32_t rangeEnd) {
        int32_t start = text.index;
        if (start != offset) {
            offset = start;
            count = dict.matches(text, rangeEnd - start, maximumCandidates, cuLengths, cpLengths, &prefix);
            if (count <= 0) text.index = start;
        }
        if (count > 0) text.index = start + cuLengths[count - 1];
        current = count - 1;
        mark = current;
        return count;
    }
    int32_t acceptMarked(Text &text) {
        text.index = offset + cuLengths[mark];
        return cuLengths[mark];
    }
    bool backUp(Text &text) {
        if (current > 0) {
            text.index = offset + cuLengths[--current];
            return true;
        }
        return false;
    }
    void markCurrent() { mark = current; }
    int32_t markedCPLength() const { return cpLengths[mark]; }
};

// The breaks inside [rangeStart, rangeEnd), a run of Khmer: ICU's engine with Chromium's
// thresholds. Writes at most `capacity` and returns how many.
int32_t divide(Text &text, int32_t rangeStart, int32_t rangeEnd, int32_t *breaks, int32_t capacity) {
    const Dictionary &dict = dictionary();
    if (rangeEnd - rangeStart < minimumWordSpan) return 0;
    int32_t found = 0;
    uint32_t wordsFound = 0;
    PossibleWord words[lookahead];
    text.index = rangeStart;
    int32_t current;
    while ((current = text.index) < rangeEnd) {
        int32_t cuWordLength = 0, cpWordLength = 0;
        PossibleWord &word = words[wordsFound % lookahead];
        int32_t candidates = word.candidates(text, dict, rangeEnd);
        if (candidates == 1) {
            cuWordLength = word.acceptMarked(text);
            cpWordLength = word.markedCPLength();
            wordsFound += 1;
        } else if (candidates > 1) {
            // The candidate followed by the most dictionary words (up to three), longest first.
            if (text.index < rangeEnd) {
                bool best = false;
                do {
                    if (words[(wordsFound + 1) % lookahead].candidates(text, dict, rangeEnd) > 0) {
                        word.markCurrent();
                        if (text.index >= rangeEnd) break;
                        do {
                            if (words[(wordsFound + 2) % lookahead].candidates(text, dict, rangeEnd)) {
                                word.markCurrent();
                                best = true;
                                break;
                            }
                        } while (words[(wordsFound + 1) % lookahead].backUp(text));
                        if (best) break;
                    }
                } while (word.backUp(text));
            }
            cuWordLength = word.acceptMarked(text);
            cpWordLength = word.markedCPLength();
            wordsFound += 1;
        }
        // A short word (or none) followed by text that is not a dictionary word: join them up to
        // a plausible word start, unless that text begins much like a dictionary word.
        if (text.index < rangeEnd && cpWordLength < rootCombineThreshold) {
            PossibleWord &next = words[wordsFound % lookahead];
            if (next.candidates(text, dict, rangeEnd) <= 0
                && (cuWordLength == 0 || next.prefix < prefixCombineThreshold)) {
                int32_t remaining = rangeEnd - (current + cuWordLength);
                int32_t chars = 0;
                for (;;) {
                    int32_t before = text.index;
                    UChar32 pc = text.next();
                    int32_t size = text.index - before;
                    chars += size;
                    remaining -= size;
                    if (remaining <= 0) break;
                    UChar32 uc = text.current();
                    if (mayEndWord(pc) && mayBeginWord(uc)) {
                        int32_t n = words[(wordsFound + 1) % lookahead].candidates(text, dict, rangeEnd);
                        text.index = current + cuWordLength + chars;
                        if (n > 0) break;
                    }
                }
                if (cuWordLength <= 0) wordsFound += 1;
                cuWordLength += chars;
            } else {
                text.index = current + cuWordLength;
            }
        }
        // Never stop before a combining mark.
        int32_t position;
        while ((position = text.index) < rangeEnd && isMark(text.current())) {
            text.next();
            cuWordLength += text.index - position;
        }
        if (cuWordLength > 0) {
            if (found < capacity) breaks[found++] = current + cuWordLength;
        }
        if (cuWordLength <= 0 && text.index == current) text.next();  // never loops in place
    }
    // No break at the end of the range.
    if (found > 0 && breaks[found - 1] >= rangeEnd) found -= 1;
    return found;
}

}  // namespace

extern "C" int32_t ty_khmer_adjust_boundaries(const uint16_t *text16, int32_t length, int32_t *bounds,
                                              int32_t *statuses, int32_t count, int32_t capacity) {
    if (!dictionary().valid || length <= 0) return count;
    const UChar *s = (const UChar *)text16;
    // Find the runs of Khmer first: most paragraphs have none, and then nothing is copied.
    bool any = false;
    for (int32_t i = 0; i < length; i++) {
        if (s[i] >= 0x1780 && s[i] <= 0x17FF) { any = true; break; }
        if (s[i] >= 0x19E0 && s[i] <= 0x19FF) { any = true; break; }
    }
    if (!any) return count;
    int32_t *outBounds = new int32_t[capacity];
    int32_t *outStatuses = new int32_t[capacity];
    int32_t *found = new int32_t[length + 1];
    int32_t n = 0, k = 0;
    Text text{s, length, 0};
    int32_t i = 0;
    while (i < length) {
        int32_t at = i;
        UChar32 c;
        U16_NEXT(s, i, length, c);
        if (!isKhmerWord(c)) continue;
        int32_t runStart = at, runEnd = i;
        while (runEnd < length) {
            int32_t j = runEnd;
            U16_NEXT(s, j, length, c);
            if (!isKhmerWord(c)) break;
            runEnd = j;
        }
        i = runEnd;
        // Marks at the start of a run belong to the character before it, and the rules may break
        // after them (after "។៎", as after "។"): ICU then starts its range there. When ICU has a
        // boundary right after such marks, it is kept and the range starts at it. (Had ICU's engine
        // put it there instead, Chromium's engine would too: from a place where no dictionary word
        // begins, both skip to the same next word whatever their thresholds.)
        int32_t marksEnd = runStart;
        while (marksEnd < runEnd) {
            int32_t j = marksEnd;
            U16_NEXT(s, j, length, c);
            if ((U_GET_GC_MASK(c) & U_GC_M_MASK) == 0) break;
            marksEnd = j;
        }
        // ICU's boundaries before the run, then ours inside it; ICU's inside it are dropped.
        while (k < count && bounds[k] <= runStart) {
            if (n < capacity) { outBounds[n] = bounds[k]; outStatuses[n] = statuses[k]; n++; }
            k++;
        }
        if (marksEnd > runStart && marksEnd < runEnd) {
            int32_t j = k;
            while (j < count && bounds[j] < marksEnd) j++;
            if (j < count && bounds[j] == marksEnd) {
                k = j;
                if (n < capacity) { outBounds[n] = bounds[k]; outStatuses[n] = statuses[k]; n++; }
                k++;
                runStart = marksEnd;
            }
        }
        while (k < count && bounds[k] < runEnd) k++;
        int32_t m = divide(text, runStart, runEnd, found, length + 1);
        for (int32_t j = 0; j < m && n < capacity; j++) {
            if (found[j] <= runStart || found[j] >= runEnd) continue;
            outBounds[n] = found[j];
            outStatuses[n] = 0;  // UBRK_LINE_SOFT, as ICU gives a dictionary break
            n++;
        }
    }
    while (k < count && n < capacity) { outBounds[n] = bounds[k]; outStatuses[n] = statuses[k]; n++; k++; }
    for (int32_t j = 0; j < n; j++) { bounds[j] = outBounds[j]; statuses[j] = outStatuses[j]; }
    delete[] outBounds;
    delete[] outStatuses;
    delete[] found;
    return n;
}
