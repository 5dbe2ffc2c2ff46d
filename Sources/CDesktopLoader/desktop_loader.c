// See include/desktop_loader.h.
#include "desktop_loader.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <errno.h>

// GLib's types, as its headers define them (glib/gtypes.h, glib/gerror.h).
typedef int gboolean;
typedef struct { unsigned int domain; int code; char *message; } GError;

#define SCHEMA "org.gnome.desktop.interface"
#define KEY "text-scaling-factor"
#define G_BUS_TYPE_SESSION 2
#define G_LOG_LEVEL_MESSAGE (1 << 5)
#define G_LOG_LEVEL_INFO (1 << 6)
#define G_LOG_LEVEL_DEBUG (1 << 7)

static struct {
    void *(*schema_source_get_default)(void);
    void *(*schema_source_lookup)(void *source, const char *id, gboolean recursive);
    gboolean (*schema_has_key)(void *schema, const char *key);
    void (*schema_unref)(void *schema);
    void *(*settings_new_full)(void *schema, void *backend, const char *path);
    void *(*settings_get_user_value)(void *settings, const char *key);
    void (*object_unref)(void *object);
    unsigned long (*signal_connect_data)(void *instance, const char *signal, void (*handler)(void),
                                         void *data, void *destroy, int flags);
    void *(*main_context_new)(void);
    void (*main_context_push_thread_default)(void *context);
    void (*main_context_pop_thread_default)(void *context);
    void (*main_context_unref)(void *context);
    void *(*main_loop_new)(void *context, gboolean running);
    void (*main_loop_run)(void *loop);
    void (*main_loop_quit)(void *loop);
    void (*main_loop_unref)(void *loop);
    void *(*timeout_source_new)(unsigned interval_ms);
    void (*source_set_callback)(void *source, gboolean (*function)(void *), void *data, void *destroy);
    unsigned (*source_attach)(void *source, void *context);
    void (*source_destroy)(void *source);
    void (*source_unref)(void *source);
    void *(*bus_get_sync)(int bus_type, void *cancellable, GError **error);
    void *(*connection_call_sync)(void *connection, const char *name, const char *path, const char *interface,
                                  const char *method, void *parameters, const void *reply_type, int flags,
                                  int timeout_ms, void *cancellable, GError **error);
    unsigned (*signal_subscribe)(void *connection, const char *sender, const char *interface, const char *member,
                                 const char *path, const char *arg0, int flags, void *callback, void *data,
                                 void *destroy);
    void (*signal_unsubscribe)(void *connection, unsigned id);
    char *(*dbus_error_get_remote_error)(const GError *error);
    void *(*variant_new)(const char *format, ...);
    void *(*variant_get_child_value)(void *value, size_t index);
    const char *(*variant_get_type_string)(void *value);
    void *(*variant_get_variant)(void *value);
    double (*variant_get_double)(void *value);
    const char *(*variant_get_string)(void *value, size_t *length);
    void (*variant_unref)(void *value);
    void (*error_free)(GError *error);
    void (*free)(void *memory);
    unsigned (*log_set_handler)(const char *domain, int levels, void *handler, void *data);
} g;

static int gio_loaded;
static pthread_once_t gio_once = PTHREAD_ONCE_INIT;

static void quiet(const char *domain, int level, const char *message, void *data) {
    (void)domain; (void)level; (void)message; (void)data;
}

