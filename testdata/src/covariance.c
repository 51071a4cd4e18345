/* covariance: covariance matrix of N samples of M features,
 * cov[p][q] = sum_i (d[i][p]-mean[p]) (d[i][q]-mean[q]) / (N-1), q >= p,
 * mirrored into the lower triangle.
 * Style: three phases (column means, centering, upper-triangular product
 * with q starting at p), a division by a constant after a reduction loop. */
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

__attribute__((noinline)) void kernel_covariance(void)
{
  int i, p, q;
  for (p = 0; p < M; p++) {
    Mean[p] = 0.0;
    for (i = 0; i < N; i++)
      Mean[p] += Data[i][p];
    Mean[p] /= (double)N;
  }
  for (i = 0; i < N; i++)
    for (p = 0; p < M; p++)
      Data[i][p] -= Mean[p];
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
  kernel_covariance();
  for (p = 0; p < M; p++)
    for (q = 0; q < M; q++)
      s += Cov[p][q];
  checksum = s;
  return 0;
}
