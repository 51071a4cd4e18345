// An OpenMP program that takes its sizes and thread count from argv through an
// init function with out-parameters; the parallel loops read the sizes through
// the shared pointers the fork call hands them.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
static void init(int argc, char **argv, int *n, int *m, int *threads) {
  *n = 200; *m = 150; *threads = 2;
  if (argc > 1) *n = atoi(argv[1]);
  if (argc > 2) *m = atoi(argv[2]);
  if (argc > 3) *threads = atoi(argv[3]);
}
int main(int argc, char **argv) {
  int n, m, threads;
  init(argc, argv, &n, &m, &threads);
  omp_set_num_threads(threads);
  double *A = malloc(sizeof(double) * n * m), *x = malloc(sizeof(double) * m), *y = malloc(sizeof(double) * n);
  for (int j = 0; j < m; j++) x[j] = 1.0 / (j + 1);
#pragma omp parallel for schedule(static)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) A[(size_t)i * m + j] = i + j;
  }
#pragma omp parallel for schedule(static)
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < m; j++) s += A[(size_t)i * m + j] * x[j];
    y[i] = s;
  }
  printf("%f\n", y[n - 1]);
  return 0;
}