#if defined(__linux__)
static void load_gio(void) {
    void *h = dlopen("libgio-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!h) return;
#define SYM(field, name) if (!(*(void **)&g.field = dlsym(h, name))) return;
    SYM(schema_source_get_default, "g_settings_schema_source_get_default")
    SYM(schema_source_lookup, "g_settings_schema_source_lookup")
    SYM(schema_has_key, "g_settings_schema_has_key")
    SYM(schema_unref, "g_settings_schema_unref")
    SYM(settings_new_full, "g_settings_new_full")
    SYM(settings_get_user_value, "g_settings_get_user_value")
    SYM(object_unref, "g_object_unref")
    SYM(signal_connect_data, "g_signal_connect_data")
    SYM(main_context_new, "g_main_context_new")
    SYM(main_context_push_thread_default, "g_main_context_push_thread_default")
    SYM(main_context_pop_thread_default, "g_main_context_pop_thread_default")
    SYM(main_context_unref, "g_main_context_unref")
    SYM(main_loop_new, "g_main_loop_new")
    SYM(main_loop_run, "g_main_loop_run")
    SYM(main_loop_quit, "g_main_loop_quit")
    SYM(main_loop_unref, "g_main_loop_unref")
    SYM(timeout_source_new, "g_timeout_source_new")
    SYM(source_set_callback, "g_source_set_callback")
    SYM(source_attach, "g_source_attach")
    SYM(source_destroy, "g_source_destroy")
    SYM(source_unref, "g_source_unref")
    SYM(bus_get_sync, "g_bus_get_sync")
    SYM(connection_call_sync, "g_dbus_connection_call_sync")
    SYM(signal_subscribe, "g_dbus_connection_signal_subscribe")
    SYM(signal_unsubscribe, "g_dbus_connection_signal_unsubscribe")
    SYM(dbus_error_get_remote_error, "g_dbus_error_get_remote_error")
    SYM(variant_new, "g_variant_new")
    SYM(variant_get_child_value, "g_variant_get_child_value")
    SYM(variant_get_type_string, "g_variant_get_type_string")
    SYM(variant_get_variant, "g_variant_get_variant")
    SYM(variant_get_double, "g_variant_get_double")
    SYM(variant_get_string, "g_variant_get_string")
    SYM(variant_unref, "g_variant_unref")
    SYM(error_free, "g_error_free")
    SYM(free, "g_free")
    SYM(log_set_handler, "g_log_set_handler")
#undef SYM
    // GIO prints "Using the 'memory' GSettings backend" on stderr when dconf's module is missing;
    // that is no error of ours (the key then has no user value, and we report it absent).
    g.log_set_handler("GLib-GIO", G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG, (void *)quiet, NULL);
    gio_loaded = 1;
}
#else
static void load_gio(void) {}
#endif

static int gio(void) {
    pthread_once(&gio_once, load_gio);
    return gio_loaded;
}

/// A GSettings object for the interface schema, or NULL when GIO or the schema or key is absent.
/// (g_settings_new aborts the process for a schema that is not installed, so look it up first.)
static void *interface_settings(void) {
    if (!gio()) return NULL;
    void *source = g.schema_source_get_default();
    if (!source) return NULL;
    void *schema = g.schema_source_lookup(source, SCHEMA, 1);
    if (!schema) return NULL;
    void *settings = NULL;
    if (g.schema_has_key(schema, KEY)) settings = g.settings_new_full(schema, NULL, NULL);
    g.schema_unref(schema);
    return settings;
}

/// What dconf itself holds at the key's path, or NULL. GSettings hides a stored value that has the
/// wrong type or lies outside the schema's range (it reads as the default); dconf shows it, so that
/// such a value gets a warning instead of passing for "not set".
static void *dconf_raw_value(void) {
#if defined(__linux__)
    static void *h;
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock(&lock);
    if (!h) h = dlopen("libdconf.so.1", RTLD_NOW | RTLD_LOCAL);
    pthread_mutex_unlock(&lock);
    if (!h) return NULL;
    void *(*client_new)(void) = (void *(*)(void))dlsym(h, "dconf_client_new");
    void *(*client_read)(void *, const char *) = (void *(*)(void *, const char *))dlsym(h, "dconf_client_read");
    if (!client_new || !client_read) return NULL;
    void *client = client_new();
    if (!client) return NULL;
    void *value = client_read(client, "/org/gnome/desktop/interface/" KEY);
    g.object_unref(client);
    return value;
#else
    return NULL;
#endif
}

typography_desktop_status typography_gsettings_text_scaling(double *value, char *error, size_t size) {
    void *settings = interface_settings();
    if (!settings) return TYPOGRAPHY_DESKTOP_ABSENT;
    void *user = g.settings_get_user_value(settings, KEY);
    g.object_unref(settings);
    if (!user) {
        void *raw = dconf_raw_value();
        if (!raw) return TYPOGRAPHY_DESKTOP_ABSENT;
        const char *type = g.variant_get_type_string(raw);
        typography_desktop_status status = TYPOGRAPHY_DESKTOP_BAD;
        if (strcmp(type, "d") != 0) {
            snprintf(error, size, "a value of GVariant type '%s', not a double", type);
        } else if (g.variant_get_double(raw) >= 0.5 && g.variant_get_double(raw) <= 3.0) {
            // A valid value that is not the user's: a system-wide default an administrator set
            // in a dconf database under /etc/dconf. The desktop applies it, so do we.
            *value = g.variant_get_double(raw);
            status = TYPOGRAPHY_DESKTOP_FOUND;
        } else {
            snprintf(error, size, "%g is outside the schema's range 0.5–3.0", g.variant_get_double(raw));
        }
        g.variant_unref(raw);
        return status;
    }
    typography_desktop_status status = TYPOGRAPHY_DESKTOP_FOUND;
    if (strcmp(g.variant_get_type_string(user), "d") == 0) {
        *value = g.variant_get_double(user);
    } else {
        snprintf(error, size, "a value of GVariant type '%s', not a double", g.variant_get_type_string(user));
        status = TYPOGRAPHY_DESKTOP_BAD;
    }
    g.variant_unref(user);
    return status;
}

/// The user bus (D-Bus "session" bus), without ever starting one: GIO would otherwise try `dbus-launch` (X11
/// autolaunch) when no address is known.
static void *user_bus(void) {
    if (!gio()) return NULL;
    const char *address = getenv("DBUS_SESSION_BUS_ADDRESS");
    if (!address || !*address) return NULL;
    GError *failure = NULL;
    void *bus = g.bus_get_sync(G_BUS_TYPE_SESSION, NULL, &failure);
    if (failure) g.error_free(failure);
    return bus;
}

/// Calls one Settings method; returns the reply or NULL, with the D-Bus error name in `name`.
static void *portal_call(void *bus, const char *method, int timeout_ms, char *name, size_t size) {
    GError *failure = NULL;
    void *reply = g.connection_call_sync(bus, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                                         "org.freedesktop.portal.Settings", method,
                                         g.variant_new("(ss)", SCHEMA, KEY), NULL, 0, timeout_ms, NULL, &failure);
    if (failure) {
        char *remote = g.dbus_error_get_remote_error(failure);
        snprintf(name, size, "%s", remote ? remote : failure->message);
        if (remote) g.free(remote);
        g.error_free(failure);
    }
    return reply;
}

typography_desktop_status typography_portal_text_scaling(double *value, int timeout_ms, char *error, size_t size) {
    void *bus = user_bus();
    if (!bus) return TYPOGRAPHY_DESKTOP_ABSENT;
    char name[256] = "";
    void *reply = portal_call(bus, "ReadOne", timeout_ms, name, sizeof name);
    if (!reply && strcmp(name, "org.freedesktop.DBus.Error.UnknownMethod") == 0) {
        name[0] = 0;  // a portal older than version 2 of the interface: Read wraps the value twice
        reply = portal_call(bus, "Read", timeout_ms, name, sizeof name);
    }
    g.object_unref(bus);
    if (!reply) {
        snprintf(error, size, "%s", name);
        return TYPOGRAPHY_DESKTOP_ABSENT;
    }
    void *inner = g.variant_get_child_value(reply, 0);
    g.variant_unref(reply);
    while (strcmp(g.variant_get_type_string(inner), "v") == 0) {
        void *next = g.variant_get_variant(inner);
        g.variant_unref(inner);
        inner = next;
    }
    typography_desktop_status status = TYPOGRAPHY_DESKTOP_FOUND;
    if (strcmp(g.variant_get_type_string(inner), "d") == 0) {
        *value = g.variant_get_double(inner);
    } else {
        snprintf(error, size, "a value of GVariant type '%s', not a double", g.variant_get_type_string(inner));
        status = TYPOGRAPHY_DESKTOP_BAD;
    }
    g.variant_unref(inner);
    return status;
}

char *typography_x_resources(void) {
#if defined(__linux__)
    const char *display = getenv("DISPLAY");
    if (!display || !*display) return NULL;
    static void *h;
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock(&lock);
    if (!h) h = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL);
    pthread_mutex_unlock(&lock);
    if (!h) return NULL;
    void *(*open_display)(const char *) = (void *(*)(const char *))dlsym(h, "XOpenDisplay");
    char *(*resources)(void *) = (char *(*)(void *))dlsym(h, "XResourceManagerString");
    int (*close_display)(void *) = (int (*)(void *))dlsym(h, "XCloseDisplay");
    if (!open_display || !resources || !close_display) return NULL;
    void *connection = open_display(NULL);
    if (!connection) return NULL;
    const char *text = resources(connection);
    char *copy = strdup(text ? text : "");
    close_display(connection);
    return copy;
#else
    return NULL;
#endif
}

