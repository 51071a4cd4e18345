/* omp_tworegion: one "#pragma omp parallel" region holding two work-shared
 * loops ("#pragma omp for"), y = a*x + y then z = y*y, with the implicit
 * barrier between them, plus a "single" statement. */
#include <omp.h>

#ifndef N
#define N 8000
#endif

static double X[N];
static double Y[N];
static double Z[N];
static int Nthreads;
double checksum;

__attribute__((noinline)) void kernel_omp_tworegion(int n, double a)
{
  int i;
#pragma omp parallel
  {
#pragma omp single
    Nthreads = omp_get_num_threads();
#pragma omp for
    for (i = 0; i < n; i++)
      Y[i] = a * X[i] + Y[i];
#pragma omp for
    for (i = 0; i < n; i++)
      Z[i] = Y[i] * Y[i];
  }
}

int main(void)
{
  int i;
  double s = 0.0;
  for (i = 0; i < N; i++) {
    X[i] = (double)(i % 5);
    Y[i] = 1.0;
  }
  kernel_omp_tworegion(N, 0.5);
  for (i = 0; i < N; i++)
    s += Z[i];
  checksum = s + (Nthreads > 0 ? 0.0 : 1.0);
  return 0;
}
