/* global_inputs: sizes kept in globals with initializers, as programs keep
 * their defaults (or as a benchmark keeps its inputs out of the optimiser's
 * reach): rounds and depth are never written, so they hold their
 * initializers for the whole run; scale is written from argv before use. */
#include <stdio.h>
#include <stdlib.h>

int rounds = 6;
int depth = 12;
int scale = 3;

static long sweep(int d, double *a, int n)
{
  if (d == 0)
    return 0;
  for (int i = 0; i < n; i++)
    a[i] += d;
  return 1 + sweep(d - 1, a, n);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  scale = argc > 2 ? atoi(argv[2]) : 3;
  double *a = calloc((size_t)n * scale, sizeof *a);
  long s = 0;
  for (int r = 0; r < rounds; r++)
    s += sweep(depth, a, n * scale);
  printf("%ld %f\n", s, a[n]);
  free(a);
  return 0;
}
