/* omp_chunked: a row-wise scaling and row sum of an N x N matrix with
 * "#pragma omp parallel for schedule(static, 4)", so rows go to threads
 * round-robin in chunks of four. */
#include <omp.h>

#ifndef N
#define N 96
#endif
#define CHUNK 4

static double A[N][N];
static double Rs[N];
double checksum;

__attribute__((noinline)) void kernel_omp_chunked(double f)
{
  int i, j;
#pragma omp parallel for private(j) schedule(static, CHUNK)
  for (i = 0; i < N; i++) {
    double s = 0.0;
    for (j = 0; j < N; j++) {
      A[i][j] *= f;
      s += A[i][j];
    }
    Rs[i] = s;
  }
}

int main(void)
{
  int i, j;
  double s = 0.0;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      A[i][j] = (double)((i + j) % 7);
  kernel_omp_chunked(0.5);
  for (i = 0; i < N; i++)
    s += Rs[i];
  checksum = s;
  return 0;
}
