/* omp_reduction: reductions in "parallel for": a sum and a dot product
 * with reduction(+), the extremes with reduction(min) and reduction(max),
 * and a count of sign changes; integer-valued data keep the results
 * identical for any number of threads. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

void kernel_reduce(int n, const double *a, const double *b, double *sum,
                   double *dot, double *lo, double *hi, int *changes)
{
  double s = 0.0, d = 0.0, mn = a[0], mx = a[0];
  int ch = 0;
#pragma omp parallel for reduction(+ : s, d, ch) reduction(min : mn) reduction(max : mx)
  for (int i = 0; i < n; i++) {
    s += a[i];
    d += a[i] * b[i];
    if (a[i] < mn)
      mn = a[i];
    if (a[i] > mx)
      mx = a[i];
    if (i > 0 && (a[i] < 0) != (a[i - 1] < 0))
      ch++;
  }
  *sum = s;
  *dot = d;
  *lo = mn;
  *hi = mx;
  *changes = ch;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100000;
  double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
  unsigned s = 4u;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    a[i] = (double)((int)((s >> 12) % 2001) - 1000);
    b[i] = (double)(i % 13);
  }
  double sum, dot, lo, hi;
  int changes;
  kernel_reduce(n, a, b, &sum, &dot, &lo, &hi, &changes);
  printf("sum %.1f dot %.1f lo %.1f hi %.1f changes %d\n", sum, dot, lo, hi,
         changes);
  free(a);
  free(b);
  return 0;
}
