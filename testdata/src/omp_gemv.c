/* omp_gemv: y = A*x on a flattened row-major matrix, rows work-shared by
 * "#pragma omp parallel for"; the accumulator is declared inside the loop
 * (private). */
#include <omp.h>

#ifndef N
#define N 96
#endif

static double A[N * N];
static double X[N];
static double Y[N];
double checksum;

__attribute__((noinline)) void kernel_omp_gemv(int n, const double *a,
                                               const double *x, double *y)
{
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++) {
    int j;
    double acc = 0.0;
    for (j = 0; j < n; j++)
      acc += a[i * n + j] * x[j];
    y[i] = acc;
  }
}

int main(void)
{
  int i;
  double s = 0.0;
  for (i = 0; i < N * N; i++)
    A[i] = (double)(i % 13) * 0.25;
  for (i = 0; i < N; i++)
    X[i] = 1.0 + (double)(i % 4);
  kernel_omp_gemv(N, A, X, Y);
  for (i = 0; i < N; i++)
    s += Y[i];
  checksum = s;
  return 0;
}
