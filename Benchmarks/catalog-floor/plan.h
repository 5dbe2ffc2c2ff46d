/* Benchmarks/catalog-floor/plan.h: what floor.c needs beside its modes: the file list, the timed rounds, and
 * the reads a file's tables need after its first bytes, planned as
 * Sources/FontCatalog/Scan/CompactFontFile.swift plans them: the tables the classifier reads (not
 * SparseFontFile.skippedTables), post only up to its header, and neighbours less than 8 KiB apart
 * read together. A collection's first face only. */
#include <fcntl.h>
#include <libgen.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e6 + t.tv_nsec / 1e3; }
static uint32_t be32(const unsigned char *p) { return (uint32_t)p[0] << 24 | p[1] << 16 | p[2] << 8 | p[3]; }
static uint16_t be16(const unsigned char *p) { return (uint16_t)(p[0] << 8 | p[1]); }

/* The tables the catalog never reads (SparseFontFile.skippedTables). */
static const char *skipped[] = {
  "glyf", "loca", "CFF ", "CFF2", "gvar", "CBDT", "CBLC", "EBDT", "EBLC", "EBSC", "sbix", "SVG ",
  "hdmx", "VORG", "vmtx", "cvt ", "fpgm", "prep", "cvar", "DSIG", "LTSH", "VDMX", "kern", "kerx",
  "MATH", "JSTF", "BASE", "HVAR", "VVAR", "MVAR", "COLR", "CPAL", "GDEF", "GSUB", "GPOS", "morx",
  "mort", "ankr", "just", "bsln", "opbd", "prop", "lcar", "Zapf", "PCLT", "gasp", "meta", "bdat",
  "bloc", NULL };
static int is_skipped(const unsigned char *tag) {
  for (int i = 0; skipped[i]; i++) if (memcmp(tag, skipped[i], 4) == 0) return 1;
  return 0;
}
struct range { uint32_t start, end; };
static int by_start(const void *a, const void *b) {
  const struct range *x = a, *y = b; return x->start < y->start ? -1 : x->start > y->start;
}

/* A read: `length` bytes from file offset `from`. */
struct block { uint32_t from, length; };

/* The reads after the first `head` bytes (in `b`) of a file of `size` bytes, each at most `limit`
 * bytes long (longer ones are left out), into `out`: how many (at most `max`). */
static int plan_blocks(const unsigned char *b, uint64_t head, uint64_t size, uint32_t limit,
                       struct block *out, int max) {
  if (head < 12) return 0;
  uint32_t dir = memcmp(b, "ttcf", 4) == 0 ? be32(b + 12) : 0;
  if ((uint64_t)dir + 12 > head) return 0;
  unsigned tables = be16(b + dir + 4);
  struct range r[1024]; int nr = 0;
  for (unsigned t = 0; t < tables && nr < 1024 && dir + 12 + 16 * t + 16 <= head; t++) {
    const unsigned char *rec = b + dir + 12 + 16 * t;
    uint32_t off = be32(rec + 8), len = be32(rec + 12);
    if (len == 0 || is_skipped(rec) || off > size || len > size - off) continue;
    if (memcmp(rec, "post", 4) == 0 && len > 32) len = 32;
    r[nr++] = (struct range){ off, off + len };
  }
  qsort(r, nr, sizeof r[0], by_start);
  /* Blocks: the head read, then runs of ranges less than 8 KiB apart. */
  uint32_t bs = 0, be = (uint32_t)head;
  int first = 1, n = 0;
  for (int k = 0; k <= nr; k++) {
    if (k < nr && r[k].start <= be + 8192) { if (r[k].end > be) be = r[k].end; continue; }
    uint32_t from = first ? (uint32_t)head : bs;
    if (be > from && be - from <= limit && n < max) out[n++] = (struct block){ from, be - from };
    first = 0;
    if (k < nr) { bs = r[k].start; be = r[k].end; }
  }
  return n;
}

/* The files' names in their directory (the first file's), which is opened into `*dir`: 0, or
 * the sysexits code after printing why. */
static int open_names(int n, char **files, const char ***names, int *dir, const char *who) {
  *names = calloc(n, sizeof **names);
  char *d = strdup(files[0]);
  *dir = d ? open(dirname(d), O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1;
  if (*dir < 0 || !*names) { perror(who); return 66; }
  for (int i = 0; i < n; i++) { const char *slash = strrchr(files[i], '/'); (*names)[i] = slash ? slash + 1 : files[i]; }
  return 0;
}

/* The best wall time of `rounds` rounds, each running `work` on `threads` threads (at most 64)
 * after setting `*next` to 0: µs. */
static double best_of_rounds(int threads, int rounds, void *(*work)(void *), atomic_int *next) {
  double best = 1e30;
  for (int r = 0; r < rounds; r++) {
    atomic_store(next, 0);
    pthread_t t[64]; double t0 = now();
    for (int k = 0; k < threads && k < 64; k++) pthread_create(&t[k], NULL, work, NULL);
    for (int k = 0; k < threads && k < 64; k++) pthread_join(t[k], NULL);
    double dt = now() - t0; if (dt < best) best = dt;
  }
  return best;
}
