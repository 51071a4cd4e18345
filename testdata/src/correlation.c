/* correlation: Pearson correlation matrix of N samples of M features:
 * means, standard deviations, normalisation, then the upper triangle of
 * D^T D mirrored, with ones on the diagonal.
 * Style: a call to our own square root (Newton's method with a fixed
 * number of steps, no libm) inside a loop, a guard branch against a zero
 * deviation, a triangular nest starting at q = p + 1. */
#ifndef N
#define N 100
#endif
#ifndef M
#define M 80
#endif

/* NEWTON_STEPS is enough for Newton's method to converge from x/2+1 for the
 * magnitudes seen here (variances below 1e4). */
#define NEWTON_STEPS 24

static double Data[N][M];
static double Mean[M];
static double Stddev[M];
static double Corr[M][M];
double checksum;

static double newton_sqrt(double x)
{
  int it;
  double g = 0.5 * x + 1.0;
  if (x <= 0.0)
    return 0.0;
  for (it = 0; it < NEWTON_STEPS; it++)
    g = 0.5 * (g + x / g);
  return g;
}

__attribute__((noinline)) void kernel_correlation(void)
{
  int i, p, q;
  const double eps = 0.1;
  for (p = 0; p < M; p++) {
    Mean[p] = 0.0;
    for (i = 0; i < N; i++)
      Mean[p] += Data[i][p];
    Mean[p] /= (double)N;
  }
  for (p = 0; p < M; p++) {
    Stddev[p] = 0.0;
    for (i = 0; i < N; i++)
      Stddev[p] += (Data[i][p] - Mean[p]) * (Data[i][p] - Mean[p]);
    Stddev[p] = newton_sqrt(Stddev[p] / (double)N);
    if (Stddev[p] <= eps)
      Stddev[p] = 1.0;
  }
  for (i = 0; i < N; i++)
    for (p = 0; p < M; p++)
      Data[i][p] = (Data[i][p] - Mean[p]) / (newton_sqrt((double)N) * Stddev[p]);
  for (p = 0; p < M - 1; p++) {
    Corr[p][p] = 1.0;
    for (q = p + 1; q < M; q++) {
      Corr[p][q] = 0.0;
      for (i = 0; i < N; i++)
        Corr[p][q] += Data[i][p] * Data[i][q];
      Corr[q][p] = Corr[p][q];
    }
  }
  Corr[M - 1][M - 1] = 1.0;
}

int main(void)
{
  int i, p, q;
  double s = 0.0;
  for (i = 0; i < N; i++)
    for (p = 0; p < M; p++)
      Data[i][p] = (double)((i * (p + 2) + p) % 29);
  kernel_correlation();
  for (p = 0; p < M; p++)
    for (q = 0; q < M; q++)
      s += Corr[p][q];
  checksum = s;
  return 0;
}
