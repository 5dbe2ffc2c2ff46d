/* Raw HarfBuzz shaping of the same strings, the peer of TextLayout's measuring in
 * Benchmarks/layout.sh: one reused buffer, the same font, scale, features (trak off, and optional
 * ligatures off when tracking is not zero) and direction; sums the advances.
 * Usage: hb_baseline STRINGS_FILE FONT ROUNDS TRACKED(0|1) -> prints "hb-shape ns_per_string". */
#include <hb.h>
#include <hb-ot.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static unsigned long long now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (unsigned long long)ts.tv_sec * 1000000000ull + ts.tv_nsec;
}

int main(int argc, char **argv) {
  if (argc < 5) { fprintf(stderr, "usage: hb_baseline STRINGS FONT ROUNDS TRACKED\n"); return 64; }
  FILE *f = fopen(argv[1], "rb");
  if (!f) { perror(argv[1]); return 66; }
  fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
  char *text = malloc(n + 1);
  if (fread(text, 1, n, f) != (size_t)n) { perror("read"); return 66; }
  text[n] = 0; fclose(f);
  int count = 0; for (long i = 0; i < n; i++) if (text[i] == '\n') count++;
  char **lines = malloc(sizeof(char *) * (count + 1)); int *lens = malloc(sizeof(int) * (count + 1));
  int k = 0; char *p = text;
  while (*p && k <= count) { char *e = strchr(p, '\n'); if (!e) e = p + strlen(p); lines[k] = p; lens[k] = (int)(e - p); k++; if (!*e) break; p = e + 1; }
  int rounds = atoi(argv[3]);
  int tracked = atoi(argv[4]);

  hb_blob_t *blob = hb_blob_create_from_file(argv[2]);
  hb_face_t *face = hb_face_create(blob, 0);
  hb_font_t *font = hb_font_create(face);
  int upem = hb_face_get_upem(face);
  hb_font_set_scale(font, upem, upem);
  hb_buffer_t *buf = hb_buffer_create();
  hb_feature_t feats[5];
  hb_feature_from_string("trak=0", -1, &feats[0]);
  hb_feature_from_string("liga=0", -1, &feats[1]);
  hb_feature_from_string("clig=0", -1, &feats[2]);
  hb_feature_from_string("dlig=0", -1, &feats[3]);
  hb_feature_from_string("hlig=0", -1, &feats[4]);
  unsigned nfeats = tracked ? 5 : 1;

  double best = 1e30; long long sink = 0;
  for (int r = 0; r < rounds; r++) {
    unsigned long long t0 = now();
    for (int i = 0; i < k; i++) {
      hb_buffer_clear_contents(buf);
      hb_buffer_add_utf8(buf, lines[i], lens[i], 0, lens[i]);
      hb_buffer_guess_segment_properties(buf);
      hb_shape(font, buf, feats, nfeats);
      unsigned int len; hb_glyph_position_t *pos = hb_buffer_get_glyph_positions(buf, &len);
      for (unsigned j = 0; j < len; j++) sink += pos[j].x_advance;
    }
    double dt = (double)(now() - t0) / k;
    if (dt < best) best = dt;
  }
  printf("hb-shape %f\n", best);
  if (sink == 42) printf("\n");
  return 0;
}
