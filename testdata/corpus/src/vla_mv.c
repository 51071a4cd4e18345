/* vla_mv: matrix-vector products through C99 variably-modified array
 * parameters. The matrix is one malloc'd block seen as double (*)[m]. */
#include <stdio.h>
#include <stdlib.h>

static void init(int n, int m, double A[n][m], double x[m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = (double)((i + 3 * j) % 17) - 8.0;
  for (int j = 0; j < m; j++)
    x[j] = 1.0 / (j + 1);
}

void kernel_mv(int n, int m, double A[n][m], double x[m], double y[n])
{
  for (int i = 0; i < n; i++) {
    y[i] = 0.0;
    for (int j = 0; j < m; j++)
      y[i] += A[i][j] * x[j];
  }
}

void kernel_mtv(int n, int m, double A[n][m], double y[n], double z[m])
{
  for (int j = 0; j < m; j++)
    z[j] = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      z[j] += A[i][j] * y[i];
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 150;
  int m = argc > 2 ? atoi(argv[2]) : 120;
  double (*A)[m] = malloc(sizeof(double[n][m]));
  double *x = malloc(m * sizeof(double));
  double *y = malloc(n * sizeof(double));
  double *z = malloc(m * sizeof(double));
  double s = 0.0;

  init(n, m, A, x);
  for (int rep = 0; rep < 3; rep++) {
    kernel_mv(n, m, A, x, y);
    kernel_mtv(n, m, A, y, z);
    for (int j = 0; j < m; j++)
      x[j] = z[j] * 1e-3;
  }
  for (int j = 0; j < m; j++)
    s += z[j];
  printf("checksum %.6e\n", s);
  free(A);
  free(x);
  free(y);
  free(z);
  return 0;
}
