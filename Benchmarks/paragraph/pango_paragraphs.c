/* The peer of Benchmarks/paragraph.sh: Pango laying out the same paragraphs in the same font files
 * at the same size and widths, in-process: pango_layout_set_text + pango_layout_get_lines, each
 * font alone in its own fontconfig configuration (FcConfigAppFontAddFile), 72 dpi so that a point
 * is a pixel, Pango's hyphen insertion off (PANGO_ATTR_INSERT_HYPHENS false).
 *
 * Usage: pango_paragraphs PARAGRAPHS_TSV POINT_SIZE ROUNDS WIDTH…
 *        pango_paragraphs labels FONT_FILE POINT_SIZE COUNT WIDTH
 * The second measures COUNT short labels (paragraph-bench's recipe: the same strings) in one
 * layout of WIDTH, pango_layout_set_text + pango_layout_get_pixel_extents each, as a toolkit
 * measures a label.
 * Prints "lines N" and "ns_per_paragraph T", as paragraph-bench does. */
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { PangoLayout *layouts[8]; char *text; } Case;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

/* paragraph-bench's Labels.make: a UI word, a number, and every third label a second phrase. */
static const char *words[] = {"Inbox", "Settings", "Downloads", "Profile", "Notifications", "Privacy & Security",
                              "Last updated", "Unread messages", "Storage", "Battery", "Wi-Fi", "Bluetooth",
                              "Display & Brightness", "Sounds & Haptics", "Focus", "Screen Time", "General",
                              "Control Centre", "Accessibility", "Wallpaper"};
static const char *phrases[] = {"minutes ago", "items selected", "of 128 GB used", "new followers", "photos and videos"};

static PangoContext *context_for(const char *path, FcChar8 **family) {
  FcConfig *config = FcConfigCreate();
  if (!FcConfigAppFontAddFile(config, (const FcChar8 *)path)) { fprintf(stderr, "cannot add %s\n", path); exit(66); }
  int count = 0;
  FcPattern *face = FcFreeTypeQuery((const FcChar8 *)path, 0, NULL, &count);
  if (!face || FcPatternGetString(face, FC_FAMILY, 0, family) != FcResultMatch) { fprintf(stderr, "no family in %s\n", path); exit(65); }
  PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
  pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map), 72);
  return pango_font_map_create_context(map);
}

