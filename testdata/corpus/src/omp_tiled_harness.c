/* omp_tiled_harness: a benchmark harness (timer on stderr, argc-guarded
 * dump, static init / kernel / checksum) around a blocked matrix multiply
 * whose tile loops are "parallel for collapse(2) schedule(static)". */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double tick(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

static int min(int a, int b) { return a < b ? a : b; }

static void init(int n, double *A, double *B, double *C)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i * n + j] = (double)((i + j) % 4);
      B[i * n + j] = (double)((i * 2 + j) % 3) - 0.75;
      C[i * n + j] = 0.0;
    }
}

static void kernel_tiled(int n, int bs, const double *A, const double *B,
                         double *C)
{
#pragma omp parallel for collapse(2) schedule(static)
  for (int ii = 0; ii < n; ii += bs)
    for (int jj = 0; jj < n; jj += bs)
      for (int kk = 0; kk < n; kk += bs)
        for (int i = ii; i < min(ii + bs, n); i++)
          for (int k = kk; k < min(kk + bs, n); k++) {
            double a = A[i * n + k];
            for (int j = jj; j < min(jj + bs, n); j++)
              C[i * n + j] += a * B[k * n + j];
          }
}

static double checksum(int n, const double *C)
{
  double s = 0.0;
  for (int i = 0; i < n * n; i++)
    s += C[i] * (i % 7);
  return s;
}

static void dump(int n, const double *C)
{
  for (int i = 0; i < n * n; i++)
    fprintf(stderr, "%0.1f%c", C[i], i % n == n - 1 ? '\n' : ' ');
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 48;
  int bs = argc > 2 ? atoi(argv[2]) : 16;
  double *A = malloc(sizeof(double) * n * n);
  double *B = malloc(sizeof(double) * n * n);
  double *C = malloc(sizeof(double) * n * n);
  init(n, A, B, C);
  double t0 = tick();
  kernel_tiled(n, bs, A, B, C);
  fprintf(stderr, "kernel_tiled %.6f s on %d threads\n", tick() - t0,
          omp_get_max_threads());
  if (argc > 42 && !strcmp(argv[0], ""))
    dump(n, C);
  printf("checksum %.3f\n", checksum(n, C));
  free(A);
  free(B);
  free(C);
  return 0;
}
