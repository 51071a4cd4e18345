// Blocked (tiled) loops in the three shapes code is written in: the tile's
// end as a conjunction (i < ii + bs && i < n), through a min() helper, and
// kept in a local computed with a conditional. The tile size and the matrix
// sizes come from the arguments, the matrices from the heap.
#include <stdio.h>
#include <stdlib.h>

static int min_int(int a, int b) { return a < b ? a : b; }

static void scale_and(double *a, int n, int m, int bs) {
  for (int ii = 0; ii < n; ii += bs)
    for (int jj = 0; jj < m; jj += bs)
      for (int i = ii; i < ii + bs && i < n; i++)
        for (int j = jj; j < jj + bs && j < m; j++)
          a[i * m + j] *= 0.5;
}

static void transpose_min(double *b, const double *a, int n, int m, int bs) {
  for (int ii = 0; ii < n; ii += bs)
    for (int jj = 0; jj < m; jj += bs)
      for (int i = ii; i < min_int(ii + bs, n); i++)
        for (int j = jj; j < min_int(jj + bs, m); j++)
          b[j * n + i] = a[i * m + j];
}

static double sum_local(const double *b, int n, int m, int bs) {
  double s = 0;
  for (int jj = 0; jj < m; jj += bs) {
    int je = jj + bs < m ? jj + bs : m;
    for (int ii = 0; ii < n; ii += bs) {
      int ie = ii + bs < n ? ii + bs : n;
      for (int j = jj; j < je; j++)
        for (int i = ii; i < ie; i++)
          s += b[j * n + i] * (i + 1);
    }
  }
  return s;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  int m = argc > 2 ? atoi(argv[2]) : 70;
  int bs = argc > 3 ? atoi(argv[3]) : 16;
  if (n <= 0 || m <= 0 || bs <= 0) {
    fprintf(stderr, "usage: %s N M BS (all positive)\n", argv[0]);
    return 1;
  }
  double *a = malloc(sizeof(double) * n * m);
  double *b = malloc(sizeof(double) * n * m);
  for (int i = 0; i < n * m; i++)
    a[i] = i % 13;
  scale_and(a, n, m, bs);
  transpose_min(b, a, n, m, bs);
  printf("%.1f\n", sum_local(b, n, m, bs));
  free(a);
  free(b);
  return 0;
}
