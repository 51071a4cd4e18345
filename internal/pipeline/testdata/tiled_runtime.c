/* Blocked loops whose tile size is a run-time argument, as a tuned code
 * takes it: for (ii = 0; ii < n; ii += bs) for (i = ii; i < ii + bs && i < n;
 * i++). At -O2 the tile loops step by bs (no constant), and each tile's
 * inner loop stops at the first of its two bounds.
 * Run as: tiled_runtime N M BS */
#include <stdio.h>
#include <stdlib.h>

static void transpose(int n, int m, int bs, const double *a, double *t) {
  for (int ii = 0; ii < n; ii += bs)
    for (int jj = 0; jj < m; jj += bs)
      for (int i = ii; i < ii + bs && i < n; i++)
        for (int j = jj; j < jj + bs && j < m; j++)
          t[j * n + i] = a[i * m + j];
}

static void matmul(int n, int bs, const double *a, const double *b, double *c) {
  for (int ii = 0; ii < n; ii += bs)
    for (int kk = 0; kk < n; kk += bs)
      for (int i = ii; i < ii + bs && i < n; i++)
        for (int k = kk; k < kk + bs && k < n; k++) {
          double x = a[i * n + k];
          for (int j = 0; j < n; j++)
            c[i * n + j] += x * b[k * n + j];
        }
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: %s N M BS\n", argv[0]);
    return 1;
  }
  int n = atoi(argv[1]), m = atoi(argv[2]), bs = atoi(argv[3]);
  if (n < 1 || m < 1 || bs < 1)
    return 1;
  double *a = malloc(sizeof(double) * n * m);
  double *t = malloc(sizeof(double) * n * m);
  double *c = calloc((size_t)n * n, sizeof(double));
  for (int i = 0; i < n * m; i++)
    a[i] = (i % 11) * 0.5;
  transpose(n, m, bs, a, t);
  matmul(n, bs, a, a, c); /* reads the first n*n elements of a */
  double s = 0;
  for (int i = 0; i < n * m; i++)
    s += t[i];
  for (int i = 0; i < n * n; i++)
    s += c[i];
  printf("%f\n", s);
  free(a);
  free(t);
  free(c);
  return 0;
}
