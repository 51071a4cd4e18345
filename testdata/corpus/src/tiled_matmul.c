/* tiled_matmul: C += A*B with all three loops blocked,
 * for (ii = 0; ii < n; ii += bs) ... for (i = ii; i < ii + bs && i < n; i++),
 * so the tile edges cut partial tiles when bs does not divide n. */
#include <stdio.h>
#include <stdlib.h>

void kernel_tiled_matmul(int n, int bs, const double *A, const double *B,
                         double *C)
{
  int ii, jj, kk, i, j, k;
  for (ii = 0; ii < n; ii += bs)
    for (kk = 0; kk < n; kk += bs)
      for (jj = 0; jj < n; jj += bs)
        for (i = ii; i < ii + bs && i < n; i++)
          for (k = kk; k < kk + bs && k < n; k++) {
            double a = A[i * n + k];
            for (j = jj; j < jj + bs && j < n; j++)
              C[i * n + j] += a * B[k * n + j];
          }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 50;
  int bs = argc > 2 ? atoi(argv[2]) : 16;
  double *A = malloc(n * n * sizeof(double));
  double *B = malloc(n * n * sizeof(double));
  double *C = malloc(n * n * sizeof(double));
  for (int i = 0; i < n * n; i++) {
    A[i] = (i % 13) * 0.25;
    B[i] = (i % 7) * 0.5 - 1.0;
    C[i] = 0.0;
  }
  kernel_tiled_matmul(n, bs, A, B, C);
  double s = 0.0;
  for (int i = 0; i < n * n; i++)
    s += C[i];
  printf("checksum %.4f\n", s);
  free(A);
  free(B);
  free(C);
  return 0;
}
