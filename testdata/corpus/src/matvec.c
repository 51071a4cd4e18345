/* matvec: y = A x by rows (dot products) and by columns (axpy updates over
 * a column-major copy), and y' = A^T x, on calloc'd row-major storage with
 * the sizes as arguments. */
#include <stdio.h>
#include <stdlib.h>

void kernel_gemv(int rows, int cols, const double *A, const double *x, double *y)
{
  for (int i = 0; i < rows; i++) {
    double s = 0.0;
    for (int j = 0; j < cols; j++)
      s += A[(long)i * cols + j] * x[j];
    y[i] = s;
  }
}

static void gemv_colmajor(int rows, int cols, const double *Ac, const double *x,
                          double *y)
{
  for (int i = 0; i < rows; i++)
    y[i] = 0.0;
  for (int j = 0; j < cols; j++) {
    double xj = x[j];
    for (int i = 0; i < rows; i++)
      y[i] += Ac[(long)j * rows + i] * xj;
  }
}

static void gemv_t(int rows, int cols, const double *A, const double *y, double *z)
{
  for (int j = 0; j < cols; j++) {
    double s = 0.0;
    for (int i = 0; i < rows; i++)
      s += A[(long)i * cols + j] * y[i];
    z[j] = s;
  }
}

int main(int argc, char **argv)
{
  int rows = argc > 1 ? atoi(argv[1]) : 300;
  int cols = argc > 2 ? atoi(argv[2]) : 200;
  double *A = calloc((size_t)rows * cols, sizeof(double));
  double *Ac = calloc((size_t)rows * cols, sizeof(double));
  double *x = calloc(cols, sizeof(double));
  double *y = calloc(rows, sizeof(double));
  double *y2 = calloc(rows, sizeof(double));
  double *z = calloc(cols, sizeof(double));
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      double v = ((i * 7 + j * 3) % 10) * 0.125;
      A[(long)i * cols + j] = v;
      Ac[(long)j * rows + i] = v;
    }
  for (int j = 0; j < cols; j++)
    x[j] = (j % 4) * 0.25;
  kernel_gemv(rows, cols, A, x, y);
  gemv_colmajor(rows, cols, Ac, x, y2);
  gemv_t(rows, cols, A, y, z);
  double s = 0.0;
  for (int i = 0; i < rows; i++)
    s += y[i] - y2[i];
  for (int j = 0; j < cols; j++)
    s += z[j];
  printf("checksum %.6f\n", s);
  free(A);
  free(Ac);
  free(x);
  free(y);
  free(y2);
  free(z);
  return 0;
}
