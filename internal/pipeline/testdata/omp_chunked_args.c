// OpenMP loops over heap arrays whose length and thread count come from
// argv: a plain parallel for, a reduction, and a static chunked schedule
// (-O2 keeps the chunk bounds in registers and vectorises the chunk).
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000000;
  int threads = argc > 2 ? atoi(argv[2]) : 2;
  omp_set_num_threads(threads);
  double *x = malloc(n * sizeof(double)), *y = malloc(n * sizeof(double));
#pragma omp parallel for
  for (long i = 0; i < n; i++) { x[i] = i * 0.5; y[i] = 1.0; }
  double dot = 0;
#pragma omp parallel for reduction(+ : dot)
  for (long i = 0; i < n; i++) dot += x[i] * y[i];
#pragma omp parallel for schedule(static, 64)
  for (long i = 1; i < n - 1; i++) y[i] = (x[i - 1] + x[i] + x[i + 1]) / 3;
  printf("%g %g\n", dot, y[n / 2]);
  free(x);
  free(y);
  return 0;
}
