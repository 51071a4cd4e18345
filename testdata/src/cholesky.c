/* cholesky: in-place Cholesky factorisation A = L L^T of a symmetric
 * positive definite matrix; L overwrites the lower triangle.
 * Style: flattened indexing a[i*n + k] with an int n argument, triangular
 * loops (k < j, j < i), a libm sqrt call in the outer loop (link -lm). */
#include <math.h>

#ifndef N
#define N 80
#endif

static double A[N * N];
double checksum;

__attribute__((noinline)) void kernel_cholesky(int n, double *a)
{
  int i, j, k;
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        a[i * n + j] -= a[i * n + k] * a[j * n + k];
      a[i * n + j] /= a[j * n + j];
    }
    for (k = 0; k < i; k++)
      a[i * n + i] -= a[i * n + k] * a[i * n + k];
    a[i * n + i] = sqrt(a[i * n + i]);
  }
}

int main(void)
{
  int i, j;
  double s = 0.0;
  /* Symmetric and strictly diagonally dominant with a positive diagonal. */
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      A[i * N + j] = (i == j) ? (double)N : 1.0 / (double)(i + j + 1);
  kernel_cholesky(N, A);
  for (i = 0; i < N; i++)
    for (j = 0; j <= i; j++)
      s += A[i * N + j];
  checksum = s;
  return 0;
}
