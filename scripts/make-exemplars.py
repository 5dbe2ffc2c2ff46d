#!/usr/bin/env python3
"""Generates Sources/FontFile/Data/Exemplars.generated.swift: the CLDR main exemplar
characters of the 60 languages FontFile reports language support for.

Where the data comes from: CLDR, through ICU's locale data (PyICU). Babel also ships CLDR,
but its pickled locale data leaves out the exemplar character sets, so ICU is used.

    pip install pyicu-wheels   # PyICU with ICU bundled (ICU 77.1 = CLDR 47 when written)
    python3 scripts/make-exemplars.py

Which 60 languages, and why: the most spoken languages by total speakers (first and second
language), in the order of Ethnologue's 2023 ranking as summarised by Wikipedia's "List of
languages by total number of speakers". Kept only when CLDR has exemplar data of its own for
the language (checked below: no fallback to root); so Egyptian Arabic, Wu, Hakka and other
varieties without a CLDR locale are left out and the list goes on to the next language.
Chinese is listed in both scripts (zh-Hans for Mainland Chinese, zh-Hant for Taiwan and Hong
Kong) because a Simplified font does not support Traditional text and vice versa.

A language is supported by a font when its cmap covers every code point of every exemplar
(multi-character exemplars such as Filipino "ng" are flattened to their code points).

What is written: each language's ranges twice. `exemplarData` holds them as hexadecimal text
("61-7A E9"), the form to review and diff; `exemplarCodes`, `exemplarStarts` and
`exemplarBounds` hold the same ranges as flat integer tables, which Swift -O emits as constant
data, so that nothing is parsed when a program starts (parsing the text cost some 6-8 ms on
first use). A test (LanguageSupportTests) checks that the tables equal the text.
"""
import os
import sys

import icu

# (BCP 47 code, ICU locale id, English name), in order of total speakers.
LANGUAGES = [
    ("en", "en", "English"),
    ("zh-Hans", "zh_Hans", "Chinese, Simplified (Mandarin)"),
    ("hi", "hi", "Hindi"),
    ("es", "es", "Spanish"),
    ("fr", "fr", "French"),
    ("ar", "ar", "Arabic (Modern Standard)"),
    ("bn", "bn", "Bengali"),
    ("pt", "pt", "Portuguese"),
    ("ru", "ru", "Russian"),
    ("ur", "ur", "Urdu"),
    ("id", "id", "Indonesian"),
    ("de", "de", "German"),
    ("ja", "ja", "Japanese"),
    ("pcm", "pcm", "Nigerian Pidgin"),
    ("mr", "mr", "Marathi"),
    ("te", "te", "Telugu"),
    ("tr", "tr", "Turkish"),
    ("ta", "ta", "Tamil"),
    ("yue", "yue", "Cantonese (Traditional script)"),
    ("vi", "vi", "Vietnamese"),
    ("fil", "fil", "Filipino (Tagalog)"),
    ("ko", "ko", "Korean"),
    ("fa", "fa", "Persian"),
    ("ha", "ha", "Hausa"),
    ("sw", "sw", "Swahili"),
    ("jv", "jv", "Javanese"),
    ("it", "it", "Italian"),
    ("pa", "pa", "Punjabi (Gurmukhi)"),
    ("gu", "gu", "Gujarati"),
    ("th", "th", "Thai"),
    ("kn", "kn", "Kannada"),
    ("am", "am", "Amharic"),
    ("bho", "bho", "Bhojpuri"),
    ("pl", "pl", "Polish"),
    ("yo", "yo", "Yoruba"),
    ("ml", "ml", "Malayalam"),
    ("or", "or", "Odia"),
    ("my", "my", "Burmese"),
    ("uk", "uk", "Ukrainian"),
    ("ps", "ps", "Pashto"),
    ("ro", "ro", "Romanian"),
    ("nl", "nl", "Dutch"),
    ("uz", "uz", "Uzbek (Latin)"),
    ("az", "az", "Azerbaijani (Latin)"),
    ("ig", "ig", "Igbo"),
    ("ms", "ms", "Malay"),
    ("ne", "ne", "Nepali"),
    ("si", "si", "Sinhala"),
    ("km", "km", "Khmer"),
    ("zu", "zu", "Zulu"),
    ("el", "el", "Greek"),
    ("cs", "cs", "Czech"),
    ("hu", "hu", "Hungarian"),
    ("sv", "sv", "Swedish"),
    ("he", "he", "Hebrew"),
    ("kk", "kk", "Kazakh"),
    ("sr", "sr", "Serbian (Cyrillic)"),
    ("so", "so", "Somali"),
    ("ceb", "ceb", "Cebuano"),
    ("zh-Hant", "zh_Hant", "Chinese, Traditional"),
]


