/* The peer of `paragraph-bench hits` (Benchmarks/queries.sh): Pango's character at a point
 * (pango_layout_xy_to_index) for every grapheme of a text set as one paragraph at WIDTH, in the
 * font file alone (a private fontconfig configuration), 72 dpi so that a point is a pixel. The
 * points are the middles of each grapheme's rectangle (pango_layout_index_to_pos), found before
 * the timing. Prints "lines N", "queries N" and "ns_per_paragraph T" (nanoseconds a query, the
 * best of 3 passes).
 * Usage: pango_hits FONT_FILE POINT_SIZE WIDTH TEXT_FILE */
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

int main(int argc, char **argv) {
  if (argc != 5) { fprintf(stderr, "usage: pango_hits FONT_FILE POINT_SIZE WIDTH TEXT_FILE\n"); return 64; }
  gchar *text = NULL;
  if (!g_file_get_contents(argv[4], &text, NULL, NULL)) { fprintf(stderr, "cannot read %s\n", argv[4]); return 66; }
  g_strchomp(text);
  FcConfig *config = FcConfigCreate();
  if (!FcConfigAppFontAddFile(config, (const FcChar8 *)argv[1])) { fprintf(stderr, "cannot add %s\n", argv[1]); return 66; }
  int count = 0;
  FcChar8 *family = NULL;
  FcPattern *face = FcFreeTypeQuery((const FcChar8 *)argv[1], 0, NULL, &count);
  if (!face || FcPatternGetString(face, FC_FAMILY, 0, &family) != FcResultMatch) { fprintf(stderr, "no family\n"); return 65; }
  PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
  pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map), 72);
  PangoContext *ctx = pango_font_map_create_context(map);
  PangoFontDescription *desc = pango_font_description_new();
  pango_font_description_set_family(desc, (const char *)family);
  pango_font_description_set_absolute_size(desc, atof(argv[2]) * PANGO_SCALE);
  PangoLayout *layout = pango_layout_new(ctx);
  pango_layout_set_font_description(layout, desc);
  pango_layout_set_width(layout, (int)(atof(argv[3]) * PANGO_SCALE));
  pango_layout_set_wrap(layout, PANGO_WRAP_WORD);
  pango_layout_set_text(layout, text, -1);
  int n_attrs = 0;
  const PangoLogAttr *attrs = pango_layout_get_log_attrs_readonly(layout, &n_attrs);
  int *xs = malloc(sizeof(int) * n_attrs), *ys = malloc(sizeof(int) * n_attrs), n = 0;
  const char *p = text;
  for (int i = 0; i + 1 < n_attrs && *p; i++, p = g_utf8_next_char(p)) {
    if (!attrs[i].is_cursor_position) continue;
    PangoRectangle r;
    pango_layout_index_to_pos(layout, (int)(p - text), &r);
    xs[n] = r.x + r.width / 2;
    ys[n] = r.y + r.height / 2;
    n++;
  }
  long found = 0;
  double best = 1e300;
  for (int round = 0; round < 3; round++) {
    double t0 = now();
    for (int k = 0; k < n; k++) {
      int index = 0, trailing = 0;
      pango_layout_xy_to_index(layout, xs[k], ys[k], &index, &trailing);
      found += index;
    }
    double t = (now() - t0) / n;
    if (t < best) best = t;
  }
  printf("lines %d\nqueries %d\nns_per_paragraph %.0f\n", pango_layout_get_line_count(layout), n, best);
  return found < 0;
}
