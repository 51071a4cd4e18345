// Spans whose ends are special-cased: an empty span is two null
// pointers, a one-element span is peeled, otherwise [p, p + n); a length
// that is 0 when n is 0 and n otherwise; loops over them.
#include <stdio.h>
#include <stdlib.h>

typedef struct { double *begin, *end; } span;

static span make_span(int n) {
  span s = {NULL, NULL};
  if (n == 0)
    return s;
  s.begin = malloc(sizeof(double) * n);
  s.begin[0] = 1.0;
  if (n == 1) {
    s.end = s.begin + 1;
    return s;
  }
  for (int i = 1; i < n; i++)
    s.begin[i] = i * 0.25;
  s.end = s.begin + n;
  return s;
}

static double total(span s) {
  double t = 0;
  for (double *p = s.begin; p != s.end; ++p)
    t += *p;
  return t;
}

static long count_len(int n, const int *flags) {
  long len = n == 0 ? 0 : n;
  long c = 0;
  for (long i = 0; i < len; i++)
    c += flags[i % 4];
  return c;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int reps = argc > 2 ? atoi(argv[2]) : 3;
  int flags[4] = {1, 0, 2, 1};
  double s = 0;
  for (int r = 0; r < reps; r++) {
    span sp = make_span(n + r);
    s += total(sp);
    free(sp.begin);
  }
  printf("%f %ld\n", s, count_len(n, flags));
  return 0;
}
