internal import CGTK4

/// GLib and GObject, for TypographyGTK only: the main loop hop, references and signals. The only
/// file that calls GLib or GObject.
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

    /// A closure called for a signal; freed by GLib when the handler is disconnected or the
    /// object is finalized. Unchecked: GTK emits the signals on its own thread only.
    final class SignalHandler: @unchecked Sendable {
        let body: @MainActor () -> Void
        init(_ body: @escaping @MainActor () -> Void) { self.body = body }
    }

    /// Connects `body` to a signal with no arguments but the instance (`after-paint`,
    /// `close-request`'s return value is ignored: GTK's default handler runs); returns the handler id.
    @discardableResult
    static func connect(_ object: UnsafeMutableRawPointer, _ signal: String, _ body: @escaping @MainActor () -> Void) -> UInt {
        let handler = Unmanaged.passRetained(SignalHandler(body)).toOpaque()
        let callback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            guard let data else { return }
            let handler = Unmanaged<SignalHandler>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { handler.body() }
        }
        return g_signal_connect_data(object, signal, unsafeBitCast(callback, to: GCallback.self), handler, { data, _ in
            guard let data else { return }
            Unmanaged<SignalHandler>.fromOpaque(data).release()
        }, GConnectFlags(rawValue: 0))
    }

    /// Disconnects a handler ``connect(_:_:_:)`` returned.
    static func disconnect(_ object: UnsafeMutableRawPointer, _ id: UInt) {
        g_signal_handler_disconnect(object, id)
    }

    /// The monotonic clock in microseconds (`g_get_monotonic_time`).
    static func monotonicMicroseconds() -> Int64 {
        Int64(g_get_monotonic_time())
    }
}
