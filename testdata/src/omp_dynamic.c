/* omp_dynamic: a triangular matrix-vector product y = L x (row i does i+1
 * multiply-adds) with "#pragma omp parallel for schedule(dynamic)" to
 * balance the uneven rows. */
#include <omp.h>

#ifndef N
#define N 96
#endif

static double L[N][N];
static double X[N];
static double Y[N];
double checksum;

__attribute__((noinline)) void kernel_omp_dynamic(void)
{
  int i, j;
#pragma omp parallel for private(j) schedule(dynamic)
  for (i = 0; i < N; i++) {
    double acc = 0.0;
    for (j = 0; j <= i; j++)
      acc += L[i][j] * X[j];
    Y[i] = acc;
  }
}

int main(void)
{
  int i, j;
  double s = 0.0;
  for (i = 0; i < N; i++) {
    X[i] = (double)(i % 3) + 1.0;
    for (j = 0; j < N; j++)
      L[i][j] = (j <= i) ? (double)((i + j) % 5) / 5.0 : 0.0;
  }
  kernel_omp_dynamic();
  for (i = 0; i < N; i++)
    s += Y[i];
  checksum = s;
  return 0;
}
