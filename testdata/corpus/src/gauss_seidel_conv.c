/* gauss_seidel_conv: Gauss-Seidel on a diagonally dominant tridiagonal-plus
 * system, iterated in a while loop until the residual falls below a
 * tolerance (a data-dependent exit) or an iteration cap. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int kernel_solve(int n, const double *diag, const double *off, const double *b,
                 double *x, double tol, int maxit)
{
  int it = 0;
  double res = tol + 1.0;
  while (res > tol && it < maxit) {
    for (int i = 0; i < n; i++) {
      double s = b[i];
      if (i > 0)
        s -= off[i] * x[i - 1];
      if (i < n - 1)
        s -= off[i + 1] * x[i + 1];
      x[i] = s / diag[i];
    }
    res = 0.0;
    for (int i = 0; i < n; i++) {
      double r = b[i] - diag[i] * x[i];
      if (i > 0)
        r -= off[i] * x[i - 1];
      if (i < n - 1)
        r -= off[i + 1] * x[i + 1];
      double ar = fabs(r);
      if (ar > res)
        res = ar;
    }
    it++;
  }
  return it;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 2000;
  double *diag = malloc(n * sizeof(double));
  double *off = malloc(n * sizeof(double));
  double *b = malloc(n * sizeof(double));
  double *x = calloc(n, sizeof(double));
  for (int i = 0; i < n; i++) {
    diag[i] = 4.0 + (i % 3);
    off[i] = -1.0 - 0.5 * (i % 2);
    b[i] = (double)(i % 11) - 5.0;
  }
  int it = kernel_solve(n, diag, off, b, x, 1e-10, 500);
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += x[i] * (i % 4);
  printf("iterations %d checksum %.6f\n", it, s);
  free(diag);
  free(off);
  free(b);
  free(x);
  return 0;
}
