/* omp_stencil_swap: a 2-D Jacobi stencil whose sweep is a
 * "parallel for schedule(static)" inside a sequential time loop, the grids
 * swapped by pointers between steps; the residual is a max reduction. */
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

double kernel_jacobi(int n, int steps, double *a, double *b)
{
  double diff = 0.0;
  for (int t = 0; t < steps; t++) {
    diff = 0.0;
#pragma omp parallel for schedule(static) reduction(max : diff)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++) {
        double v = 0.25 * (a[(i - 1) * n + j] + a[(i + 1) * n + j] +
                           a[i * n + j - 1] + a[i * n + j + 1]);
        double d = fabs(v - a[i * n + j]);
        if (d > diff)
          diff = d;
        b[i * n + j] = v;
      }
    double *t2 = a;
    a = b;
    b = t2;
  }
  return diff;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 80;
  int steps = argc > 2 ? atoi(argv[2]) : 10;
  double *a = malloc(sizeof(double) * n * n), *b = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = b[i * n + j] = (i == 0) ? 100.0 : 0.0;
  double diff = kernel_jacobi(n, steps, a, b);
  double *r = steps % 2 ? b : a;
  double s = 0.0;
  for (int i = 0; i < n * n; i++)
    s += r[i];
  printf("diff %.9f checksum %.9f\n", diff, s);
  free(a);
  free(b);
  return 0;
}
