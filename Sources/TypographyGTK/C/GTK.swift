internal import CGTK4

/// GTK 4, for TypographyGTK only: the label calls the bridge makes. The only file that calls GTK.
/// Widgets are passed as raw pointers (`GtkWidget *`), checked to be labels where they enter.
enum GTK {
    /// Whether `object` is a `GtkLabel` (or a subclass).
    static func isLabel(_ object: UnsafeMutableRawPointer) -> Bool {
        GLib.isInstance(object, of: gtk_label_get_type())
    }

    /// A new, floating `GtkLabel`. Never NULL: GObject aborts the process when it cannot allocate.
    static func newLabel(_ text: String) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(gtk_label_new(text))
    }

    static func setText(_ label: UnsafeMutableRawPointer, _ text: String) {
        gtk_label_set_text(OpaquePointer(label), text)
    }

    static func text(_ label: UnsafeMutableRawPointer) -> String {
        gtk_label_get_text(OpaquePointer(label)).map { String(cString: $0) } ?? ""
    }

    /// Sets the label's attributes (GTK takes its own reference on the list).
    static func setAttributes(_ label: UnsafeMutableRawPointer, _ list: PangoAttributeListRef) {
        gtk_label_set_attributes(OpaquePointer(label), list.pointer)
    }

    /// The font description in the label's attributes, as Pango prints it.
    static func fontDescription(_ label: UnsafeMutableRawPointer) -> String? {
        guard let list = gtk_label_get_attributes(OpaquePointer(label)) else { return nil }
        return Pango.fontDescriptionString(in: list)
    }

    /// The widget's allocated height in pixels, from its last layout (0 before the first).
    static func height(_ widget: UnsafeMutableRawPointer) -> Int {
        Int(gtk_widget_get_height(widget.assumingMemoryBound(to: GtkWidget.self)))
    }
}
