/* Loops bounded by an unsigned difference, as code that skips a header or a
 * tail writes them: when the size is below the amount skipped, the bound
 * wraps round 2^32 and the loop runs about four billion times instead of
 * not at all (C's unsigned arithmetic). Run as: unsigned_wrap N SKIP REPS */
#include <stdio.h>
#include <stdlib.h>

struct window {
  unsigned len;  /* elements in the buffer */
  unsigned skip; /* header elements not summed */
};

static double acc[256];

void tail(unsigned n, unsigned skip, double *a) {
  for (unsigned i = 0; i < n - skip; i++)
    a[i & 255] += 1.0;
}

void window_init(struct window *w, unsigned len, unsigned skip) {
  w->len = len;
  w->skip = skip;
}

double window_sum(const struct window *w, const double *a) {
  double s = 0;
  for (unsigned i = 0; i < w->len - w->skip; i++)
    s += a[(i * 7) & 255];
  return s;
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: %s N SKIP REPS\n", argv[0]);
    return 1;
  }
  unsigned n = (unsigned)atoi(argv[1]);
  unsigned skip = (unsigned)atoi(argv[2]);
  int reps = atoi(argv[3]);
  struct window w;
  window_init(&w, n, skip);
  double s = 0;
  for (int r = 0; r < reps; r++) {
    tail(n, skip, acc);
    s += window_sum(&w, acc);
  }
  printf("%f\n", s);
  return 0;
}
