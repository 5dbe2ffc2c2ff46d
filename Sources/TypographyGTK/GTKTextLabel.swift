import TypeSystem

/// A `GtkLabel` set in a text style that follows the desktop's text size.
///
///     let title = GTKTextLabel("Inbox")
///     try title.setTextStyle(.largeTitle, modifiers: StyleModifiers(bold: true))
///     gtk_box_append(box, title.widget.assumingMemoryBound(to: GtkWidget.self))
///
/// The object holds a reference on the widget (released in `deinit`) and keeps the label in step
/// with its ``DynamicTypeController`` for as long as the object lives: keep it beside the widget.
/// Use it on GTK's thread only.
@MainActor
public final class GTKTextLabel {
    /// The `GtkWidget *` of the label, for GTK calls of the app's own (packing it into a box…).
    public var widget: UnsafeMutableRawPointer { reference.pointer }

    private let reference: WidgetReference

    /// The style the label follows, if one was set.
    public private(set) var textStyle: TextStyle?
    /// The modifiers applied to the style (bold for the emphasized weight, leading, design…).
    public private(set) var modifiers: StyleModifiers = .none
    /// OpenType features turned on for the label's text.
    public private(set) var features: [String] = []
    /// The label's own range of categories, like SwiftUI's `dynamicTypeSize(_:)` on one view.
    public private(set) var sizeRange: ClosedRange<DynamicTypeSize>?
    /// The Pango attributes the label has now.
    public private(set) var pangoStyle: PangoTextStyle?
    /// Why the last re-styling failed (the label kept its previous style), or nil.
    public private(set) var lastError: (any Error)?

    private var controller: DynamicTypeController?

    /// A new `GtkLabel` showing `text`.
    public init(_ text: String = "") {
        reference = WidgetReference(GTK.newLabel(text))
    }

    /// Wraps an existing `GtkLabel *` (from a builder file or the app's own code), taking a
    /// reference on it; nil when `label` is not a `GtkLabel`.
    public init?(wrapping label: UnsafeMutableRawPointer) {
        guard GTK.isLabel(label) else { return nil }
        reference = WidgetReference(label)
    }

    /// The label's text.
    public var text: String {
        get { GTK.text(widget) }
        set { GTK.setText(widget, newValue) }
    }

    /// The font description in the label's attributes, read back from GTK and printed by Pango.
    public var fontDescription: String? { GTK.fontDescription(widget) }

    /// The label's allocated height in pixels from GTK's last layout (0 before the first).
    public var allocatedHeight: Int { GTK.height(widget) }

    /// Sets the label in `style` and keeps it in step with `controller`'s text size: the style is
    /// resolved at the controller's category (clamped to `sizeRange`, then to the controller's
    /// range) with `modifiers` (`bold` for Apple's emphasized weight, `leading` for tight or loose
    /// leading, `design` for rounded, serif or monospaced), and applied as ``PangoTextStyle``
    /// attributes. Starts the controller if it was not yet.
    ///
    /// Throws `TypeSystemError` when the style is not published for the controller's platform.
    public func setTextStyle(_ style: TextStyle, modifiers: StyleModifiers = .none, features: [String] = [],
                             sizeRange: ClosedRange<DynamicTypeSize>? = nil,
                             controller: DynamicTypeController = .shared) throws {
        let pango = try controller.pangoStyle(style, modifiers: modifiers, features: features, sizeRange: sizeRange)
        textStyle = style
        self.modifiers = modifiers
        self.features = features
        self.sizeRange = sizeRange
        if self.controller !== controller { self.controller?.unregister(self) }
        self.controller = controller
        controller.register(self)
        set(pango)
        controller.start()
    }

    /// Stops following a style; the label keeps its current attributes.
    public func clearTextStyle() {
        controller?.unregister(self)
        controller = nil
        textStyle = nil
    }

    /// Resolves the style again at the controller's current size and applies it.
    func restyle() {
        guard let controller, let textStyle else { return }
        do {
            set(try controller.pangoStyle(textStyle, modifiers: modifiers, features: features, sizeRange: sizeRange))
            lastError = nil
        } catch {
            lastError = error
        }
    }

    private func set(_ pango: PangoTextStyle) {
        guard pango !== pangoStyle else { return }
        pangoStyle = pango
        GTK.setAttributes(widget, pango.attributes)
    }
}

/// A reference on a GObject, taken with `g_object_ref_sink` and dropped in `deinit` (the controller
/// holds its labels weakly, so a label that goes away only needs its widget released).
private final class WidgetReference {
    let pointer: UnsafeMutableRawPointer

    init(_ pointer: UnsafeMutableRawPointer) {
        GLib.refSink(pointer)
        self.pointer = pointer
    }

    deinit { GLib.unref(pointer) }
}