// ---- Watching -------------------------------------------------------------------------------

typedef struct watcher {
    void (*callback)(void *);
    void *context;
    int use_portal, poll_ms;
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    int ready, stopping;
    void *loop, *loop_context;  // GLib's loop and its context, when GIO is there
} watcher;

static void on_settings_changed(void *settings, const char *key, void *data) {
    (void)settings; (void)key;
    watcher *w = data;
    w->callback(w->context);
}

static void on_portal_signal(void *connection, const char *sender, const char *path, const char *interface,
                             const char *signal, void *parameters, void *data) {
    (void)connection; (void)sender; (void)path; (void)interface; (void)signal;
    watcher *w = data;
    void *namespace = g.variant_get_child_value(parameters, 0);
    void *key = g.variant_get_child_value(parameters, 1);
    int ours = strcmp(g.variant_get_string(namespace, NULL), SCHEMA) == 0
        && strcmp(g.variant_get_string(key, NULL), KEY) == 0;
    g.variant_unref(namespace);
    g.variant_unref(key);
    if (ours) w->callback(w->context);
}

static gboolean on_tick(void *data) {
    watcher *w = data;
    w->callback(w->context);
    return 1;  // G_SOURCE_CONTINUE
}

static gboolean quit_loop(void *data) {
    watcher *w = data;
    g.main_loop_quit(w->loop);
    return 0;  // G_SOURCE_REMOVE
}

