/* omp_gemm: C = alpha*A*B + beta*C with the row loop work-shared by
 * "#pragma omp parallel for" (static schedule, j and k private). */
#include <omp.h>

#ifndef N
#define N 40
#endif

static double A[N][N];
static double B[N][N];
static double C[N][N];
double checksum;

__attribute__((noinline)) void kernel_omp_gemm(double alpha, double beta)
{
  int i, j, k;
#pragma omp parallel for private(j, k)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      C[i][j] *= beta;
      for (k = 0; k < N; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

int main(void)
{
  int i, j;
  double s = 0.0;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      A[i][j] = (double)((i * j + 1) % N) / N;
      B[i][j] = (double)((i + 2 * j) % N) / N;
      C[i][j] = (double)((i * (j + 3)) % N) / N;
    }
  kernel_omp_gemm(1.5, 1.2);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      s += C[i][j];
  checksum = s;
  return 0;
}
