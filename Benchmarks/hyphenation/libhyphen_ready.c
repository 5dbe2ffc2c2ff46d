// The peer of Benchmarks/hyphenation.sh: libhyphen opening a dictionary from its text and
// hyphenating one word (lower-cased, as libhyphen takes it), as every process must without a
// compiled dictionary. Prints the points (the letters after which the word may be hyphenated) and
// the milliseconds from the start of loading to the points.
#include <hyphen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double milliseconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: libhyphen_ready DICTIONARY WORD\n");
    return 64;
  }
  double start = milliseconds();
  HyphenDict *dict = hnj_hyphen_load(argv[1]);
  if (!dict) {
    fprintf(stderr, "libhyphen_ready: cannot load %s\n", argv[1]);
    return 66;
  }
  int length = (int)strlen(argv[2]);
  char *hyphens = calloc(length + 5, 1);
  char **rep = NULL;
  int *pos = NULL, *cut = NULL;
  hnj_hyphen_hyphenate3(dict, argv[2], length, hyphens, NULL, &rep, &pos, &cut, 2, 2, 2, 2);
  double ready = milliseconds() - start;
  printf("points ");
  for (int i = 0, n = 0; i + 1 < length; i++) if (hyphens[i] & 1) printf("%s%d", n++ ? "," : "", i + 1);
  printf("\nready_ms %.2f\n", ready);
  hnj_hyphen_free(dict);
  free(hyphens);
  return 0;
}