static void mark_ready(watcher *w) {
    pthread_mutex_lock(&w->lock);
    w->ready = 1;
    pthread_cond_broadcast(&w->changed);
    pthread_mutex_unlock(&w->lock);
}

static void *run_glib(watcher *w) {
    void *context = g.main_context_new();
    g.main_context_push_thread_default(context);
    // Signals are delivered in the thread-default context current when the object or the
    // subscription is made: this thread's, so the callbacks run here and nowhere else.
    void *settings = interface_settings();
    if (settings) {
        g.signal_connect_data(settings, "changed::" KEY, (void (*)(void))on_settings_changed, w, NULL, 0);
        // GSettings only emits changes for keys that were read once.
        void *user = g.settings_get_user_value(settings, KEY);
        if (user) g.variant_unref(user);
    }
    void *bus = w->use_portal ? user_bus() : NULL;
    unsigned subscription = 0;
    if (bus) {
        subscription = g.signal_subscribe(bus, "org.freedesktop.portal.Desktop", "org.freedesktop.portal.Settings",
                                          "SettingChanged", "/org/freedesktop/portal/desktop", NULL, 0,
                                          (void *)on_portal_signal, w, NULL);
    }
    void *tick = NULL;
    if (w->poll_ms > 0) {
        tick = g.timeout_source_new((unsigned)w->poll_ms);
        g.source_set_callback(tick, on_tick, w, NULL);
        g.source_attach(tick, context);
    }
    pthread_mutex_lock(&w->lock);
    w->loop = g.main_loop_new(context, 0);
    w->loop_context = context;
    pthread_mutex_unlock(&w->lock);
    mark_ready(w);
    g.main_loop_run(w->loop);
    if (tick) { g.source_destroy(tick); g.source_unref(tick); }
    if (bus) { g.signal_unsubscribe(bus, subscription); g.object_unref(bus); }
    if (settings) g.object_unref(settings);
    g.main_context_pop_thread_default(context);
    return NULL;
}

static void *run_polling(watcher *w) {
    mark_ready(w);
    pthread_mutex_lock(&w->lock);
    while (!w->stopping) {
        if (w->poll_ms <= 0) {
            pthread_cond_wait(&w->changed, &w->lock);
            continue;
        }
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_sec += w->poll_ms / 1000;
        until.tv_nsec += (long)(w->poll_ms % 1000) * 1000000L;
        if (until.tv_nsec >= 1000000000L) { until.tv_sec += 1; until.tv_nsec -= 1000000000L; }
        if (pthread_cond_timedwait(&w->changed, &w->lock, &until) == ETIMEDOUT && !w->stopping) {
            pthread_mutex_unlock(&w->lock);
            w->callback(w->context);
            pthread_mutex_lock(&w->lock);
        }
    }
    pthread_mutex_unlock(&w->lock);
    return NULL;
}

static void *run(void *argument) {
    watcher *w = argument;
    return gio() ? run_glib(w) : run_polling(w);
}

void *typography_desktop_watch_start(void (*callback)(void *), void *context, int use_portal, int poll_ms) {
    watcher *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    w->callback = callback;
    w->context = context;
    w->use_portal = use_portal;
    w->poll_ms = poll_ms;
    pthread_mutex_init(&w->lock, NULL);
    pthread_cond_init(&w->changed, NULL);
    if (pthread_create(&w->thread, NULL, run, w) != 0) {
        free(w);
        return NULL;
    }
    // Wait until the subscriptions are in place, so that no change made after start is missed.
    pthread_mutex_lock(&w->lock);
    while (!w->ready) pthread_cond_wait(&w->changed, &w->lock);
    pthread_mutex_unlock(&w->lock);
    return w;
}

void typography_desktop_watch_stop(void *handle) {
    watcher *w = handle;
    pthread_mutex_lock(&w->lock);
    w->stopping = 1;
    pthread_cond_broadcast(&w->changed);
    void *context = w->loop_context;
    pthread_mutex_unlock(&w->lock);
    if (context) {
        // A source on the loop's own context, not g_main_loop_quit from here: a quit that came
        // before the loop started running would be lost, and the thread would never end.
        void *quit = g.timeout_source_new(0);
        g.source_set_callback(quit, quit_loop, w, NULL);
        g.source_attach(quit, context);
        g.source_unref(quit);
    }
    pthread_join(w->thread, NULL);
    if (w->loop) g.main_loop_unref(w->loop);
    if (w->loop_context) g.main_context_unref(w->loop_context);
    pthread_mutex_destroy(&w->lock);
    pthread_cond_destroy(&w->changed);
    free(w);
}
