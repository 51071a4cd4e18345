/* omp_jacobi2d: 5-point Jacobi on an N x N grid for T steps; inside the
 * sequential time loop both sweeps are "#pragma omp parallel for" over
 * rows (two parallel regions per step). */
#include <omp.h>

#ifndef N
#define N 64
#endif
#ifndef T
#define T 10
#endif

static double Ag[N][N];
static double Bg[N][N];
double checksum;

__attribute__((noinline)) void kernel_omp_jacobi2d(double (*a)[N],
                                                   double (*b)[N])
{
  int t, i, j;
  for (t = 0; t < T; t++) {
#pragma omp parallel for private(j)
    for (i = 1; i < N - 1; i++)
      for (j = 1; j < N - 1; j++)
        b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] +
                         a[i][j + 1]);
#pragma omp parallel for private(j)
    for (i = 1; i < N - 1; i++)
      for (j = 1; j < N - 1; j++)
        a[i][j] = b[i][j];
  }
}

int main(void)
{
  int i, j;
  double s = 0.0;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      Ag[i][j] = (double)((i * j) % 10);
      Bg[i][j] = 0.0;
    }
  kernel_omp_jacobi2d(Ag, Bg);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      s += Ag[i][j];
  checksum = s;
  return 0;
}
