// Loops that run to the smaller of two sizes (a conjunction, a min() helper,
// a bound kept in a local) and one that reads and writes one array at a
// distance k (x[i] += x[i - k]): -O2 vectorises it behind a runtime check
// of whether the two windows of x overlap, which depends on k.
#include <stdio.h>
#include <stdlib.h>

static int smaller(int a, int b) { return a < b ? a : b; }

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int m = argc > 2 ? atoi(argv[2]) : 600;
  int k = argc > 3 ? atoi(argv[3]) : 10;
  double *x = calloc(n > m ? n : m, sizeof(double));
  for (int i = 0; i < n && i < m; i++)
    x[i] = i;
  for (int i = k; i < smaller(n, m); i++)
    x[i] += x[i - k];
  int lim = n < m ? n : m;
  double s = 0;
  for (int r = 0; r < 3; r++)
    for (int i = 0; i < lim; i++)
      s += x[i];
  printf("%.1f\n", s);
  free(x);
  return 0;
}
