/* omp_ger: rank-1 update A += alpha x y^T with rows work-shared by
 * "#pragma omp parallel for"; pointer-to-array argument, bounds as
 * arguments. */
#include <omp.h>

#ifndef N
#define N 96
#endif

static double A[N][N];
static double X[N], Y[N];
double checksum;

__attribute__((noinline)) void kernel_omp_ger(int m, int n, double alpha,
                                              double (*a)[N], const double *x,
                                              const double *y)
{
  int i, j;
#pragma omp parallel for private(j)
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      a[i][j] += alpha * x[i] * y[j];
}

int main(void)
{
  int i, j;
  double s = 0.0;
  for (i = 0; i < N; i++) {
    X[i] = (double)(i % 10) / 10.0;
    Y[i] = (double)((N - i) % 6) / 6.0;
    for (j = 0; j < N; j++)
      A[i][j] = (double)(i - j) / N;
  }
  kernel_omp_ger(N, N, 0.75, A, X, Y);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      s += A[i][j];
  checksum = s;
  return 0;
}
