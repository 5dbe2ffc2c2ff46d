// Every libfontconfig call of the package goes through this file. The FcConfig handle is owned by
// ``Fontconfig`` below, which frees it in `deinit`; nothing of fontconfig appears in a public API.
//
// What it is used for (and nothing else):
// - the families fontconfig would try for a name, after its own configuration's substitutions
//   (`FcConfigSubstitute` + `FcDefaultSubstitute`): the metric-compatible aliases
//   (30-metric-aliases.conf: Helvetica → Arimo, Liberation Sans…), the generic class a name
//   belongs to (45-latin.conf, 49-sansserif.conf), and whatever the user configured;
// - the order fontconfig gives the installed faces for a pattern with a language (`FcFontSort`),
//   which language-aware fallback follows;
// - the font directories and configuration files fontconfig is configured with
//   (`FcConfigGetFontDirs`, `FcConfigGetConfigFiles`, `FcConfigGetConfigDirs`): the directories
//   the catalog scans (FontDirectories+Fontconfig.swift, cached on the files' modification times).
//
// Loading fontconfig's configuration and its font caches costs some 8 ms (measured on the CI
// machine with hyperfine: `FcInitLoadConfigAndFonts`), so it is loaded once per process, and
// only when needed: a name that is not installed, or a character the chosen face lacks.
internal import CFontconfig
import Foundation

/// One family of fontconfig's substituted family list, and how strongly it is bound.
struct FontconfigFamily: Sendable, Hashable {
    var name: String
    /// `binding="strong"` (or the name given): it is matched before the language; a weak family
    /// is matched after it.
    var strong: Bool
}

/// What to ask fontconfig: a family (nil for none) and CSS-style properties.
struct FontconfigPattern: Sendable, Hashable {
    var family: String?
    /// CSS weight (1–1000).
    var weight: Double = 400
    /// CSS width (percent).
    var width: Double = 100
    var italic = false
    var oblique = false
    var monospace = false
    /// A BCP 47 tag or fontconfig language (`ja`, `zh-tw`).
    var lang: String?
}

/// One face of fontconfig's sorted list.
struct FontconfigFace: Sendable, Hashable {
    var path: String
    var index: Int
}

/// What fontconfig's configuration says about files: the font directories, the configuration
/// files it read and the configuration directories it included, in its order.
struct FontconfigSetup: Sendable, Hashable, Codable {
    var fontDirectories: [String]
    var configFiles: [String]
    var configDirectories: [String]

    /// fontconfig's configuration, loaded now without its fonts (`FcInitLoadConfig`: every
    /// `<include>`, condition, `<remap-dir>`, `<reset-dirs>` and prefix as fontconfig itself
    /// follows them), for the process's environment; nil when it cannot be loaded at all.
    static func load() -> FontconfigSetup? {
        guard !Fontconfig.mainFileWouldBlock, let c = Fontconfig.relayingMessages({ FcInitLoadConfig() }) else { return nil }
        defer { FcConfigDestroy(c) }
        return FontconfigSetup(fontDirectories: Fontconfig.strings(FcConfigGetFontDirs(c)),
                               configFiles: Fontconfig.strings(FcConfigGetConfigFiles(c)),
                               configDirectories: Fontconfig.strings(FcConfigGetConfigDirs(c)))
    }
}

/// A loaded fontconfig configuration (with its fonts), owned: freed in `deinit`.
final class Fontconfig: @unchecked Sendable {
    // @unchecked: `config` is used only under `lock` (fontconfig's own locking is not relied on).
    private let config: OpaquePointer
    private let lock = NSLock()
    private var familyMemo: [FontconfigPattern: [FontconfigFamily]] = [:]
    private var sortMemo: [FontconfigPattern: [FontconfigFace]] = [:]

    /// The process's fontconfig (its configuration and fonts), loaded on first use; nil when
    /// fontconfig has no configuration at all.
    static let shared: Fontconfig? = Fontconfig()

    private init?() {
        guard !Fontconfig.mainFileWouldBlock, let c = Fontconfig.relayingMessages({ FcInitLoadConfigAndFonts() }) else {
            return nil
        }
        config = c
    }

