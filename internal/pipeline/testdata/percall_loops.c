/* Helpers whose loops run to the sizes each call passes: the same fill
 * for two arrays of different lengths and for a growing prefix, a 2-D
 * initialiser called with swapped dimensions, an early return on an empty
 * range, a triangular helper, and a helper that passes its size on to
 * another, halved. Every size comes from argv. */
#include <stdio.h>
#include <stdlib.h>

static void fill(double *a, int n, double v) {
  for (int i = 0; i < n; i++)
    a[i] = v * i;
}

static void init2d(double *m, int rows, int cols) {
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      m[i * cols + j] = i - j;
}

static double sum(const double *a, int n) {
  if (n <= 0)
    return 0;
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

static double tri(const double *a, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      s += a[i] * a[j];
  return s;
}

static void twice(double *a, int n) {
  fill(a, n, 1.0);
  fill(a, n / 2, 2.0);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int m = argc > 2 ? atoi(argv[2]) : 300;
  int r = argc > 3 ? atoi(argv[3]) : 20;
  int c = argc > 4 ? atoi(argv[4]) : 30;
  double *a = malloc(sizeof(double) * (n + m + 16));
  double *b = malloc(sizeof(double) * m);
  double *g = malloc(sizeof(double) * r * c);
  fill(a, n, 0.5);
  fill(b, m, -1.0);
  for (int k = 0; k < 4; k++)
    fill(a, k * 3, 2.0);
  init2d(g, r, c);
  init2d(g, c, r);
  double s = sum(a, n) + sum(b, m) + sum(b, 0);
  s += tri(a, m / 4) + tri(b, m / 8);
  twice(a, n);
  twice(b, m);
  printf("%g %g %g\n", s, a[n / 2], g[r * c - 1]);
  free(a);
  free(b);
  free(g);
  return 0;
}
