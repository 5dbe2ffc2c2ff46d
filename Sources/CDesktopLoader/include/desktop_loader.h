// The Linux desktop's text-size settings, read through GLib's GIO and Xlib opened with dlopen.
//
// Both libraries are opened on first use, not linked: a server without GLib or X still runs every
// command (the readers then report "not available"), and a process that never asks for the
// desktop's text size never loads them. No GLib or X header is needed to build: the few functions
// used are declared in desktop_loader.c with their documented C types.
// Only the DesktopSettings module imports this (Sources/DesktopSettings/Readers.swift).
#ifndef TYPOGRAPHY_DESKTOP_LOADER_H
#define TYPOGRAPHY_DESKTOP_LOADER_H

#include <stddef.h>

/// What a reader found.
typedef enum typography_desktop_status {
    /// The value was read into `*value`.
    TYPOGRAPHY_DESKTOP_FOUND = 1,
    /// The source is absent: no library, no schema, no bus, no portal, no X display, or no value.
    TYPOGRAPHY_DESKTOP_ABSENT = 0,
    /// The source answered with something unusable; `error` says what.
    TYPOGRAPHY_DESKTOP_BAD = -1,
} typography_desktop_status;

/// GSettings' `org.gnome.desktop.interface text-scaling-factor`, only when the user set it
/// (a default value is reported as absent). A value of another type is BAD.
typography_desktop_status typography_gsettings_text_scaling(double *_Nonnull value,
                                                            char *_Nonnull error, size_t size);

/// The same key through the XDG desktop portal's Settings interface (`ReadOne`, else `Read`), on
/// the user bus, waiting at most `timeout_ms`. Absent when there is no bus address.
typography_desktop_status typography_portal_text_scaling(double *_Nonnull value, int timeout_ms,
                                                         char *_Nonnull error, size_t size);

/// The X server's resource string (what `xrdb -query` prints), as a malloc'd copy the caller
/// frees, or NULL when DISPLAY is unset, libX11 is absent or the display cannot be opened.
char *_Nullable typography_x_resources(void);

/// A watcher: a thread that runs a GLib main loop and calls `callback(context)` whenever the
/// GSettings key changes, the portal signals `SettingChanged` for it (when `use_portal`), and
/// every `poll_ms` milliseconds (for the sources that have no signal); 0 turns polling off.
/// Returns NULL only if the thread cannot start; without GIO the thread just polls.
void *_Nullable typography_desktop_watch_start(void (*_Nonnull callback)(void *_Nullable),
                                               void *_Nullable context, int use_portal, int poll_ms);

/// Stops the watcher's thread and waits for it; the callback is never called after this returns.
void typography_desktop_watch_stop(void *_Nonnull watcher);

#endif