static int labels(int argc, char **argv) {
  if (argc != 6) { fprintf(stderr, "usage: pango_paragraphs labels FONT_FILE POINT_SIZE COUNT WIDTH\n"); return 64; }
  double size = atof(argv[3]);
  int count = atoi(argv[4]);
  FcChar8 *family = NULL;
  PangoContext *ctx = context_for(argv[2], &family);
  PangoFontDescription *desc = pango_font_description_new();
  pango_font_description_set_family(desc, (const char *)family);
  pango_font_description_set_absolute_size(desc, size * PANGO_SCALE);
  char **texts = calloc(count, sizeof *texts);
  for (int i = 0; i < count; i++) {
    char buf[256];
    int n = snprintf(buf, sizeof buf, "%s %d", words[i % 20], (int)((long)i * 7919 % 1000));
    if (i % 3 == 0) snprintf(buf + n, sizeof buf - n, " \u00B7 %s", phrases[i % 5]);
    texts[i] = strdup(buf);
  }
  PangoLayout *l = pango_layout_new(ctx);
  pango_layout_set_font_description(l, desc);
  pango_layout_set_width(l, (int)(atof(argv[5]) * PANGO_SCALE));
  pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR);
  long lines = 0;
  for (int i = 0; i < count; i++) {
    pango_layout_set_text(l, texts[i], -1);
    lines += pango_layout_get_line_count(l);
  }
  printf("lines %ld\n", lines);
  double best = 1e300;
  for (int k = 0; k < 3; k++) {
    double t0 = now();
    long sum = 0;
    for (int i = 0; i < count; i++) {
      PangoRectangle ink, logical;
      pango_layout_set_text(l, texts[i], -1);
      pango_layout_get_pixel_extents(l, &ink, &logical);
      sum += logical.height;
    }
    if (sum <= 0) return 70;
    double dt = (now() - t0) / count;
    if (dt < best) best = dt;
  }
  printf("ns_per_paragraph %.0f\n", best);
  return 0;
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "labels") == 0) return labels(argc, argv);
  if (argc < 5) { fprintf(stderr, "usage: pango_paragraphs PARAGRAPHS_TSV POINT_SIZE ROUNDS WIDTH...\n"); return 64; }
  double size = atof(argv[2]);
  int rounds = atoi(argv[3]);
  int nw = argc - 4 > 8 ? 8 : argc - 4;
  FILE *f = fopen(argv[1], "r");
  if (!f) { perror(argv[1]); return 66; }
  Case cases[64];
  int n = 0;
  char line[8192];
  while (n < 64 && fgets(line, sizeof line, f)) {
    if (line[0] == '#' || line[0] == '\n') continue;
    line[strcspn(line, "\n")] = 0;
    char *lang = strtok(line, "\t"), *font = strtok(NULL, "\t"), *text = strtok(NULL, "");
    if (!lang || !font || !text) continue;
    char path[1024];
    snprintf(path, sizeof path, "/usr/share/fonts/%s", font);
    FcConfig *config = FcConfigCreate();
    if (!FcConfigAppFontAddFile(config, (const FcChar8 *)path)) { fprintf(stderr, "cannot add %s\n", path); return 66; }
    int count = 0;
    FcPattern *face = FcFreeTypeQuery((const FcChar8 *)path, 0, NULL, &count);
    FcChar8 *family = NULL;
    if (!face || FcPatternGetString(face, FC_FAMILY, 0, &family) != FcResultMatch) { fprintf(stderr, "no family in %s\n", path); return 65; }
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map), 72);
    PangoContext *ctx = pango_font_map_create_context(map);
    pango_context_set_language(ctx, pango_language_from_string(lang));
    PangoFontDescription *desc = pango_font_description_new();
    pango_font_description_set_family(desc, (const char *)family);
    pango_font_description_set_absolute_size(desc, size * PANGO_SCALE);
    PangoAttrList *attrs = pango_attr_list_new();
    pango_attr_list_insert(attrs, pango_attr_insert_hyphens_new(FALSE));
    cases[n].text = strdup(text);
    for (int w = 0; w < nw; w++) {
      PangoLayout *l = pango_layout_new(ctx);
      pango_layout_set_font_description(l, desc);
      pango_layout_set_attributes(l, attrs);
      pango_layout_set_width(l, (int)(atof(argv[4 + w]) * PANGO_SCALE));
      pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR);
      cases[n].layouts[w] = l;
    }
    n++;
  }
  fclose(f);
  long lines = 0;
  for (int i = 0; i < n; i++)
    for (int w = 0; w < nw; w++) {
      pango_layout_set_text(cases[i].layouts[w], cases[i].text, -1);
      lines += g_slist_length(pango_layout_get_lines(cases[i].layouts[w]));
    }
  printf("lines %ld\n", lines);
  double best = 1e300;
  for (int k = 0; k < 3; k++) {
    double t0 = now();
    for (int r = 0; r < rounds; r++)
      for (int i = 0; i < n; i++)
        for (int w = 0; w < nw; w++) {
          /* set_text with the same text still drops the layout; get_lines lays it out again. */
          pango_layout_set_text(cases[i].layouts[w], cases[i].text, -1);
          if (!pango_layout_get_lines(cases[i].layouts[w])) return 70;
        }
    double dt = (now() - t0) / ((double)rounds * n * nw);
    if (dt < best) best = dt;
  }
  printf("ns_per_paragraph %.0f\n", best);
  return 0;
}
