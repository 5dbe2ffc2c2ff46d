import ArgumentParser
import CLISupport
import FontCatalog
import FontManagement
import Foundation
import TextLayout
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `typography fonts pick`: the font picker, interactive on the terminal or as JSON.
struct FontsPick: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "Pick a font: an interactive, searchable list on the terminal, or the picker's entries as JSON.",
        discussion: "Interactive: type to search, ↑/↓ (or Ctrl-P/Ctrl-N), PgUp/PgDn to move, Enter prints the choice (the family, or with --faces the PostScript name) on standard output; Esc or Ctrl-C cancels (exit 130). The list is drawn on /dev/tty, so `font=$(typography fonts pick)` works. With --json, nothing is asked: the entries (after --query) are printed. --previews DIR draws each entry's preview, in its own font (or with --system-font in the system font), to DIR as PNG.")

    @Flag(help: "List faces (every weight and style) instead of families.") var faces = false
    @Flag(help: "Only monospaced fonts.") var monospaced = false
    @Flag(help: "Only serif fonts.") var serif = false
    @Flag(help: "Only rounded fonts.") var rounded = false
    @Flag(help: "Only italic fonts.") var italic = false
    @Option(help: "Only weights in this range: 700, or 300-700.") var weight: String?
    @Option(help: "Only fonts that support this language (BCP 47; repeatable: all must be supported).") var language: [String] = []
    @Flag(name: .customLong("system-font"), help: "Previews in the system font instead of each font's own.") var systemFont = false
    @Option(help: "Start with this search (with --json: only the entries it finds).") var query: String?
    @Option(help: "Draw each entry's preview to this folder as PNG (with --json: the path is in previewImage).") var previews: String?
    @Option(name: .customLong("preview-text"), help: "The preview's text (default: the entry's name, or a sample its face covers: its script's letters, a symbol font's own characters).") var previewText: String?
    @OptionGroup var consumerOptions: ConsumerOptions
    @Flag(name: [.customShort("j"), .long], help: "Print the entries as JSON (not interactive).") var json = false

    /// An entry with the image its preview was drawn to.
    struct Entry: Encodable {
        let entry: FontPickerEntry
        let previewImage: String?
        enum K: String, CodingKey { case previewImage }
        func encode(to encoder: Encoder) throws {
            try entry.encode(to: encoder)
            var c = encoder.container(keyedBy: K.self)
            try c.encode(previewImage, forKey: .previewImage)
        }
    }

    func run() throws {
        var config = FontPickerConfiguration(includeFaces: faces, displayUsingSystemFont: systemFont)
        if monospaced { config.monospaced = true }
        if serif { config.serif = true }
        if rounded { config.rounded = true }
        if italic { config.italic = true }
        if let weight {
            config.weight = try parseWeightRange(weight)
        }
        config.languages = language
        let manager = try openFontManager()
        let (consumer, failure) = try consumerOptions.consumer(manager)
        let picker: FontPicker
        do { picker = try manager.picker(for: consumer, configuration: config) } catch {
            throw CLIError.usage(error.message)
        }
        if json {
            let list = query.map { picker.search($0) } ?? picker.entries
            var images: [String?] = Array(repeating: nil, count: list.count)
            if let previews { images = try drawPreviews(list, to: previews) }
            try Out.json(zip(list, images).map { Entry(entry: $0, previewImage: $1) })
            if let failure { throw failure }
            return
        }
        if let previews { _ = try drawPreviews(picker.entries, to: previews) }
        guard let ui = TerminalPicker(picker: picker, query: query ?? "") else {
            throw CLIError.usage("fonts pick needs a terminal (/dev/tty); use --json to list the entries")
        }
        guard let choice = ui.run() else { throw CLIError(code: .interrupted, message: "") }
        Out.record(choice.id)
        if let failure { throw failure }
    }

    /// Draws each entry's preview, in its preview face, to `folder/NNN-ID.png`.
    func drawPreviews(_ entries: [FontPickerEntry], to folder: String) throws -> [String?] {
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw CLIError.cantCreate("\(folder): cannot create the folder: \(error.localizedDescription)")
        }
        var out: [String?] = []
        for (i, e) in entries.enumerated() {
            guard let p = e.preview else { out.append(nil); continue }
            let safe = String(e.id.unicodeScalars.map { s -> Character in
                let v = s.value
                return (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || v == 0x2D ? Character(s) : "_"
            }.prefix(60))
            let path = folder + "/" + String(format: "%03d", i + 1) + "-" + safe + ".png"
            let text = previewText ?? e.previewText
            try layout { () throws(LayoutError) in
                let face = try FontFace(path: p.path, index: p.index)
                let instance = try FontInstance(face: face, pointSize: 24, variations: p.variations)
                let line = Typesetter.measure(text, TextAttributes(font: instance))
                try Renderer.write(line, to: path, format: .png, options: RenderOptions(scale: 1))
            }
            out.append(path)
        }
        return out
    }
}

// MARK: - The terminal

/// The terminal's state before raw mode, for the signal handler to restore.
nonisolated(unsafe) private var savedTerminal = termios()
nonisolated(unsafe) private var terminalFD: Int32 = -1

/// Restores the terminal and leaves: SIGINT, SIGTERM or SIGHUP while the picker runs.
private func restoreAndExit(_ signal: Int32) {
    if terminalFD >= 0 {
        _ = tcsetattr(terminalFD, TCSAFLUSH, &savedTerminal)
        let reset = "\u{1B}[?25h\u{1B}[?1049l"
        _ = reset.withCString { write(terminalFD, $0, strlen($0)) }
    }
    _exit(128 + signal)
}

