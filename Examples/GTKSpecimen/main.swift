// GTKSpecimen: a GTK 4 window with one label per iOS text style, each in its style, following
// the desktop's text size live (TypographyGTK). The window's own GTK calls (window, box, main
// loop) are the app's, as in any GTK app; the styles are the bridge's.
//
//     GTKSpecimen [--report FILE] [--size-range LOW...HIGH]
//
// --report FILE appends one JSON line each time the styles are applied (at start and after every
// change of the desktop's text size), once GTK has laid the labels out:
//     {"category": "xxLarge", "source": "gsettings", "restyleMs": 0.41, "styles": {"body": {...}, ...}}
// Exit codes: 0 when the window is closed, 64 usage, 69 no display, 73 the report cannot be opened.
import CGTK4
import DesktopSettings
import Foundation
import TypeSystem
import TypographyGTK

/// The iOS text styles in the HIG's row order, each with its sample.
let specimenStyles: [TextStyle] = [
    .largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption, .caption2,
]
let sample = "Hamburgefonts"

func fail(_ message: String, _ code: Int32) -> Never {
    FileHandle.standardError.write(Data("GTKSpecimen: \(message)\n".utf8))
    exit(code)
}

/// A string as a JSON string literal (JSON's own escaping, so nothing from a font name reaches a
/// reader unescaped).
func jsonString(_ s: String) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: s, options: [.fragmentsAllowed]),
          let text = String(data: data, encoding: .utf8) else { return "\"\"" }
    return text
}

/// A number as JSON: whole values without a fraction, others rounded to 1/1000.
func jsonNumber(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
}

// MARK: Arguments

var reportPath: String?
var sizeRange: ClosedRange<DynamicTypeSize>?
var arguments = CommandLine.arguments.dropFirst()
let usage = "usage: GTKSpecimen [--report FILE] [--size-range LOW...HIGH]"
while let argument = arguments.popFirst() {
    switch argument {
    case "--report":
        guard let path = arguments.popFirst(), !path.isEmpty else { fail("--report needs a file; \(usage)", 64) }
        reportPath = path
    case "--size-range":
        guard let text = arguments.popFirst() else { fail("--size-range needs LOW...HIGH; \(usage)", 64) }
        let ends = text.components(separatedBy: "...")
        guard ends.count == 2, let low = try? DynamicTypeSize(name: ends[0]),
              let high = try? DynamicTypeSize(name: ends[1]), low <= high else {
            fail("--size-range \(jsonString(text)): not two size categories LOW...HIGH in order (xSmall...AX2)", 64)
        }
        sizeRange = low...high
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        fail("unknown argument \(jsonString(argument)); \(usage)", 64)
    }
}

