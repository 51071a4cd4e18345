/* Recursions over index ranges, as divide-and-conquer code writes them:
 * a blocked sum that halves its range down to a base-case loop, a
 * cache-oblivious transpose that splits the longer side down to a small
 * tile, a naive Fibonacci (an exponential call tree), two mutually
 * recursive functions, and a recursive binary search whose path depends
 * on the data. Sizes come from the arguments: n, the transposed matrix's
 * side m, the Fibonacci argument and the repetitions of the sum. */
#include <stdio.h>
#include <stdlib.h>

static double rsum(const double *a, int lo, int hi)
{
  if (hi - lo <= 16) {
    double s = 0.0;
    for (int i = lo; i < hi; i++)
      s += a[i];
    return s;
  }
  int mid = lo + (hi - lo) / 2;
  return rsum(a, lo, mid) + rsum(a, mid, hi);
}

static void transpose(double *dst, const double *src, int m, int r0, int r1, int c0, int c1)
{
  int dr = r1 - r0, dc = c1 - c0;
  if (dr * dc <= 64) {
    for (int i = r0; i < r1; i++)
      for (int j = c0; j < c1; j++)
        dst[j * m + i] = src[i * m + j];
    return;
  }
  if (dr >= dc) {
    int rm = r0 + dr / 2;
    transpose(dst, src, m, r0, rm, c0, c1);
    transpose(dst, src, m, rm, r1, c0, c1);
  } else {
    int cm = c0 + dc / 2;
    transpose(dst, src, m, r0, r1, c0, cm);
    transpose(dst, src, m, r0, r1, cm, c1);
  }
}

static long fib(int k)
{
  if (k < 2)
    return k;
  return fib(k - 1) + fib(k - 2);
}

static int is_odd(int k);

static int is_even(int k)
{
  if (k == 0)
    return 1;
  return is_odd(k - 1);
}

static int is_odd(int k)
{
  if (k == 0)
    return 0;
  return is_even(k - 1);
}

static int bsearch_rec(const double *a, int lo, int hi, double key)
{
  if (lo >= hi)
    return lo;
  int mid = lo + (hi - lo) / 2;
  if (a[mid] < key)
    return bsearch_rec(a, mid + 1, hi, key);
  return bsearch_rec(a, lo, mid, key);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 10000;
  int m = argc > 2 ? atoi(argv[2]) : 100;
  int f = argc > 3 ? atoi(argv[3]) : 20;
  int reps = argc > 4 ? atoi(argv[4]) : 3;
  double *a = malloc((size_t)n * sizeof(double));
  double *src = malloc((size_t)m * m * sizeof(double));
  double *dst = malloc((size_t)m * m * sizeof(double));
  for (int i = 0; i < n; i++)
    a[i] = 0.5 * i;
  for (int i = 0; i < m * m; i++)
    src[i] = i;
  double s = 0.0;
  for (int r = 0; r < reps; r++)
    s += rsum(a, 0, n);
  transpose(dst, src, m, 0, m, 0, m);
  long fk = fib(f);
  int even = is_even(n);
  int pos = bsearch_rec(a, 0, n, 0.25 * n);
  printf("%.1f %.1f %ld %d %d\n", s, dst[m - 1], fk, even, pos);
  free(a);
  free(src);
  free(dst);
  return 0;
}
