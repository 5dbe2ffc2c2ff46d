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
 *   2. per file: the reads of the tables the classifier needs (plan.h, as floor.c plans them),
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

#include "plan.h"

enum { BATCH = 16, SLOT_BYTES = 1 << 20 };
static const char **names; static int nfiles, dirfd_of_first = -1, with_stat;
static atomic_int next; static atomic_long sink, failures;

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
      struct block blocks[1024];
      int nb = plan_blocks(b, head, size, SLOT_BYTES - 4096, blocks, 1024);
      for (int t = 0; t < nb; t++) {
        struct io_uring_sqe *q = sqe(&ring);
        io_uring_prep_read(q, k, b + 4096, blocks[t].length, blocks[t].from);
        q->flags |= IOSQE_FIXED_FILE;
        pending++;
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
  nfiles = argc - 4;
  int failed = open_names(nfiles, argv + 4, &names, &dirfd_of_first, "uring");
  if (failed) return failed;
  double best = best_of_rounds(threads, rounds, work, &next);
  printf("uring-%s: %d files, %d threads, best of %d: %.2f ms, %.2f µs per file (%ld failed operations)\n",
         argv[1], nfiles, threads, rounds, best / 1000, best / nfiles, (long)atomic_load(&failures));
  return atomic_load(&sink) == 42;
}
