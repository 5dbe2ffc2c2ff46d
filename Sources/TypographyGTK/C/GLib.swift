internal import CGTK4

/// GLib and GObject, for TypographyGTK only: the main loop hop, references, type checks and the
/// monotonic clock. The only file that calls GLib or GObject.
enum GLib {
    /// A closure waiting for the main loop; released by GLib's destroy notify. Unchecked: it is
    /// made on any thread but its body is only ever called on GTK's thread.
    private final class Pending: @unchecked Sendable {
        let body: @MainActor () -> Void
        init(_ body: @escaping @MainActor () -> Void) { self.body = body }
    }

    /// Runs `body` on GTK's main loop (the default main context, which GTK's thread runs), from
    /// any thread: an idle source at the default priority, so it runs before the next frame is
    /// laid out and never inside the caller, even when the caller is the main thread.
    static func onMainLoop(_ body: @escaping @MainActor () -> Void) {
        let pending = Unmanaged.passRetained(Pending(body)).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT, { data in
            guard let data else { return 0 }
            let pending = Unmanaged<Pending>.fromOpaque(data).takeUnretainedValue()
            // The default main context is dispatched by the thread that runs GTK: the main thread.
            MainActor.assumeIsolated { pending.body() }
            return 0  // G_SOURCE_REMOVE
        }, pending, { data in
            guard let data else { return }
            Unmanaged<Pending>.fromOpaque(data).release()
        })
    }

    /// Takes a reference on a GObject (`g_object_ref_sink`: a floating widget becomes ours).
    static func refSink(_ object: UnsafeMutableRawPointer) {
        g_object_ref_sink(object)
    }

    /// Drops a reference taken by ``refSink(_:)``.
    static func unref(_ object: UnsafeMutableRawPointer) {
        g_object_unref(object)
    }

    /// Whether `object` is an instance of the GType `type` (or a subclass of it).
    static func isInstance(_ object: UnsafeMutableRawPointer, of type: GType) -> Bool {
        g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    /// The monotonic clock in microseconds (`g_get_monotonic_time`).
    static func monotonicMicroseconds() -> Int64 {
        Int64(g_get_monotonic_time())
    }
}
