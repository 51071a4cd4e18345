/* omp_kernel_copy: OpenMP kernels with external linkage called from a
 * harness in main, sizes and repetitions from argv. At -O2 main inlines
 * them, and their external copies, never called, still fork the same
 * outlined functions: the parallel loops' bounds must come from main's
 * calls, not be lost to the copy's unbound parameters. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

void kernel_scale_rows(int n, int m, double *A, const double *s)
{
#pragma omp parallel for schedule(static)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[(size_t)i * m + j] *= s[i];
}

double kernel_sweep(int n, int m, int reps, double *A, double *B)
{
  double total = 0.0;
  for (int r = 0; r < reps; r++) {
#pragma omp parallel for schedule(static) reduction(+ : total)
    for (int i = 1; i < n - 1; i++)
      for (int j = 0; j < m; j++) {
        B[(size_t)i * m + j] = 0.5 * (A[(size_t)(i - 1) * m + j] + A[(size_t)(i + 1) * m + j]);
        total += B[(size_t)i * m + j];
      }
    double *t = A;
    A = B;
    B = t;
  }
  return total;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 120;
  int m = argc > 2 ? atoi(argv[2]) : 100;
  int reps = argc > 3 ? atoi(argv[3]) : 4;
  double *A = malloc(sizeof(double) * n * m), *B = malloc(sizeof(double) * n * m);
  double *s = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    s[i] = 1.0 + (i % 3);
    for (int j = 0; j < m; j++)
      A[(size_t)i * m + j] = B[(size_t)i * m + j] = (i + j) % 5;
  }
  kernel_scale_rows(n, m, A, s);
  double t = kernel_sweep(n, m, reps, A, B);
  printf("%d %.3f\n", omp_get_max_threads(), t);
  free(A);
  free(B);
  free(s);
  return 0;
}
