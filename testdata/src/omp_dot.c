/* omp_dot: dot product with "#pragma omp parallel for reduction(+:s)". */
#include <omp.h>

#ifndef N
#define N 8000
#endif

static double X[N];
static double Y[N];
double checksum;

__attribute__((noinline)) double kernel_omp_dot(int n, const double *x,
                                                const double *y)
{
  int i;
  double s = 0.0;
#pragma omp parallel for reduction(+ : s)
  for (i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

int main(void)
{
  int i;
  for (i = 0; i < N; i++) {
    X[i] = (double)(i % 16) / 16.0;
    Y[i] = (double)((i * 5) % 11) - 5.0;
  }
  checksum = kernel_omp_dot(N, X, Y);
  return 0;
}
