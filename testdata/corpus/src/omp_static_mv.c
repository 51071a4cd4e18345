/* omp_static_mv: matrix-vector product with "parallel for schedule(static)"
 * on the rows and a scaled vector update with schedule(static, 8); the
 * data are multiples of 1/8, so every sum is exact in any order. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

void kernel_mv(int n, int m, const double *A, const double *x, double *y)
{
#pragma omp parallel for schedule(static)
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (int j = 0; j < m; j++)
      s += A[(long)i * m + j] * x[j];
    y[i] = s;
  }
}

static void axpy(int n, double a, const double *x, double *y)
{
#pragma omp parallel for schedule(static, 8)
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 240;
  int m = argc > 2 ? atoi(argv[2]) : 200;
  double *A = malloc(sizeof(double) * n * m);
  double *x = malloc(sizeof(double) * m);
  double *y = malloc(sizeof(double) * n);
  double *z = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[(long)i * m + j] = ((i + 2 * j) % 9) * 0.125;
  for (int j = 0; j < m; j++)
    x[j] = (j % 5) * 0.5;
  for (int i = 0; i < n; i++)
    z[i] = 1.0;
  kernel_mv(n, m, A, x, y);
  axpy(n, 2.0, y, z);
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += z[i];
  printf("checksum %.6f\n", s);
  free(A);
  free(x);
  free(y);
  free(z);
  return 0;
}
