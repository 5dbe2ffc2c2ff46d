// GTK 4, Pango and GLib for TypographyGTK only: Sources/TypographyGTK/C holds one internal Swift
// file per library (GTK.swift, Pango.swift, GLib.swift), the only files that call them.
#include <gtk/gtk.h>
#include <pango/pango.h>
#include <glib.h>