    /// Runs `load` (libfontconfig reading its configuration) with standard error sent to a
    /// temporary file, then relays what libfontconfig printed there: escaped (its messages quote
    /// file names, which may hold terminal escapes) and at most three lines, then how many more
    /// (100,000 nested elements gave 100,001 lines).
    static func relayingMessages<T>(_ load: () -> T) -> T {
        guard let file = tmpfile() else { return load() }
        defer { fclose(file) }
        let saved = dup(2)
        guard saved >= 0 else { return load() }
        fflush(nil)  // every stream (stderr itself is unbuffered)
        dup2(fileno(file), 2)
        let result = load()
        fflush(nil)  // every stream (stderr itself is unbuffered)
        dup2(saved, 2)
        close(saved)
        var bytes = [UInt8](repeating: 0, count: 64 << 10)
        let n = bytes.withUnsafeMutableBytes { pread(fileno(file), $0.baseAddress, $0.count, 0) }
        guard n > 0 else { return result }
        let lines = String(decoding: bytes.prefix(n), as: UTF8.self).split(separator: "\n").filter { !$0.isEmpty }
        var out = lines.prefix(3).map { Fontconfig.escapedMessage(String($0)) + "\n" }.joined()
        if lines.count > 3 { out += "fontconfig: … \(n == bytes.count ? "more than " : "")\(lines.count - 3) more messages\n" }
        // Once a process: the configuration is read twice (its directories, then its fonts).
        guard relayed.first() else { return result }
        _ = out.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
        return result
    }

    private static let relayed = Once()

