/* recursive_dc: divide-and-conquer recursions whose calls each pass their
 * own bounds: a pairwise sum of a heap array and a cache-oblivious matrix
 * transpose that halves the larger side until a block is small, both sized
 * from the command line. */
#include <stdio.h>
#include <stdlib.h>

static double pairwise(const double *a, int lo, int hi)
{
  if (hi - lo <= 16) {
    double s = 0.0;
    for (int i = lo; i < hi; i++)
      s += a[i];
    return s;
  }
  int mid = lo + (hi - lo) / 2;
  return pairwise(a, lo, mid) + pairwise(a, mid, hi);
}

static void transpose(const double *src, double *dst, int n, int r0, int r1, int c0, int c1)
{
  if ((r1 - r0) * (c1 - c0) <= 64) {
    for (int i = r0; i < r1; i++)
      for (int j = c0; j < c1; j++)
        dst[j * n + i] = src[i * n + j];
    return;
  }
  if (r1 - r0 >= c1 - c0) {
    int rm = (r0 + r1) / 2;
    transpose(src, dst, n, r0, rm, c0, c1);
    transpose(src, dst, n, rm, r1, c0, c1);
  } else {
    int cm = (c0 + c1) / 2;
    transpose(src, dst, n, r0, r1, c0, cm);
    transpose(src, dst, n, r0, r1, cm, c1);
  }
}

int main(int argc, char **argv)
{
  int len = argc > 1 ? atoi(argv[1]) : 20000;
  int n = argc > 2 ? atoi(argv[2]) : 96;
  double *a = malloc(sizeof(double) * len);
  double *m = malloc(sizeof(double) * n * n);
  double *t = malloc(sizeof(double) * n * n);
  for (int i = 0; i < len; i++)
    a[i] = (double)(i % 13);
  for (int i = 0; i < n * n; i++)
    m[i] = (double)(i % 7);
  double s = pairwise(a, 0, len);
  transpose(m, t, n, 0, n, 0, n);
  printf("%.1f %.1f\n", s, t[n + 2]);
  free(a);
  free(m);
  free(t);
  return 0;
}
