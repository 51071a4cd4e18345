// OpenMP loops over heap arrays whose pointers the parallel region shares:
// __kmpc_fork_call hands the outlined function the address of each pointer,
// and at -O2 main stores malloc's result there through an i8** cast of the
// double** local. A matrix-vector product by rows, repeated, and a scaling
// pass, both with the default static schedule.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static void matvec(int n, int m, const double *A, const double *x, double *y) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < m; j++)
      s += A[(size_t)i * m + j] * x[j];
    y[i] = s;
  }
}

static void scale(int n, double *y, double f) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    y[i] *= f;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 400;
  int m = argc > 2 ? atoi(argv[2]) : 400;
  int reps = argc > 3 ? atoi(argv[3]) : 3;
  double *A = malloc(sizeof(double) * n * m), *x = malloc(sizeof(double) * m), *y = malloc(sizeof(double) * n);
  if (!A || !x || !y)
    return 1;
  for (int i = 0; i < n * m; i++)
    A[i] = i % 13;
  for (int j = 0; j < m; j++)
    x[j] = j;
  for (int r = 0; r < reps; r++) {
    matvec(n, m, A, x, y);
    scale(n, y, 0.5);
  }
  printf("%f\n", y[n - 1]);
  free(A);
  free(x);
  free(y);
  return 0;
}
