/* Benchmarks/floor/uring.c: floor.c's `scan` mode with io_uring instead of one system call per
 * step, to decide whether the catalog's reader should batch its system calls (it does not: see
 * the figures in the README's benchmark table). Not run by catalog.sh or CI: it needs liburing,
 * which nothing else does.
 *
 * Build and run (Debian: apt-get install liburing-dev):
 *   cc -O2 -pthread -o /tmp/uring Benchmarks/floor/uring.c -luring
 *   find /usr/share/fonts/truetype/noto -maxdepth 1 -type f -print0 | sort -z \
 *     | xargs -0 /tmp/uring stat 2 30
 *
 * Each thread takes 16 files at a time and submits, in one io_uring_enter each:
 *   1. per file: statx by name (the catalog's first fstat), openat into a fixed-file slot, and
 *      a linked read of the first 4 KiB;
 *   2. per file: the reads of the tables the classifier needs (planned as floor.c plans them),
 *      a second statx by name (the change check) and the slot's close.
 * io_uring's statx takes a path, not a fixed file, so the stats look the name up again. Modes:
 *   stat     as above: the same work as `floor scan`;
 *   nostat   without the two statx (a lower bound: what batching the rest could save).
 * Usage: uring stat|nostat N_THREADS ROUNDS FILE...  (files of one directory) -> best µs per
 * file. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <libgen.h>
#include <liburing.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum { BATCH = 16, SLOT_BYTES = 1 << 20 };
static const char **names; static int nfiles, dirfd_of_first = -1, with_stat;
static atomic_int next; static atomic_long sink, failures;
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e6 + t.tv_nsec / 1e3; }
static uint32_t be32(const unsigned char *p) { return (uint32_t)p[0] << 24 | p[1] << 16 | p[2] << 8 | p[3]; }
static uint16_t be16(const unsigned char *p) { return (uint16_t)(p[0] << 8 | p[1]); }

/* The tables the catalog never reads (SparseFontFile.skippedTables), as in floor.c. */
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

static struct io_uring_sqe *sqe(struct io_uring *ring) {
  struct io_uring_sqe *q = io_uring_get_sqe(ring);
  if (!q) { io_uring_submit(ring); q = io_uring_get_sqe(ring); }
  return q;
}

/* Submits what is queued, waits for `pending` completions and counts their results. */
static long reap(struct io_uring *ring, unsigned pending) {
  long s = 0;
  io_uring_submit_and_wait(ring, pending);
  while (pending > 0) {
    struct io_uring_cqe *c;
    if (io_uring_wait_cqe(ring, &c) != 0) break;
    if (c->res < 0) atomic_fetch_add(&failures, 1); else s += c->res;
    io_uring_cqe_seen(ring, c);
    pending--;
  }
  return s;
}

