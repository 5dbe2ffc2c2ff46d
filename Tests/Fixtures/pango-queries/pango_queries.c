/* Pango's answers to the layout queries, the peer of Tests/TextLayoutTests/LayoutQueryTests.swift.
 * One line of text (no width: no wrapping) in the given font files only (each added to a private
 * fontconfig configuration), at SIZE points with 72 dpi (a point is a pixel), unhinted metrics and
 * unrounded glyph positions, so that positions are HarfBuzz's as ours are.
 *
 * Usage: pango_queries SIZE FAMILIES FONT_FILE… < TEXT
 * Prints, positions in points:
 *   width W                  the line's logical width
 *   caret BYTE STRONG WEAK   pango_layout_get_cursor_pos at every cursor position (and the end)
 *   hit X BYTE TRAILING      pango_layout_xy_to_index at x = X on the line's middle
 *   range A B X0 X1 …        pango_layout_line_get_x_ranges of bytes A..B (A and B cursor positions)
 */
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_all(FILE *f) {
  size_t cap = 4096, len = 0;
  char *buf = malloc(cap);
  size_t n;
  while (buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
    len += n;
    if (len + 1 >= cap) { cap *= 2; buf = realloc(buf, cap); }
  }
  if (!buf) exit(71);
  buf[len] = 0;
  while (len > 0 && (buf[len - 1] == '\n' || buf[len - 1] == '\r')) buf[--len] = 0;
  return buf;
}

int main(int argc, char **argv) {
  if (argc < 4) { fprintf(stderr, "usage: pango_queries SIZE FAMILIES FONT_FILE... < TEXT\n"); return 64; }
  double size = atof(argv[1]);
  FcConfig *config = FcConfigCreate();
  for (int i = 3; i < argc; i++)
    if (!FcConfigAppFontAddFile(config, (const FcChar8 *)argv[i])) { fprintf(stderr, "cannot add %s\n", argv[i]); return 66; }
  PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
  pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map), 72);
  PangoContext *ctx = pango_font_map_create_context(map);
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options(ctx, options);
  pango_context_set_round_glyph_positions(ctx, FALSE);
  PangoFontDescription *desc = pango_font_description_from_string(argv[2]);
  pango_font_description_set_absolute_size(desc, size * PANGO_SCALE);

  char *text = read_all(stdin);
  PangoLayout *layout = pango_layout_new(ctx);
  pango_layout_set_font_description(layout, desc);
  pango_layout_set_text(layout, text, -1);
  PangoRectangle logical;
  pango_layout_get_extents(layout, NULL, &logical);
  printf("width %.4f\n", (double)logical.width / PANGO_SCALE);

  int n_attrs = 0;
  const PangoLogAttr *attrs = pango_layout_get_log_attrs_readonly(layout, &n_attrs);
  int len = (int)strlen(text);
  int *cursor_bytes = malloc(sizeof(int) * (n_attrs + 1));
  int n_cursor = 0;
  const char *p = text;
  for (int i = 0; i < n_attrs; i++) {
    if (attrs[i].is_cursor_position) cursor_bytes[n_cursor++] = (int)(p - text);
    if (*p) p = g_utf8_next_char(p);
  }
  for (int i = 0; i < n_cursor; i++) {
    PangoRectangle strong, weak;
    pango_layout_get_cursor_pos(layout, cursor_bytes[i], &strong, &weak);
    printf("caret %d %.4f %.4f\n", cursor_bytes[i], (double)strong.x / PANGO_SCALE, (double)weak.x / PANGO_SCALE);
  }
  double width = (double)logical.width / PANGO_SCALE;
  int mid = logical.height / 2;
  for (double x = -3.0; x <= width + 3.0; x += 0.37) {
    int index = 0, trailing = 0;
    pango_layout_xy_to_index(layout, (int)(x * PANGO_SCALE), mid, &index, &trailing);
    printf("hit %.4f %d %d\n", x, index, trailing);
  }
  PangoLayoutLine *line = pango_layout_get_line_readonly(layout, 0);
  for (int i = 0; i + 1 < n_cursor; i++) {
    for (int j = i + 1; j < n_cursor && j <= i + 4; j++) {
      int *ranges = NULL, n = 0;
      pango_layout_line_get_x_ranges(line, cursor_bytes[i], cursor_bytes[j], &ranges, &n);
      printf("range %d %d", cursor_bytes[i], cursor_bytes[j]);
      for (int k = 0; k < 2 * n; k++) printf(" %.4f", (double)ranges[k] / PANGO_SCALE);
      printf("\n");
      g_free(ranges);
    }
  }
  (void)len;
  return 0;
}
