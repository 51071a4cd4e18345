/* matmul_harness: a benchmark-style driver around two matrix multiplies,
 * C = A*B naive (i, j, k) and with B transposed first (unit stride in k).
 * Sizes come from argv; arrays are malloc'd; the kernels are static, so
 * -O2 inlines them into main. The timer only goes to stderr. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void init_array(int n, double *A, double *B, double *C)
{
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      A[i * n + j] = (double)((i * j + 1) % n) / n;
      B[i * n + j] = (double)((i + 2 * j) % n) / n;
      C[i * n + j] = 0.0;
    }
}

static void kernel_matmul(int n, const double *A, const double *B, double *C)
{
  int i, j, k;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      double s = 0.0;
      for (k = 0; k < n; k++)
        s += A[i * n + k] * B[k * n + j];
      C[i * n + j] = s;
    }
}

static void kernel_matmul_t(int n, const double *A, const double *B, double *BT,
                            double *C)
{
  int i, j, k;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      BT[j * n + i] = B[i * n + j];
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      double s = 0.0;
      for (k = 0; k < n; k++)
        s += A[i * n + k] * BT[j * n + k];
      C[i * n + j] += s;
    }
}

static void dump(int n, const double *C)
{
  int i;
  for (i = 0; i < n * n; i++) {
    fprintf(stderr, "%0.2lf ", C[i]);
    if (i % 20 == 19)
      fprintf(stderr, "\n");
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 48;
  double *A = malloc((size_t)n * n * sizeof(double));
  double *B = malloc((size_t)n * n * sizeof(double));
  double *BT = malloc((size_t)n * n * sizeof(double));
  double *C = malloc((size_t)n * n * sizeof(double));
  double t0, t1, sum = 0.0;
  int i;

  init_array(n, A, B, C);
  t0 = now();
  kernel_matmul(n, A, B, C);
  kernel_matmul_t(n, A, B, BT, C);
  t1 = now();
  fprintf(stderr, "time %0.6f\n", t1 - t0);

  if (argc > 42 && !strcmp(argv[0], ""))
    dump(n, C);
  for (i = 0; i < n * n; i++)
    sum += C[i];
  printf("checksum %.6f\n", sum);
  free(A);
  free(B);
  free(BT);
  free(C);
  return 0;
}
