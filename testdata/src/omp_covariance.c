/* omp_covariance: the covariance kernel with each of its three phases
 * (means, centering, triangular product) a "#pragma omp parallel for";
 * the triangular phase has uneven work per iteration under the default
 * static schedule. */
#include <omp.h>

#ifndef N
#define N 100
#endif
#ifndef M
#define M 80
#endif

static double Data[N][M];
static double Mean[M];
static double Cov[M][M];
double checksum;

__attribute__((noinline)) void kernel_omp_covariance(void)
{
  int i, p, q;
#pragma omp parallel for private(i)
  for (p = 0; p < M; p++) {
    Mean[p] = 0.0;
    for (i = 0; i < N; i++)
      Mean[p] += Data[i][p];
    Mean[p] /= (double)N;
  }
#pragma omp parallel for private(p)
  for (i = 0; i < N; i++)
    for (p = 0; p < M; p++)
      Data[i][p] -= Mean[p];
#pragma omp parallel for private(q, i)
  for (p = 0; p < M; p++)
    for (q = p; q < M; q++) {
      double acc = 0.0;
      for (i = 0; i < N; i++)
        acc += Data[i][p] * Data[i][q];
      Cov[p][q] = acc / (double)(N - 1);
      Cov[q][p] = Cov[p][q];
    }
}

int main(void)
{
  int i, p, q;
  double s = 0.0;
  for (i = 0; i < N; i++)
    for (p = 0; p < M; p++)
      Data[i][p] = (double)((i * (p + 1)) % 23) / 23.0;
  kernel_omp_covariance();
  for (p = 0; p < M; p++)
    for (q = 0; q < M; q++)
      s += Cov[p][q];
  checksum = s;
  return 0;
}
