/* Benchmarks/floor/io-floor.c, built and run by Benchmarks/catalog.sh.
 * The I/O floor of a font scan: for every file, open, fstat, one pread of its first 4 KiB (the
 * header and table directory) and close, on N threads; no parsing. Any scanner that reads the
 * files must do at least this. Usage: io-floor N_THREADS ROUNDS FILE... -> best µs per file. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
static char **files; static int nfiles; static atomic_int next; static atomic_long sink;
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e6 + t.tv_nsec / 1e3; }
static void *work(void *arg) {
  (void)arg; char buf[4096]; long s = 0;
  for (;;) {
    int i = atomic_fetch_add(&next, 1);
    if (i >= nfiles) break;
    int fd = open(files[i], O_RDONLY | O_CLOEXEC);
    if (fd < 0) continue;
    struct stat st;
    if (fstat(fd, &st) == 0) s += st.st_size;
    ssize_t n = pread(fd, buf, sizeof buf, 0);
    if (n > 0) s += buf[n - 1];
    close(fd);
  }
  atomic_fetch_add(&sink, s);
  return NULL;
}
int main(int argc, char **argv) {
  if (argc < 4) { fprintf(stderr, "usage: io-floor THREADS ROUNDS FILE...\n"); return 64; }
  int threads = atoi(argv[1]), rounds = atoi(argv[2]);
  files = argv + 3; nfiles = argc - 3;
  double best = 1e30;
  for (int r = 0; r < rounds; r++) {
    atomic_store(&next, 0);
    pthread_t t[64]; double t0 = now();
    for (int k = 0; k < threads && k < 64; k++) pthread_create(&t[k], NULL, work, NULL);
    for (int k = 0; k < threads && k < 64; k++) pthread_join(t[k], NULL);
    double dt = now() - t0; if (dt < best) best = dt;
  }
  printf("io-floor: %d files, %d threads, best of %d: %.2f ms, %.2f µs per file\n", nfiles, threads, rounds, best / 1000, best / nfiles);
  return atomic_load(&sink) == 42;
}