var report: FileHandle?
if let reportPath {
    let fd = open(reportPath, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { fail("cannot open the report file \(jsonString(reportPath)): \(String(cString: strerror(errno)))", 73) }
    report = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
}

// MARK: Display

let env = ProcessInfo.processInfo.environment
if (env["DISPLAY"] ?? "").isEmpty && (env["WAYLAND_DISPLAY"] ?? "").isEmpty && env["GDK_BACKEND"] == nil {
    fail("no display: neither DISPLAY nor WAYLAND_DISPLAY is set", 69)
}
guard gtk_init_check() != 0 else {
    let name = env["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : "Wayland display \($0)" } ?? "display \(env["DISPLAY"] ?? "")"
    fail("cannot open the \(jsonString(name).dropFirst().dropLast()) (GTK could not initialize)", 69)
}

// MARK: The window

/// The window, its labels and the report: everything GTK's callbacks reach, on GTK's thread.
@MainActor
final class Specimen {
    let window: UnsafeMutablePointer<GtkWidget>
    let status: GTKTextLabel
    let labels: [(TextStyle, GTKTextLabel)]
    let controller = DynamicTypeController.shared
    let loop: OpaquePointer
    /// The application waiting for GTK to lay the labels out: its restyle time and when it happened.
    var pending: (restyleMs: Double, at: Int64)?
    var afterPaintConnected = false

    init() {
        loop = g_main_loop_new(nil, 0)
        guard let made = gtk_window_new() else { fail("gtk_window_new failed", 70) }
        window = made
        gtk_window_set_title(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), "Typography — text styles")
        guard let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2) else { fail("gtk_box_new failed", 70) }
        gtk_widget_set_margin_start(box, 16)
        gtk_widget_set_margin_end(box, 16)
        gtk_widget_set_margin_top(box, 12)
        gtk_widget_set_margin_bottom(box, 12)
        status = GTKTextLabel("")
        labels = specimenStyles.map { ($0, GTKTextLabel("\($0.higName)  \(sample)")) }
        for label in [status] + labels.map(\.1) {
            gtk_label_set_xalign(OpaquePointer(label.widget), 0)
            gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self),
                           label.widget.assumingMemoryBound(to: GtkWidget.self))
        }
        gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), box)
    }

    func run() {
        controller.sizeRange = sizeRange
        controller.onChange = { [weak self] _ in self?.applied() }
        // The status line: ellipsized, so that the styled labels alone decide the window's width.
        gtk_label_set_ellipsize(OpaquePointer(status.widget), PANGO_ELLIPSIZE_END)
        status.text = statusText(restyled: nil)
        do {
            try status.setTextStyle(.footnote, sizeRange: .xSmall ... .xxxLarge)
            for (style, label) in labels { try label.setTextStyle(style) }
        } catch {
            fail("\(error)", 70)
        }
        g_signal_connect_data(window, "destroy", unsafeBitCast(quitCallback, to: GCallback.self),
                              UnsafeMutableRawPointer(loop), nil, GConnectFlags(rawValue: 0))
        gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        g_main_loop_run(loop)
    }

    /// The styles were applied: say so in the status line, and report once GTK has painted.
    func applied() {
        let ms = Double(controller.lastRestyleDuration.components.attoseconds) / 1e15
            + Double(controller.lastRestyleDuration.components.seconds) * 1000
        status.text = statusText(restyled: ms)
        guard report != nil else { return }
        pending = (ms, Int64(g_get_monotonic_time()))
        connectAfterPaint()
        gtk_widget_queue_draw(window)
    }

    /// "xxLarge from gsettings, text scale 1.25 · 12 labels restyled in 0.4 ms"
    func statusText(restyled ms: Double?) -> String {
        let size = controller.desktopTextSize
        let category = controller.category?.rawValue ?? "none"
        var text = size.source == .none ? "\(category): no desktop text-size setting" : "\(category) from \(size.source.rawValue)"
        if let scale = size.textScale { text += ", text scale \(jsonNumber(scale))" }
        if let ms { text += " · \(controller.lastRestyleCount) labels restyled in \(jsonNumber(ms)) ms" }
        return text
    }

    private func connectAfterPaint() {
        guard !afterPaintConnected, let clock = gtk_widget_get_frame_clock(window) else {
            if !afterPaintConnected {
                // Not realized yet: try again from the main loop.
                g_idle_add({ _ in MainActor.assumeIsolated { specimen?.connectAfterPaint() }; return 0 }, nil)
            }
            return
        }
        afterPaintConnected = true
        g_signal_connect_data(UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(afterPaintCallback, to: GCallback.self),
                              nil, nil, GConnectFlags(rawValue: 0))
    }

    /// After a frame was laid out and painted: the pending report, with the heights GTK allocated.
    func afterPaint() {
        guard let pending, let report else { return }
        self.pending = nil
        let laidOutMs = Double(Int64(g_get_monotonic_time()) - pending.at) / 1000
        var styles: [String] = []
        for (style, label) in labels {
            guard let pango = label.pangoStyle else { continue }
            let resolved = pango.style
            let fields = [
                "\"pointSize\": \(jsonNumber(resolved.pointSize))",
                "\"lineHeight\": \(jsonNumber(resolved.lineHeight))",
                "\"weight\": \(resolved.weight.numericValue)",
                "\"letterSpacing\": \(jsonNumber(resolved.tracking.points))",
                "\"pango\": \(jsonString(label.fontDescription ?? ""))",
                "\"allocatedHeight\": \(label.allocatedHeight)",
            ]
            styles.append("\(jsonString(style.rawValue)): {\(fields.joined(separator: ", "))}")
        }
        let size = controller.desktopTextSize
        let line = "{\"category\": \(jsonString(controller.category?.rawValue ?? "none")), "
            + "\"source\": \(jsonString(size.source.rawValue)), "
            + "\"restyleMs\": \(jsonNumber(pending.restyleMs)), \"laidOutMs\": \(jsonNumber(laidOutMs)), "
            + "\"labels\": \(controller.lastRestyleCount), \"styles\": {\(styles.joined(separator: ", "))}}\n"
        do {
            try report.write(contentsOf: Data(line.utf8))
        } catch {
            fail("cannot write the report file \(jsonString(reportPath ?? "")): \(error.localizedDescription)", 74)
        }
    }
}

let quitCallback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, loop in
    if let loop { g_main_loop_quit(OpaquePointer(loop)) }
}
let afterPaintCallback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _ in
    MainActor.assumeIsolated { specimen?.afterPaint() }
}

var specimen: Specimen? = Specimen()
specimen?.run()
