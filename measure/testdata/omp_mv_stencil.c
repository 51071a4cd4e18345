/* omp_mv_stencil: OpenMP matrix-vector product and 5-point stencil, sizes
 * and repetitions from argv: a whole program run with one thread for the
 * Callgrind comparison of measure. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

void matvec(int n, int m, const double *A, const double *x, double *y) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < m; j++) s += A[(long)i * m + j] * x[j];
    y[i] = s;
  }
}

void stencil(int n, int m, const double *a, double *b) {
#pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      b[i * m + j] = 0.2 * (a[i * m + j] + a[(i - 1) * m + j] + a[(i + 1) * m + j] + a[i * m + j - 1] + a[i * m + j + 1]);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 400;
  int m = argc > 2 ? atoi(argv[2]) : 400;
  int reps = argc > 3 ? atoi(argv[3]) : 3;
  double *A = malloc(sizeof(double) * n * m), *B = malloc(sizeof(double) * n * m);
  double *x = malloc(sizeof(double) * m), *y = malloc(sizeof(double) * n);
  for (long i = 0; i < (long)n * m; i++) { A[i] = (i % 13) * 0.25; B[i] = (i % 5) * 0.125; }
  for (int j = 0; j < m; j++) x[j] = 1.0 / (j + 1);
  for (int r = 0; r < reps; r++) {
    matvec(n, m, A, x, y);
    stencil(n, m, A, B);
    stencil(n, m, B, A);
  }
  double s = 0;
  for (int i = 0; i < n; i++) s += y[i];
  for (long i = 0; i < (long)n * m; i++) s += A[i];
  printf("threads=%d s=%.6e\n", omp_get_max_threads(), s);
  free(A); free(B); free(x); free(y);
  return 0;
}
