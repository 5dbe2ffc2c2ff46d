/* Benchmarks/floor/floor.c, built and run by Benchmarks/catalog.sh: what reading the font files
 * costs without classifying them, on N threads taking files in turn, files opened relative to
 * their directory (kept open). Two modes:
 *   io    open, fstat, one pread of the first 4 KiB, close: the least any scanner that reads the
 *         files must do.
 *   scan  the system calls of the catalog's cold scan: fstat, the first 4 KiB, then each block of
 *         the tables the classifier reads (neighbours less than 8 KiB apart read together, as
 *         Sources/FontCatalog/Scan/CompactFontFile.swift plans them; post only up to its
 *         header), a second fstat (the change check), close. Our scan's time beyond this is
 *         classification, allocation and the index.
 *   nostat scan without the two fstats (reads stop at the file's end instead of its size): what
 *         the stats cost, and the plain system calls to set against uring.c's nostat mode.
 * Usage: floor io|scan|nostat N_THREADS ROUNDS FILE...  (files of one directory; a collection's first
 * face only) -> best µs per file. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <libgen.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static char **files; static int nfiles; static atomic_int next; static atomic_long sink;
static int dirfd_of_first = -1; static const char **names; static int scan_mode, with_stat = 1;
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

static void *work(void *arg) {
  (void)arg; long s = 0;
  unsigned char *buf = malloc(1 << 20);
  for (;;) {
    int i = atomic_fetch_add(&next, 1);
    if (i >= nfiles) break;
    int fd = openat(dirfd_of_first, names[i], O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) continue;
    struct stat st, st2;
    if (!with_stat) st.st_size = 1 << 30;  /* no size known: a read past the end is short */
    else if (fstat(fd, &st) != 0) { close(fd); continue; }
    size_t size = (size_t)st.st_size, head = size < 4096 ? size : 4096;
    if (pread(fd, buf, head, 0) != (ssize_t)head || head < 12 || !scan_mode) { s += buf[0]; close(fd); continue; }
    uint32_t dir = 0;
    if (memcmp(buf, "ttcf", 4) == 0) dir = be32(buf + 12);
    if (dir + 12 > head) { close(fd); continue; }
    unsigned n = be16(buf + dir + 4);
    struct range r[1024]; int nr = 0;
    for (unsigned k = 0; k < n && nr < 1024 && dir + 12 + 16 * k + 16 <= head; k++) {
      const unsigned char *rec = buf + dir + 12 + 16 * k;
      uint32_t off = be32(rec + 8), len = be32(rec + 12);
      if (len == 0 || is_skipped(rec) || off > size || len > size - off) continue;
      if (memcmp(rec, "post", 4) == 0 && len > 32) len = 32;
      r[nr++] = (struct range){ off, off + len };
    }
    qsort(r, nr, sizeof r[0], by_start);
    /* Blocks: the head read, then runs of ranges less than 8 KiB apart. */
    uint32_t bs = 0, be = (uint32_t)head;
    int first = 1;
    for (int k = 0; k <= nr; k++) {
      if (k < nr && r[k].start <= be + 8192) { if (r[k].end > be) be = r[k].end; continue; }
      uint32_t from = first ? (uint32_t)head : bs;
      if (be > from && be - from <= (1u << 20)) s += pread(fd, buf, be - from, from);
      first = 0;
      if (k < nr) { bs = r[k].start; be = r[k].end; }
    }
    if (with_stat && fstat(fd, &st2) == 0) s += st2.st_size;
    close(fd);
  }
  free(buf);
  atomic_fetch_add(&sink, s);
  return NULL;
}

int main(int argc, char **argv) {
  if (argc < 5 || (strcmp(argv[1], "io") != 0 && strcmp(argv[1], "scan") != 0 && strcmp(argv[1], "nostat") != 0)) {
    fprintf(stderr, "usage: floor io|scan|nostat THREADS ROUNDS FILE... (files of one directory)\n"); return 64;
  }
  scan_mode = strcmp(argv[1], "io") != 0;
  with_stat = strcmp(argv[1], "nostat") != 0;
  int threads = atoi(argv[2]), rounds = atoi(argv[3]);
  files = argv + 4; nfiles = argc - 4;
  names = calloc(nfiles, sizeof *names);
  char *d = strdup(files[0]);
  dirfd_of_first = open(dirname(d), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dirfd_of_first < 0 || !names) { perror("floor"); return 66; }
  for (int i = 0; i < nfiles; i++) { const char *slash = strrchr(files[i], '/'); names[i] = slash ? slash + 1 : files[i]; }
  double best = 1e30;
  for (int r = 0; r < rounds; r++) {
    atomic_store(&next, 0);
    pthread_t t[64]; double t0 = now();
    for (int k = 0; k < threads && k < 64; k++) pthread_create(&t[k], NULL, work, NULL);
    for (int k = 0; k < threads && k < 64; k++) pthread_join(t[k], NULL);
    double dt = now() - t0; if (dt < best) best = dt;
  }
  printf("%s-floor: %d files, %d threads, best of %d: %.2f ms, %.2f µs per file\n", argv[1], nfiles, threads, rounds, best / 1000, best / nfiles);
  return atomic_load(&sink) == 42;
}