/// An interactive list on /dev/tty: a search line, the matching entries, a highlighted one.
/// Raw mode (no echo, no line buffering, no signals from keys) is set on start and restored on
/// every way out: Enter, Esc, Ctrl-C, and SIGINT/SIGTERM/SIGHUP from outside.
final class TerminalPicker {
    let picker: FontPicker
    let fd: Int32
    var query: String
    var shown: [FontPickerEntry]
    var selected = 0
    var top = 0

    init?(picker: FontPicker, query: String) {
        let fd = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard fd >= 0, isatty(fd) != 0 else { return nil }
        self.fd = fd
        self.picker = picker
        self.query = query
        shown = picker.search(query)
    }

    deinit { close(fd) }

    /// Runs until a choice (returned) or a cancel (nil).
    func run() -> FontPickerEntry? {
        var original = termios()
        guard tcgetattr(fd, &original) == 0 else { return nil }
        savedTerminal = original
        terminalFD = fd
        for s in [SIGINT, SIGTERM, SIGHUP] { signal(s, { restoreAndExit($0) }) }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(fd, TCSAFLUSH, &raw)
        emit("\u{1B}[?1049h\u{1B}[?25l")
        defer {
            emit("\u{1B}[?25h\u{1B}[?1049l")
            _ = tcsetattr(fd, TCSAFLUSH, &original)
            terminalFD = -1
            for s in [SIGINT, SIGTERM, SIGHUP] { signal(s, SIG_DFL) }
        }
        while true {
            draw()
            switch readKey() {
            case .character(let c):
                query.append(c)
                refilter()
            case .backspace:
                if !query.isEmpty { query.removeLast(); refilter() }
            case .clear:
                query = ""
                refilter()
            case .up: move(-1)
            case .down: move(1)
            case .pageUp: move(-max(1, rows - 1))
            case .pageDown: move(max(1, rows - 1))
            case .enter:
                if selected < shown.count { return shown[selected] }
            case .cancel, .end:
                return nil
            case .none:
                break
            }
        }
    }

    enum Key: Equatable {
        case character(Character), backspace, clear, up, down, pageUp, pageDown, enter, cancel, end, none
    }

    func readByte(timeoutMs: Int32? = nil) -> UInt8? {
        if let timeoutMs {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, timeoutMs) > 0 else { return nil }
        }
        var b: UInt8 = 0
        while true {
            let n = read(fd, &b, 1)
            if n == 1 { return b }
            if n < 0 && errno == EINTR { continue }
            return nil
        }
    }

    func readKey() -> Key {
        guard let b = readByte() else { return .end }
        switch b {
        case 0x0D, 0x0A: return .enter
        case 0x03, 0x04: return .cancel
        case 0x7F, 0x08: return .backspace
        case 0x15: return .clear
        case 0x10: return .up
        case 0x0E: return .down
        case 0x1B:
            // Esc alone, or the start of a sequence: ESC [ A, ESC O A, ESC [ 5 ~…
            guard let b1 = readByte(timeoutMs: 50) else { return .cancel }
            guard b1 == 0x5B || b1 == 0x4F, let b2 = readByte(timeoutMs: 50) else { return .none }
            switch b2 {
            case 0x41: return .up
            case 0x42: return .down
            case 0x35, 0x36:
                _ = readByte(timeoutMs: 50)  // '~'
                return b2 == 0x35 ? .pageUp : .pageDown
            default: return .none
            }
        default:
            if b < 0x20 { return .none }
            // UTF-8: the lead byte says how many continuation bytes follow.
            var bytes = [b]
            let more = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0
            for _ in 0..<more { if let c = readByte(timeoutMs: 50) { bytes.append(c) } }
            guard let s = String(validating: bytes, as: UTF8.self), let c = s.first else { return .none }
            return .character(c)
        }
    }

    func refilter() {
        shown = picker.search(query)
        selected = 0
        top = 0
    }

    func move(_ delta: Int) {
        guard !shown.isEmpty else { return }
        selected = min(max(0, selected + delta), shown.count - 1)
    }

    var size: (rows: Int, columns: Int) {
        var w = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &w) == 0, w.ws_row > 0, w.ws_col > 0 { return (Int(w.ws_row), Int(w.ws_col)) }
        return (24, 80)
    }

    /// Rows of the list.
    var rows: Int { max(1, size.rows - 3) }

    func draw() {
        let (_, columns) = size
        if selected < top { top = selected }
        if selected >= top + rows { top = selected - rows + 1 }
        var out = "\u{1B}[H\u{1B}[2J"
        out += clip("Search: \(Out.escaped(Out.oneLine(query)))", columns) + "\r\n"
        out += clip("\(shown.count) of \(picker.entries.count) fonts — ↑↓ move, Enter choose, Esc cancel", columns) + "\r\n"
        for i in top..<min(shown.count, top + rows) {
            let e = shown[i]
            var detail = e.styles.isEmpty ? "" : "  " + e.styles.prefix(4).joined(separator: ", ") + (e.styles.count > 4 ? ", …" : "")
            if let p = e.installedBy { detail += "  [\(p)]" }
            let line = clip((i == selected ? "> " : "  ") + Out.escaped(Out.oneLine(e.displayName + detail)), columns)
            out += (i == selected ? "\u{1B}[7m" + line + "\u{1B}[0m" : line) + "\r\n"
        }
        if shown.isEmpty { out += "  (no font matches)\r\n" }
        emit(out)
    }

    func clip(_ s: String, _ width: Int) -> String { s.count <= width ? s : String(s.prefix(max(0, width - 1))) + "…" }

    func emit(_ s: String) {
        var bytes = Array(s.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { b -> Int in
                guard let base = b.baseAddress else { return 0 }
                return write(fd, base + done, b.count - done)
            }
            if n <= 0 { if errno == EINTR { continue }; return }
            done += n
        }
    }
}
