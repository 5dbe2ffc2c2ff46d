// See include/cairo_loader.h.
#include "cairo_loader.h"
#include <pthread.h>
#include <stdio.h>

static typography_cairo table;
static const typography_cairo *loaded;
static char failure[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

#if defined(__APPLE__)
#include <cairo-ft.h>

static int fill(typography_cairo *t, char *error, unsigned long size) {
    (void)error; (void)size;
    t->create = cairo_create;
    t->destroy = cairo_destroy;
    t->save = cairo_save;
    t->restore = cairo_restore;
    t->scale = cairo_scale;
    t->status = cairo_status;
    t->status_to_string = cairo_status_to_string;
    t->set_source_rgba = cairo_set_source_rgba;
    t->set_operator = cairo_set_operator;
    t->paint = cairo_paint;
    t->set_font_face = cairo_set_font_face;
    t->set_font_size = cairo_set_font_size;
    t->set_font_matrix = cairo_set_font_matrix;
    t->set_font_options = cairo_set_font_options;
    t->show_glyphs = cairo_show_glyphs;
    t->glyph_path = cairo_glyph_path;
    t->set_line_width = cairo_set_line_width;
    t->set_line_join = cairo_set_line_join;
    t->set_line_cap = cairo_set_line_cap;
    t->set_dash = cairo_set_dash;
    t->move_to = cairo_move_to;
    t->line_to = cairo_line_to;
    t->new_path = cairo_new_path;
    t->arc = cairo_arc;
    t->rectangle = cairo_rectangle;
    t->stroke = cairo_stroke;
    t->fill = cairo_fill;
    t->translate = cairo_translate;
    t->set_source_surface = cairo_set_source_surface;
    t->mask_surface = cairo_mask_surface;
    t->matrix_init = cairo_matrix_init;
    t->font_options_create = cairo_font_options_create;
    t->font_options_destroy = cairo_font_options_destroy;
    t->font_options_set_hint_style = cairo_font_options_set_hint_style;
    t->font_options_set_hint_metrics = cairo_font_options_set_hint_metrics;
    t->font_options_set_antialias = cairo_font_options_set_antialias;
    t->font_options_set_variations = cairo_font_options_set_variations;
    t->font_face_destroy = cairo_font_face_destroy;
    t->font_face_set_user_data = cairo_font_face_set_user_data;
    t->surface_destroy = cairo_surface_destroy;
    t->surface_status = cairo_surface_status;
    t->surface_flush = cairo_surface_flush;
    t->surface_finish = cairo_surface_finish;
    t->image_surface_create = cairo_image_surface_create;
    t->image_surface_create_from_png_stream = cairo_image_surface_create_from_png_stream;
    t->image_surface_get_data = cairo_image_surface_get_data;
    t->image_surface_get_width = cairo_image_surface_get_width;
    t->image_surface_get_height = cairo_image_surface_get_height;
    t->image_surface_get_stride = cairo_image_surface_get_stride;
    t->svg_surface_create_for_stream = cairo_svg_surface_create_for_stream;
    t->pdf_surface_create_for_stream = cairo_pdf_surface_create_for_stream;
    t->pdf_surface_set_size = cairo_pdf_surface_set_size;
    t->show_page = cairo_show_page;
    t->version_string = cairo_version_string;
    t->ft_font_face_create_for_ft_face = (__typeof__(t->ft_font_face_create_for_ft_face))cairo_ft_font_face_create_for_ft_face;
    t->ft_font_face_set_synthesize = cairo_ft_font_face_set_synthesize;
    return 1;
}
#else
#include <dlfcn.h>

/// The library's soname: the ABI of Cairo 1.x, which every distribution ships as libcairo.so.2.
static const char *const library = "libcairo.so.2";

static void *sym(void *h, const char *name, char *error, unsigned long size) {
    void *p = dlsym(h, name);
    if (!p) snprintf(error, size, "%s has no %s (Cairo 1.16 or later is needed)", library, name);
    return p;
}

static int fill(typography_cairo *t, char *error, unsigned long size) {
    void *h = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        const char *why = dlerror();
        snprintf(error, size, "cannot load Cairo (%s): %s", library, why ? why : "unknown reason");
        return 0;
    }
    if (!(t->create = (__typeof__(t->create))sym(h, "cairo_create", error, size))) return 0;
    if (!(t->destroy = (__typeof__(t->destroy))sym(h, "cairo_destroy", error, size))) return 0;
    if (!(t->save = (__typeof__(t->save))sym(h, "cairo_save", error, size))) return 0;
    if (!(t->restore = (__typeof__(t->restore))sym(h, "cairo_restore", error, size))) return 0;
    if (!(t->scale = (__typeof__(t->scale))sym(h, "cairo_scale", error, size))) return 0;
    if (!(t->status = (__typeof__(t->status))sym(h, "cairo_status", error, size))) return 0;
    if (!(t->status_to_string = (__typeof__(t->status_to_string))sym(h, "cairo_status_to_string", error, size))) return 0;
    if (!(t->set_source_rgba = (__typeof__(t->set_source_rgba))sym(h, "cairo_set_source_rgba", error, size))) return 0;
    if (!(t->set_operator = (__typeof__(t->set_operator))sym(h, "cairo_set_operator", error, size))) return 0;
    if (!(t->paint = (__typeof__(t->paint))sym(h, "cairo_paint", error, size))) return 0;
    if (!(t->set_font_face = (__typeof__(t->set_font_face))sym(h, "cairo_set_font_face", error, size))) return 0;
    if (!(t->set_font_size = (__typeof__(t->set_font_size))sym(h, "cairo_set_font_size", error, size))) return 0;
    if (!(t->set_font_matrix = (__typeof__(t->set_font_matrix))sym(h, "cairo_set_font_matrix", error, size))) return 0;
    if (!(t->set_font_options = (__typeof__(t->set_font_options))sym(h, "cairo_set_font_options", error, size))) return 0;
    if (!(t->show_glyphs = (__typeof__(t->show_glyphs))sym(h, "cairo_show_glyphs", error, size))) return 0;
    if (!(t->glyph_path = (__typeof__(t->glyph_path))sym(h, "cairo_glyph_path", error, size))) return 0;
    if (!(t->set_line_width = (__typeof__(t->set_line_width))sym(h, "cairo_set_line_width", error, size))) return 0;
    if (!(t->set_line_join = (__typeof__(t->set_line_join))sym(h, "cairo_set_line_join", error, size))) return 0;
    if (!(t->set_line_cap = (__typeof__(t->set_line_cap))sym(h, "cairo_set_line_cap", error, size))) return 0;
    if (!(t->set_dash = (__typeof__(t->set_dash))sym(h, "cairo_set_dash", error, size))) return 0;
    if (!(t->move_to = (__typeof__(t->move_to))sym(h, "cairo_move_to", error, size))) return 0;
    if (!(t->line_to = (__typeof__(t->line_to))sym(h, "cairo_line_to", error, size))) return 0;
    if (!(t->new_path = (__typeof__(t->new_path))sym(h, "cairo_new_path", error, size))) return 0;
    if (!(t->arc = (__typeof__(t->arc))sym(h, "cairo_arc", error, size))) return 0;
    if (!(t->rectangle = (__typeof__(t->rectangle))sym(h, "cairo_rectangle", error, size))) return 0;
    if (!(t->stroke = (__typeof__(t->stroke))sym(h, "cairo_stroke", error, size))) return 0;
    if (!(t->fill = (__typeof__(t->fill))sym(h, "cairo_fill", error, size))) return 0;
    if (!(t->matrix_init = (__typeof__(t->matrix_init))sym(h, "cairo_matrix_init", error, size))) return 0;
    if (!(t->font_options_create = (__typeof__(t->font_options_create))sym(h, "cairo_font_options_create", error, size))) return 0;
    if (!(t->font_options_destroy = (__typeof__(t->font_options_destroy))sym(h, "cairo_font_options_destroy", error, size))) return 0;
    if (!(t->font_options_set_hint_style = (__typeof__(t->font_options_set_hint_style))sym(h, "cairo_font_options_set_hint_style", error, size))) return 0;
    if (!(t->font_options_set_hint_metrics = (__typeof__(t->font_options_set_hint_metrics))sym(h, "cairo_font_options_set_hint_metrics", error, size))) return 0;
    if (!(t->font_options_set_antialias = (__typeof__(t->font_options_set_antialias))sym(h, "cairo_font_options_set_antialias", error, size))) return 0;
    if (!(t->font_options_set_variations = (__typeof__(t->font_options_set_variations))sym(h, "cairo_font_options_set_variations", error, size))) return 0;
    if (!(t->font_face_destroy = (__typeof__(t->font_face_destroy))sym(h, "cairo_font_face_destroy", error, size))) return 0;
    if (!(t->font_face_set_user_data = (__typeof__(t->font_face_set_user_data))sym(h, "cairo_font_face_set_user_data", error, size))) return 0;
    if (!(t->surface_destroy = (__typeof__(t->surface_destroy))sym(h, "cairo_surface_destroy", error, size))) return 0;
    if (!(t->surface_status = (__typeof__(t->surface_status))sym(h, "cairo_surface_status", error, size))) return 0;
    if (!(t->surface_flush = (__typeof__(t->surface_flush))sym(h, "cairo_surface_flush", error, size))) return 0;
    if (!(t->surface_finish = (__typeof__(t->surface_finish))sym(h, "cairo_surface_finish", error, size))) return 0;
    if (!(t->translate = (__typeof__(t->translate))sym(h, "cairo_translate", error, size))) return 0;
    if (!(t->set_source_surface = (__typeof__(t->set_source_surface))sym(h, "cairo_set_source_surface", error, size))) return 0;
    if (!(t->mask_surface = (__typeof__(t->mask_surface))sym(h, "cairo_mask_surface", error, size))) return 0;
    if (!(t->image_surface_create = (__typeof__(t->image_surface_create))sym(h, "cairo_image_surface_create", error, size))) return 0;
    if (!(t->image_surface_create_from_png_stream = (__typeof__(t->image_surface_create_from_png_stream))sym(h, "cairo_image_surface_create_from_png_stream", error, size))) return 0;
    if (!(t->image_surface_get_data = (__typeof__(t->image_surface_get_data))sym(h, "cairo_image_surface_get_data", error, size))) return 0;
    if (!(t->image_surface_get_width = (__typeof__(t->image_surface_get_width))sym(h, "cairo_image_surface_get_width", error, size))) return 0;
    if (!(t->image_surface_get_height = (__typeof__(t->image_surface_get_height))sym(h, "cairo_image_surface_get_height", error, size))) return 0;
    if (!(t->image_surface_get_stride = (__typeof__(t->image_surface_get_stride))sym(h, "cairo_image_surface_get_stride", error, size))) return 0;
    if (!(t->svg_surface_create_for_stream = (__typeof__(t->svg_surface_create_for_stream))sym(h, "cairo_svg_surface_create_for_stream", error, size))) return 0;
    if (!(t->pdf_surface_create_for_stream = (__typeof__(t->pdf_surface_create_for_stream))sym(h, "cairo_pdf_surface_create_for_stream", error, size))) return 0;
    if (!(t->pdf_surface_set_size = (__typeof__(t->pdf_surface_set_size))sym(h, "cairo_pdf_surface_set_size", error, size))) return 0;
    if (!(t->show_page = (__typeof__(t->show_page))sym(h, "cairo_show_page", error, size))) return 0;
    if (!(t->version_string = (__typeof__(t->version_string))sym(h, "cairo_version_string", error, size))) return 0;
    if (!(t->ft_font_face_create_for_ft_face = (__typeof__(t->ft_font_face_create_for_ft_face))sym(h, "cairo_ft_font_face_create_for_ft_face", error, size))) return 0;
    if (!(t->ft_font_face_set_synthesize = (__typeof__(t->ft_font_face_set_synthesize))sym(h, "cairo_ft_font_face_set_synthesize", error, size))) return 0;
    return 1;
}
#endif

static void load_once(void) {
    if (fill(&table, failure, sizeof failure)) loaded = &table;
}

const typography_cairo *typography_cairo_load(char *error, unsigned long size) {
    pthread_once(&once, load_once);
    if (!loaded && size > 0) snprintf(error, size, "%s", failure);
    return loaded;
}
