/* cholesky_vla: Cholesky factorisation A = L L^T of a symmetric positive
 * definite matrix through a variably-modified parameter, triangular depth 3
 * (for i; for j < i; for k < j), with an eps threshold on the pivot. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

void kernel_cholesky(int n, double A[n][n])
{
  const double eps = 1e-12;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      double s = A[i][j];
      for (int k = 0; k < j; k++)
        s -= A[i][k] * A[j][k];
      A[i][j] = s / A[j][j];
    }
    double d = A[i][i];
    for (int k = 0; k < i; k++)
      d -= A[i][k] * A[i][k];
    A[i][i] = sqrt(d <= eps ? eps : d);
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 90;
  double (*A)[n] = malloc(sizeof(double[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) {
      double v = (i == j) ? n + 1.0 : 1.0 / (1 + i + j);
      A[i][j] = v;
      A[j][i] = v;
    }
  kernel_cholesky(n, A);
  double s = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      s += A[i][j];
  printf("checksum %.8f\n", s);
  free(A);
  return 0;
}