static void *work(void *arg) {
  (void)arg;
  struct io_uring ring;
  if (io_uring_queue_init(512, &ring, 0) != 0) { perror("io_uring_queue_init"); exit(69); }
  int slots[BATCH];
  for (int k = 0; k < BATCH; k++) slots[k] = -1;
  if (io_uring_register_files(&ring, slots, BATCH) != 0) { perror("io_uring_register_files"); exit(69); }
  unsigned char *buf = malloc((size_t)BATCH * SLOT_BYTES);
  struct statx before[BATCH], after[BATCH];
  long s = 0;
  for (;;) {
    int first = atomic_fetch_add(&next, BATCH);
    if (first >= nfiles) break;
    int n = nfiles - first < BATCH ? nfiles - first : BATCH;
    unsigned pending = 0;
    for (int k = 0; k < n; k++) {
      struct io_uring_sqe *q;
      if (with_stat) {
        q = sqe(&ring); io_uring_prep_statx(q, dirfd_of_first, names[first + k], 0, STATX_SIZE | STATX_MTIME, &before[k]);
        pending++;
      } else {
        before[k].stx_size = 1u << 30;  /* no size known: a read past the end is short */
      }
      /* O_CLOEXEC is refused for fixed-file slots (EINVAL). */
      q = sqe(&ring); io_uring_prep_openat_direct(q, dirfd_of_first, names[first + k], O_RDONLY | O_NONBLOCK, 0, k);
      q->flags |= IOSQE_IO_LINK;
      q = sqe(&ring); io_uring_prep_read(q, k, buf + (size_t)k * SLOT_BYTES, 4096, 0);
      q->flags |= IOSQE_FIXED_FILE;
      pending += 2;
    }
    s += reap(&ring, pending);
    pending = 0;
    for (int k = 0; k < n; k++) {
      unsigned char *b = buf + (size_t)k * SLOT_BYTES;
      uint64_t size = before[k].stx_size, head = size < 4096 ? size : 4096;
      uint32_t dir = head >= 12 && memcmp(b, "ttcf", 4) == 0 ? be32(b + 12) : 0;
      if (head >= 12 && dir + 12 <= head) {
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
        /* Blocks as floor.c makes them: the head read, then runs less than 8 KiB apart. */
        uint32_t bs = 0, be = (uint32_t)head;
        int first_block = 1;
        for (int t = 0; t <= nr; t++) {
          if (t < nr && r[t].start <= be + 8192) { if (r[t].end > be) be = r[t].end; continue; }
          uint32_t from = first_block ? (uint32_t)head : bs;
          if (be > from && be - from <= SLOT_BYTES - 4096) {
            struct io_uring_sqe *q = sqe(&ring);
            io_uring_prep_read(q, k, b + 4096, be - from, from);
            q->flags |= IOSQE_FIXED_FILE;
            pending++;
          }
          first_block = 0;
          if (t < nr) { bs = r[t].start; be = r[t].end; }
        }
      }
      struct io_uring_sqe *q;
      if (with_stat) {
        q = sqe(&ring); io_uring_prep_statx(q, dirfd_of_first, names[first + k], 0, STATX_SIZE | STATX_MTIME, &after[k]);
        pending++;
      }
      q = sqe(&ring); io_uring_prep_close_direct(q, k);
      pending++;
    }
    s += reap(&ring, pending);
  }
  io_uring_queue_exit(&ring);
  free(buf);
  atomic_fetch_add(&sink, s);
  return NULL;
}

int main(int argc, char **argv) {
  if (argc < 5 || (strcmp(argv[1], "stat") != 0 && strcmp(argv[1], "nostat") != 0)) {
    fprintf(stderr, "usage: uring stat|nostat THREADS ROUNDS FILE... (files of one directory)\n"); return 64;
  }
  with_stat = strcmp(argv[1], "stat") == 0;
  int threads = atoi(argv[2]), rounds = atoi(argv[3]);
  const char **files = (const char **)argv + 4; nfiles = argc - 4;
  names = calloc(nfiles, sizeof *names);
  char *d = strdup(files[0]);
  dirfd_of_first = open(dirname(d), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dirfd_of_first < 0 || !names) { perror("uring"); return 66; }
  for (int i = 0; i < nfiles; i++) { const char *slash = strrchr(files[i], '/'); names[i] = slash ? slash + 1 : files[i]; }
  double best = 1e30;
  for (int r = 0; r < rounds; r++) {
    atomic_store(&next, 0);
    pthread_t t[64]; double t0 = now();
    for (int k = 0; k < threads && k < 64; k++) pthread_create(&t[k], NULL, work, NULL);
    for (int k = 0; k < threads && k < 64; k++) pthread_join(t[k], NULL);
    double dt = now() - t0; if (dt < best) best = dt;
  }
  printf("uring-%s: %d files, %d threads, best of %d: %.2f ms, %.2f µs per file (%ld failed operations)\n",
         argv[1], nfiles, threads, rounds, best / 1000, best / nfiles, (long)atomic_load(&failures));
  return atomic_load(&sink) == 42;
}
