// Every ICU call of the package goes through this file.
import Foundation
internal import CICUBridge

/// Line-break opportunities after each code point, from ICU's line break iterator: UAX #14 with
/// ICU's tailorings (CLDR's per-language rules, Japanese kinsoku by `lb` strictness) and its
/// dictionaries for the scripts written without spaces (Thai, Lao, Khmer, Myanmar; Chinese and
/// Japanese words where ICU has them). The same iterator CoreText and Chromium use.
///
/// An iterator is opened once per locale (strictness included: "ja@lb=strict") and kept: opening one loads the rules (and, on first
/// use of a script, its dictionary), which costs far more than breaking a paragraph.
enum LineBreaker {
    enum Break: UInt8 { case mandatory = 0, allowed = 1, none = 2 }

    /// One ICU line break iterator; closed when released.
    final class Iterator: @unchecked Sendable {
        let handle: UnsafeMutableRawPointer
        init?(locale: String) {
            var status: Int32 = 0
            guard let h = locale.withCString({ ty_ubrk_open_line($0, &status) }), status <= 0 else { return nil }
            handle = h
        }
        deinit { ty_ubrk_close(handle) }
    }

    private static let lock = NSLock()
    /// Idle iterators per ICU locale; one is taken out while a paragraph is broken, so threads never
    /// share one.
    nonisolated(unsafe) private static var idle: [String: [Iterator]] = [:]
    /// BCP 47 tags already converted to ICU locale IDs.
    nonisolated(unsafe) private static var locales: [String: String] = [:]

    /// What of a paragraph style line breaking reads: CSS `line-break` strictness and
    /// `word-break: keep-all`.
    struct Rules: Sendable, Hashable {
        var strictness: ParagraphStyle.LineBreakStrictness = .automatic
        var keepAll = false
        init() {}
        init(_ style: ParagraphStyle) {
            strictness = style.lineBreakStrictness
            keepAll = style.wordBreak == .keepAll
        }
        init(strictness: ParagraphStyle.LineBreakStrictness, keepAll: Bool = false) {
            self.strictness = strictness
            self.keepAll = keepAll
        }
    }

