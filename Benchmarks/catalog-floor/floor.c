/* Benchmarks/catalog-floor/floor.c, built and run by Benchmarks/catalog.sh: what reading the font
 * files costs without classifying them, on N threads taking files in turn, files opened relative
 * to their directory (kept open). Modes:
 *   io    open, fstat, one pread of the first 4 KiB, close: the least any scanner that reads the
 *         files must do.
 *   scan  the system calls of the catalog's cold scan: fstat, the first 4 KiB, then each block of
 *         the tables the classifier reads (neighbours less than 8 KiB apart read together, as
 *         Sources/FontCatalog/Scan/CompactFontFile.swift plans them; post only up to its
 *         header), a second fstat (the change check), close. Our scan's time beyond this is
 *         classification, allocation and the index.
 * The reads are planned by plan.h. (Batching these calls through io_uring, and an inotify watch
 * in place of the second fstat, were measured and cost more: docs/benchmarks.md.)
 * Usage: floor io|scan N_THREADS ROUNDS FILE...  (files of one directory; a collection's first
 * face only) -> best µs per file. */
#define _GNU_SOURCE
#include <fcntl.h>
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

static char **files; static int nfiles; static atomic_int next; static atomic_long sink;
static int dirfd_of_first = -1; static const char **names; static int scan_mode;

static void *work(void *arg) {
  (void)arg; long s = 0;
  unsigned char *buf = malloc(1 << 20);
  for (;;) {
    int i = atomic_fetch_add(&next, 1);
    if (i >= nfiles) break;
    int fd = openat(dirfd_of_first, names[i], O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) continue;
    struct stat st, st2;
    if (fstat(fd, &st) != 0) { close(fd); continue; }
    size_t size = (size_t)st.st_size, head = size < 4096 ? size : 4096;
    if (pread(fd, buf, head, 0) != (ssize_t)head || head < 12 || !scan_mode) { s += buf[0]; close(fd); continue; }
    struct block blocks[1024];
    int nb = plan_blocks(buf, head, size, 1u << 20, blocks, 1024);
    for (int k = 0; k < nb; k++) s += pread(fd, buf, blocks[k].length, blocks[k].from);
    if (fstat(fd, &st2) == 0) s += st2.st_size;
    close(fd);
  }
  free(buf);
  atomic_fetch_add(&sink, s);
  return NULL;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  if (argc < 5 || (strcmp(mode, "io") != 0 && strcmp(mode, "scan") != 0)) {
    fprintf(stderr, "usage: floor io|scan THREADS ROUNDS FILE... (files of one directory)\n"); return 64;
  }
  scan_mode = strcmp(mode, "scan") == 0;
  int threads = atoi(argv[2]), rounds = atoi(argv[3]);
  files = argv + 4; nfiles = argc - 4;
  int failed = open_names(nfiles, files, &names, &dirfd_of_first, "floor");
  if (failed) return failed;
  double best = best_of_rounds(threads, rounds, work, &next);
  printf("%s-floor: %d files, %d threads, best of %d: %.2f ms, %.2f µs per file\n", argv[1], nfiles, threads, rounds, best / 1000, best / nfiles);
  return atomic_load(&sink) == 42;
}
