// Cairo, loaded when the first picture is drawn rather than when the program starts.
//
// Linked the ordinary way, libcairo and the 15 libraries it needs (X11, xcb, pixman, libpng,
// fontconfig, expat…) are loaded and relocated at the start of every `typography` process,
// 1–3 ms and ~110 page faults, although only drawing uses them. On Linux this target opens
// libcairo.so.2 with dlopen on first use instead; on macOS Cairo stays linked (Homebrew's
// libraries are not on dlopen's default search path) and the table holds the linked functions.
// Only TextLayout imports this module (through Sources/TextLayout/C/Cairo.swift).
#ifndef TYPOGRAPHY_CAIRO_LOADER_H
#define TYPOGRAPHY_CAIRO_LOADER_H

#if __has_include(<cairo.h>)
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#else
#include <cairo/cairo.h>
#include <cairo/cairo-svg.h>
#include <cairo/cairo-pdf.h>
#endif

/// `CAIRO_FT_SYNTHESIZE_BOLD` of cairo-ft.h (not included here: it needs FreeType's headers).
#define TYPOGRAPHY_CAIRO_FT_SYNTHESIZE_BOLD 1u

/// The Cairo functions the package calls, each with its type from Cairo's headers.
typedef struct typography_cairo {
    __typeof__(cairo_create) *_Nonnull create;
    __typeof__(cairo_destroy) *_Nonnull destroy;
    __typeof__(cairo_save) *_Nonnull save;
    __typeof__(cairo_restore) *_Nonnull restore;
    __typeof__(cairo_scale) *_Nonnull scale;
    __typeof__(cairo_status) *_Nonnull status;
    __typeof__(cairo_status_to_string) *_Nonnull status_to_string;
    __typeof__(cairo_set_source_rgba) *_Nonnull set_source_rgba;
    __typeof__(cairo_set_operator) *_Nonnull set_operator;
    __typeof__(cairo_paint) *_Nonnull paint;
    __typeof__(cairo_set_font_face) *_Nonnull set_font_face;
    __typeof__(cairo_set_font_size) *_Nonnull set_font_size;
    __typeof__(cairo_set_font_matrix) *_Nonnull set_font_matrix;
    __typeof__(cairo_set_font_options) *_Nonnull set_font_options;
    __typeof__(cairo_show_glyphs) *_Nonnull show_glyphs;
    __typeof__(cairo_glyph_path) *_Nonnull glyph_path;
    __typeof__(cairo_set_line_width) *_Nonnull set_line_width;
    __typeof__(cairo_set_line_join) *_Nonnull set_line_join;
    __typeof__(cairo_set_line_cap) *_Nonnull set_line_cap;
    __typeof__(cairo_set_dash) *_Nonnull set_dash;
    __typeof__(cairo_move_to) *_Nonnull move_to;
    __typeof__(cairo_line_to) *_Nonnull line_to;
    __typeof__(cairo_new_path) *_Nonnull new_path;
    __typeof__(cairo_arc) *_Nonnull arc;
    __typeof__(cairo_rectangle) *_Nonnull rectangle;
    __typeof__(cairo_stroke) *_Nonnull stroke;
    __typeof__(cairo_fill) *_Nonnull fill;
    __typeof__(cairo_translate) *_Nonnull translate;
    __typeof__(cairo_set_source_surface) *_Nonnull set_source_surface;
    __typeof__(cairo_mask_surface) *_Nonnull mask_surface;
    __typeof__(cairo_matrix_init) *_Nonnull matrix_init;
    __typeof__(cairo_font_options_create) *_Nonnull font_options_create;
    __typeof__(cairo_font_options_destroy) *_Nonnull font_options_destroy;
    __typeof__(cairo_font_options_set_hint_style) *_Nonnull font_options_set_hint_style;
    __typeof__(cairo_font_options_set_hint_metrics) *_Nonnull font_options_set_hint_metrics;
    __typeof__(cairo_font_options_set_antialias) *_Nonnull font_options_set_antialias;
    __typeof__(cairo_font_options_set_variations) *_Nonnull font_options_set_variations;
    __typeof__(cairo_font_face_destroy) *_Nonnull font_face_destroy;
    __typeof__(cairo_font_face_set_user_data) *_Nonnull font_face_set_user_data;
    __typeof__(cairo_surface_destroy) *_Nonnull surface_destroy;
    __typeof__(cairo_surface_status) *_Nonnull surface_status;
    __typeof__(cairo_surface_flush) *_Nonnull surface_flush;
    __typeof__(cairo_surface_finish) *_Nonnull surface_finish;
    __typeof__(cairo_image_surface_create) *_Nonnull image_surface_create;
    __typeof__(cairo_image_surface_create_from_png_stream) *_Nonnull image_surface_create_from_png_stream;
    __typeof__(cairo_image_surface_get_data) *_Nonnull image_surface_get_data;
    __typeof__(cairo_image_surface_get_width) *_Nonnull image_surface_get_width;
    __typeof__(cairo_image_surface_get_height) *_Nonnull image_surface_get_height;
    __typeof__(cairo_image_surface_get_stride) *_Nonnull image_surface_get_stride;
    __typeof__(cairo_svg_surface_create_for_stream) *_Nonnull svg_surface_create_for_stream;
    __typeof__(cairo_pdf_surface_create_for_stream) *_Nonnull pdf_surface_create_for_stream;
    __typeof__(cairo_pdf_surface_set_size) *_Nonnull pdf_surface_set_size;
    __typeof__(cairo_show_page) *_Nonnull show_page;
    __typeof__(cairo_version_string) *_Nonnull version_string;
    /// `cairo_ft_font_face_create_for_ft_face`; `face` is an `FT_Face`.
    cairo_font_face_t *_Nullable (*_Nonnull ft_font_face_create_for_ft_face)(void *_Nonnull face, int load_flags);
    /// `cairo_ft_font_face_set_synthesize`.
    void (*_Nonnull ft_font_face_set_synthesize)(cairo_font_face_t *_Nonnull font_face, unsigned int synth_flags);
} typography_cairo;

/// The table, loaded on the first call (thread-safe); NULL when Cairo cannot be loaded, with
/// the reason in `error` (NUL-terminated, at most `size` bytes).
const typography_cairo *_Nullable typography_cairo_load(char *_Nonnull error, unsigned long size);

#endif