    /// True the first time only.
    private final class Once: @unchecked Sendable {
        // @unchecked: `done` is read and written under `lock` only.
        private let lock = NSLock()
        private var done = false
        func first() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            if done { return false }
            done = true
            return true
        }
    }

    /// A message with its controls and bidirectional formatting characters written as `\u{XX}`.
    static func escapedMessage(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        for u in s.unicodeScalars {
            let v = u.value
            if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x061C || v == 0x200E || v == 0x200F
                || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x2028 || v == 0x2029 {
                out.append(contentsOf: "\\u{\(String(v, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(u)
            }
        }
        return String(out)
    }

    /// Whether `FONTCONFIG_FILE`, or a configuration file of the user's that the standard
    /// configuration includes (conf.d/50-user.conf: `$XDG_CONFIG_HOME/fontconfig/fonts.conf` and
    /// `conf.d/`, `~/.fonts.conf` and `~/.fonts.conf.d/`), is a FIFO, a socket or a device:
    /// libfontconfig opens it blocking and would wait for ever (as `fc-match` does), so fontconfig
    /// is not loaded; the directory reader then reports the file. (An `<include>` of a FIFO
    /// elsewhere, named by a configuration file, still blocks inside libfontconfig: it has no way
    /// to refuse one.)
    static var mainFileWouldBlock: Bool {
        func special(_ path: String) -> Bool {
            var st = stat()
            guard stat(path, &st) == 0 else { return false }
            let type = st.st_mode & S_IFMT
            return type != S_IFREG && type != S_IFDIR
        }
        let env = ProcessInfo.processInfo.environment
        if let file = env["FONTCONFIG_FILE"], !file.isEmpty, special(file) { return true }
        let home = env["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let config = env["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        for file in [config + "/fontconfig/fonts.conf", home + "/.fonts.conf"] where special(file) { return true }
        for dir in [config + "/fontconfig/conf.d", home + "/.fonts.conf.d"] {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { continue }
            if names.contains(where: { $0.hasSuffix(".conf") && special(dir + "/" + $0) }) { return true }
        }
        return false
    }

    deinit { FcConfigDestroy(config) }

    static func strings(_ list: OpaquePointer?) -> [String] {
        guard let list else { return [] }
        defer { FcStrListDone(list) }
        var out: [String] = []
        while let s = FcStrListNext(list) { out.append(String(cString: s)) }
        return out
    }

    /// A pattern with `p`'s properties, substituted as `fc-match` substitutes it. The caller
    /// destroys it.
    private func substituted(_ p: FontconfigPattern) -> OpaquePointer? {
        guard let pat = FcPatternCreate() else { return nil }
        if let family = p.family { _ = FcPatternAddString(pat, FC_FAMILY, family) }
        _ = FcPatternAddDouble(pat, FC_WEIGHT, FcWeightFromOpenTypeDouble(p.weight))
        _ = FcPatternAddInteger(pat, FC_WIDTH, Int32(p.width.rounded()))
        _ = FcPatternAddInteger(pat, FC_SLANT, p.oblique ? FC_SLANT_OBLIQUE : p.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        if p.monospace { _ = FcPatternAddInteger(pat, FC_SPACING, FC_MONO) }
        if let lang = p.lang { _ = FcPatternAddString(pat, FC_LANG, Fontconfig.fcLang(lang)) }
        _ = FcConfigSubstitute(config, pat, FcMatchPattern)
        FcDefaultSubstitute(pat)
        return pat
    }

    /// The families fontconfig tries for `p`, in its order, with their binding.
    func families(_ p: FontconfigPattern) -> [FontconfigFamily] {
        lock.lock()
        defer { lock.unlock() }
        if let m = familyMemo[p] { return m }
        guard let pat = substituted(p) else { return [] }
        defer { FcPatternDestroy(pat) }
        var out: [FontconfigFamily] = []
        var i: Int32 = 0
        while true {
            var value = FcValue()
            var binding = FcValueBindingWeak
            guard FcPatternGetWithBinding(pat, FC_FAMILY, i, &value, &binding) == FcResultMatch else { break }
            if value.type == FcTypeString, let s = value.u.s {
                out.append(FontconfigFamily(name: String(cString: s), strong: binding == FcValueBindingStrong))
            }
            i += 1
        }
        familyMemo[p] = out
        return out
    }

    /// Every face fontconfig knows, in the order `FcFontSort` gives them for `p` (untrimmed).
    func sorted(_ p: FontconfigPattern) -> [FontconfigFace] {
        lock.lock()
        defer { lock.unlock() }
        if let m = sortMemo[p] { return m }
        guard let pat = substituted(p) else { return [] }
        defer { FcPatternDestroy(pat) }
        var result = FcResultMatch
        guard let set = FcFontSort(config, pat, FcFalse, nil, &result) else { return [] }
        defer { FcFontSetDestroy(set) }
        var out: [FontconfigFace] = []
        let n = Int(set.pointee.nfont)
        out.reserveCapacity(n)
        for k in 0..<n {
            guard let font = set.pointee.fonts[k] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            // A named instance's index carries the instance number in its high 16 bits.
            out.append(FontconfigFace(path: String(cString: file), index: Int(index & 0xFFFF)))
        }
        sortMemo[p] = out
        return out
    }

    /// The characters fontconfig's orthography for `tag` lists (its `fc-lang` data, built into
    /// the library: no configuration is loaded), as ranges; nil when fontconfig has none.
    static func orthography(_ tag: String) -> [ClosedRange<UInt32>]? {
        guard let set = FcLangGetCharSet(fcLang(tag)) else { return nil }
        var map = [FcChar32](repeating: 0, count: Int(FC_CHARSET_MAP_SIZE))
        var next: FcChar32 = 0
        var ranges: [ClosedRange<UInt32>] = []
        var page = map.withUnsafeMutableBufferPointer { FcCharSetFirstPage(set, $0.baseAddress, &next) }
        while page != FcChar32.max {  // FC_CHARSET_DONE ((FcChar32) -1)
            for (word, bits) in map.enumerated() where bits != 0 {
                for bit in 0..<32 where bits & (1 << UInt32(bit)) != 0 {
                    let c = page + UInt32(word * 32 + bit)
                    if let last = ranges.last, last.upperBound + 1 == c {
                        ranges[ranges.count - 1] = last.lowerBound...c
                    } else {
                        ranges.append(c...c)
                    }
                }
            }
            page = map.withUnsafeMutableBufferPointer { FcCharSetNextPage(set, $0.baseAddress, &next) }
        }
        return ranges.isEmpty ? nil : ranges
    }

    /// A BCP 47 tag as fontconfig names languages: lower case, `-`-separated, and the script
    /// subtags of Chinese as regions (`zh-Hans` → `zh-cn`, `zh-Hant` → `zh-tw`; fontconfig's
    /// orthographies are by region).
    static func fcLang(_ tag: String) -> String {
        let parts = tag.lowercased().replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        guard let first = parts.first else { return tag }
        if first == "zh" {
            if parts.contains("hant") || parts.contains("tw") { return "zh-tw" }
            if parts.contains("hk") { return "zh-hk" }
            if parts.contains("mo") { return "zh-mo" }
            if parts.contains("sg") { return "zh-sg" }
            return "zh-cn"
        }
        // Language and region only (fontconfig has no script subtags).
        if parts.count > 1, parts[1].count == 2 { return first + "-" + parts[1] }
        return first
    }
}