    /// The ICU locale ID of a BCP 47 tag ("ja-u-lb-loose" → "ja@lb=loose"); "" (root) for nil.
    static func icuLocale(_ language: String?) -> String {
        guard let language, !language.isEmpty else { return "" }
        lock.lock()
        if let l = locales[language] { lock.unlock(); return l }
        lock.unlock()
        var buf = [CChar](repeating: 0, count: 160)
        let n = language.withCString { ty_uloc_for_language_tag($0, &buf, Int32(buf.count - 1)) }
        var id = ""
        if n > 0, n < Int32(buf.count) {
            id = String(decoding: buf[0..<Int(n)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        lock.lock()
        if locales.count < 256 { locales[language] = id }
        lock.unlock()
        return id
    }

    /// The ICU locale whose line break rules have a strictness: the tag's locale with `lb` set
    /// ("ja" strict → "ja@lb=strict"). Automatic keeps the tag's own `-u-lb-`, else makes Japanese
    /// strict (ICU's own default for `ja` is normal: CSS and JIS X 4051 call strict the common
    /// Japanese setting), else leaves the locale's default. The locale is the iterator pool's key,
    /// so each strictness has iterators of its own.
    static func lineLocale(_ language: String?, _ strictness: ParagraphStyle.LineBreakStrictness) -> String {
        let base = icuLocale(language)
        let lb: String?
        switch strictness {
        case .automatic, .anywhere: lb = nil
        case .loose: lb = "loose"
        case .normal: lb = "normal"
        case .strict: lb = "strict"
        }
        let key = base + "|" + (lb ?? "")
        lock.lock()
        if let l = lineLocales[key] { lock.unlock(); return l }
        lock.unlock()
        var buf = [CChar](repeating: 0, count: 200)
        let n: Int32 = base.withCString { b in
            if let lb { return lb.withCString { ty_uloc_line_break_locale(b, $0, &buf, Int32(buf.count - 1)) } }
            return ty_uloc_line_break_locale(b, nil, &buf, Int32(buf.count - 1))
        }
        var id = base
        if n >= 0, n < Int32(buf.count) {
            id = String(decoding: buf[0..<Int(n)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        lock.lock()
        if lineLocales.count < 256 { lineLocales[key] = id }
        lock.unlock()
        return id
    }
    /// ICU locales with a strictness, by base locale and `lb` value.
    nonisolated(unsafe) private static var lineLocales: [String: String] = [:]

    private static func take(_ locale: String) -> Iterator? {
        lock.lock()
        if var list = idle[locale], let it = list.popLast() {
            idle[locale] = list
            lock.unlock()
            return it
        }
        lock.unlock()
        let it = Iterator(locale: locale) ?? (locale.isEmpty ? nil : Iterator(locale: ""))
        lock.lock()
        if opened.count < 256 { opened[locale, default: 0] += 1 }
        lock.unlock()
        return it
    }

    /// Iterators opened so far per locale (the tests check that each is opened once and reused).
    nonisolated(unsafe) private(set) static var opened: [String: Int] = [:]

    private static func give(_ it: Iterator, _ locale: String) {
        lock.lock()
        // Bounded: a few per locale (one per thread that broke at the same time), 64 locales.
        if idle[locale, default: []].count < 4 && (idle[locale] != nil || idle.count < 64) {
            idle[locale, default: []].append(it)
        }
        lock.unlock()
    }

    /// Whether an ICU line break iterator opens at all (ICU's data is present).
    static var available: Bool { take("").map { give($0, ""); return true } ?? false }

    /// For each code point, whether a line may (or must) break after it. The last is always
    /// `.mandatory` (end of text). `language` is a BCP 47 tag; nil is ICU's root rules.
    static func breaks(_ scalars: [UInt32], language: String?, rules: Rules = Rules()) -> [Break] {
        var out = icuBreaks(scalars, language: language, strictness: rules.strictness)
        if rules.strictness == .anywhere {
            allowAnywhere(scalars, &out)
        } else if rules.keepAll {
            keepAll(scalars, &out)
        }
        return out
    }

    /// CSS `line-break: anywhere`: a break is allowed after every grapheme cluster (the rules'
    /// mandatory breaks stay).
    private static func allowAnywhere(_ scalars: [UInt32], _ out: inout [Break]) {
        var text = String.UnicodeScalarView()
        for c in scalars { text.append(Unicode.Scalar(c) ?? "\u{FFFD}") }
        var i = 0
        for ch in String(text) {
            i += ch.unicodeScalars.count
            if i - 1 < out.count, out[i - 1] == .none { out[i - 1] = .allowed }
        }
    }

    /// CSS `word-break: keep-all`: no break between two letters, digits or ideographs (the
    /// character before a break is the base of the marks that end it).
    private static func keepAll(_ scalars: [UInt32], _ out: inout [Break]) {
        guard scalars.count > 1 else { return }
        for i in 0..<(scalars.count - 1) where out[i] == .allowed {
            guard ty_keep_all_class(scalars[i + 1]) == 1 else { continue }
            var b = i
            while b > 0, ty_keep_all_class(scalars[b]) == 2 { b -= 1 }
            if ty_keep_all_class(scalars[b]) == 1 { out[i] = .none }
        }
    }

    private static func icuBreaks(_ scalars: [UInt32], language: String?, strictness: ParagraphStyle.LineBreakStrictness) -> [Break] {
        let n = scalars.count
        guard n > 0 else { return [] }
        var out = [Break](repeating: .none, count: n)
        out[n - 1] = .mandatory
        // UTF-16 for ICU, with the UTF-16 end of each code point.
        var u16: [UInt16] = []
        u16.reserveCapacity(n)
        var end = [Int32](repeating: 0, count: n)
        for (i, c) in scalars.enumerated() {
            if c >= 0x10000 && c <= 0x10FFFF {
                let v = c - 0x10000
                u16.append(UInt16(0xD800 + (v >> 10)))
                u16.append(UInt16(0xDC00 + (v & 0x3FF)))
            } else if c <= 0xFFFF && !(c >= 0xD800 && c <= 0xDFFF) {
                u16.append(UInt16(c))
            } else {
                u16.append(0xFFFD)
            }
            end[i] = Int32(u16.count)
        }
        let locale = lineLocale(language, strictness)
        guard u16.count < Int(Int32.max), let it = take(locale) else { return fallback(scalars) }
        defer { give(it, locale) }
        var status: Int32 = 0
        // At most one boundary per UTF-16 unit.
        var bounds = [Int32](repeating: 0, count: u16.count + 1)
        var statuses = [Int32](repeating: 0, count: u16.count + 1)
        let count = u16.withUnsafeBufferPointer { text -> Int32 in
            ty_ubrk_set_text(it.handle, text.baseAddress, Int32(text.count), &status)
            guard status <= 0 else { return -1 }
            var c = ty_ubrk_line_boundaries(it.handle, &bounds, &statuses, Int32(bounds.count))
            // Khmer as Chromium breaks it (Sources/CICUBridge/KhmerBreaks.cpp).
            c = ty_khmer_adjust_boundaries(text.baseAddress, Int32(text.count), &bounds, &statuses, c, Int32(bounds.count))
            // Detach the text before its buffer goes away.
            var empty: UInt16 = 0
            ty_ubrk_set_text(it.handle, &empty, 0, &status)
            return c
        }
        guard count >= 0 else { return fallback(scalars) }
        var i = 0
        for k in 0..<Int(count) {
            let b = bounds[k]
            if b >= Int32(u16.count) { break }  // the end of the text
            while i < n && end[i] < b { i += 1 }
            guard i < n, end[i] == b else { continue }
            let st = statuses[k]
            // UBRK_LINE_HARD…UBRK_LINE_HARD_LIMIT, but only after a hard line break (UAX #14 LB4, LB5):
            // in ICU 78 and earlier (fixed upstream since, ICU-23404), the dictionary breaks of a run of Thai, Lao, Khmer or
            // Myanmar that ends at one (U+2028, a vertical tab) are hard too, which would end a line
            // at each of its words.
            let hard = (st >= 100 && st < 200) && Self.isHardBreak(scalars[i])
            out[i] = hard ? .mandatory : .allowed
        }
        return out
    }

    /// UAX #14's mandatory-break classes: BK (VT, FF, U+2028, U+2029), CR, LF and NL (U+0085).
    static func isHardBreak(_ c: UInt32) -> Bool {
        switch c {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Without ICU data: after spaces and at hard breaks only.
    private static func fallback(_ scalars: [UInt32]) -> [Break] {
        var out = scalars.map { c -> Break in
            switch c {
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return .mandatory
            case 0x20, 0x09: return .allowed
            default: return .none
            }
        }
        if !out.isEmpty { out[out.count - 1] = .mandatory }
        return out
    }
}

/// Where line breaking's rules and dictionaries come from.
public struct LineBreakData: Sendable, Equatable {
    /// Whose dictionary (and, for Khmer, whose engine) breaks a script written without spaces.
    public enum Source: String, Sendable, Equatable {
        /// Chromium's: built into TextLayout, from Chromium's copy of ICU's data.
        case chromium
        /// The system ICU's own.
        case system
    }
    /// The major version of the system ICU whose rules (UAX #14 with CLDR's tailorings) and
    /// Thai, Myanmar, Chinese and Japanese data line breaking uses.
    public let icuVersion: Int
    /// Khmer: always Chromium's. Chromium's ICU breaks Khmer with an abridged dictionary and two
    /// patched thresholds of its Khmer engine; TextLayout's own engine does the same over the
    /// ranges ICU would give its engine (Sources/CICUBridge/KhmerBreaks.cpp).
    public let khmer: Source
    /// Lao: Chromium's smaller dictionary, read by the system ICU's Lao engine; or the system's own
    /// when another library used ICU first in this process, so that ICU no longer takes new data.
    public let lao: Source
    /// The ICU version of the Chromium data the built-in dictionaries were taken from.
    public let chromiumDataICUVersion: Int
}

extension Typesetter {
    /// Where line breaking's rules and dictionaries come from (see `LineBreakData`).
    public static var lineBreakData: LineBreakData {
        LineBreakData(icuVersion: Int(ty_icu_major_version()), khmer: .chromium,
                      lao: ty_icu_chromium_dictionaries() != 0 ? .chromium : .system,
                      chromiumDataICUVersion: Int(ty_icu_chromium_dictionaries_version()))
    }
}