def ranges(codepoints):
    out = []
    for c in sorted(codepoints):
        if out and c == out[-1][1] + 1:
            out[-1][1] = c
        else:
            out.append([c, c])
    return out


def main():
    available = set(str(k) for k in icu.Locale.getAvailableLocales().keys())
    root = set(icu.LocaleData("root").getExemplarSet(0, icu.ULocaleDataExemplarSetType.ES_STANDARD))
    rows = []
    for code, loc, name in LANGUAGES:
        if loc not in available:
            sys.exit(f"{code}: ICU has no locale {loc}")
        uset = icu.LocaleData(loc).getExemplarSet(0, icu.ULocaleDataExemplarSetType.ES_STANDARD)
        items = list(uset)
        if set(items) == root and code != "en":
            sys.exit(f"{code}: exemplars fall back to root")
        cps = set()
        for s in items:
            for ch in s:
                cps.add(ord(ch))
        rs = ranges(cps)
        text = " ".join(f"{a:X}" if a == b else f"{a:X}-{b:X}" for a, b in rs)
        rows.append((code, name, len(cps), text, rs))
    assert len(rows) == 60 and len({r[0] for r in rows}) == 60

    out = os.path.join(os.path.dirname(__file__), "..", "Sources", "FontFile", "Data", "Exemplars.generated.swift")
    with open(out, "w", encoding="utf-8") as f:
        f.write("// Generated by scripts/make-exemplars.py: do not edit.\n")
        cldr = int(icu.ICU_VERSION.split(".")[0]) - 30  # ICU 64 and later: CLDR = ICU major - 30
        f.write(f"// Source: CLDR {cldr} via ICU {icu.ICU_VERSION} (Unicode {icu.UNICODE_VERSION}), PyICU {icu.VERSION}\n")
        f.write("// (pip install pyicu-wheels); the main (standard) exemplar set of each language.\n")
        f.write("// Languages: the 60 most spoken by total speakers (Ethnologue 2023 order, as summarised by\n")
        f.write("// Wikipedia's \"List of languages by total number of speakers\"), kept when CLDR has exemplar\n")
        f.write("// data for them, plus zh-Hant beside zh-Hans. See the script's docstring for the rules.\n")
        f.write("// Each entry of exemplarData: BCP 47 code, English name, code point count, hexadecimal ranges\n")
        f.write("// (the form to review). exemplarCodes, exemplarStarts and exemplarBounds hold the same ranges\n")
        f.write("// as constant tables, so nothing is parsed at run time; a test checks that they equal the text.\n\n")
        f.write("extension LanguageSupport {\n")
        f.write(f"    static let exemplarSource: String = \"CLDR {cldr} exemplars via ICU {icu.ICU_VERSION}\"\n\n")
        f.write("    static let exemplarData: [(code: String, name: String, count: Int, ranges: String)] = [\n")
        for code, name, n, text, _ in rows:
            f.write(f'        ("{code}", "{name}", {n}, "{text}"),\n')
        f.write("    ]\n\n")
        f.write("    /// The languages' BCP 47 codes, in the order of `exemplarData`.\n")
        f.write("    static let exemplarCodes: [String] = [\n")
        for i in range(0, len(rows), 10):
            f.write("        " + " ".join(f'"{r[0]}",' for r in rows[i:i + 10]) + "\n")
        f.write("    ]\n\n")
        f.write("    /// Language `i`'s ranges are the pairs `k` in `exemplarStarts[i]..<exemplarStarts[i + 1]`:\n")
        f.write("    /// `exemplarBounds[2 * k]...exemplarBounds[2 * k + 1]`.\n")
        starts = [0]
        for r in rows:
            starts.append(starts[-1] + len(r[4]))
        assert starts[-1] < 1 << 16
        f.write("    static let exemplarStarts: [UInt16] = [\n")
        for i in range(0, len(starts), 12):
            f.write("        " + " ".join(f"{v}," for v in starts[i:i + 12]) + "\n")
        f.write("    ]\n\n")
        f.write("    /// Lower and upper bounds of every range, language after language.\n")
        f.write("    static let exemplarBounds: [UInt32] = [\n")
        for code, _, _, _, rs in rows:
            f.write(f"        // {code}: {len(rs)} range{'' if len(rs) == 1 else 's'}\n")
            for i in range(0, len(rs), 8):
                f.write("        " + " ".join(f"0x{a:X}, 0x{b:X}," for a, b in rs[i:i + 8]) + "\n")
        f.write("    ]\n}\n")
    print(f"wrote {len(rows)} languages to {os.path.normpath(out)}")


if __name__ == "__main__":
    main()
