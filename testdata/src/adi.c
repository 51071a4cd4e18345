/* adi: alternating-direction implicit sweeps. Each time step solves the
 * tridiagonal system (1+2r) u[k] - r u[k-1] - r u[k+1] = rhs[k] along every
 * row, then along every column, with the Thomas algorithm.
 * Style: forward elimination (ascending loop) followed by back substitution
 * with a negative-stride loop (for (k = n-2; k >= 0; k--)), 1-D scratch
 * arrays reused across rows, row sweep on U[i][k], column sweep on U[k][j]. */
#ifndef N
#define N 96
#endif
#ifndef T
#define T 4
#endif

static double U[N][N];
static double Cp[N];
static double Dp[N];
double checksum;

__attribute__((noinline)) void kernel_adi(int tsteps, double r)
{
  int t, i, j, k;
  double diag = 1.0 + 2.0 * r;
  double m;
  for (t = 0; t < tsteps; t++) {
    /* Row sweep. */
    for (i = 0; i < N; i++) {
      Cp[0] = -r / diag;
      Dp[0] = U[i][0] / diag;
      for (k = 1; k < N; k++) {
        m = 1.0 / (diag + r * Cp[k - 1]);
        Cp[k] = -r * m;
        Dp[k] = (U[i][k] + r * Dp[k - 1]) * m;
      }
      U[i][N - 1] = Dp[N - 1];
      for (k = N - 2; k >= 0; k--)
        U[i][k] = Dp[k] - Cp[k] * U[i][k + 1];
    }
    /* Column sweep. */
    for (j = 0; j < N; j++) {
      Cp[0] = -r / diag;
      Dp[0] = U[0][j] / diag;
      for (k = 1; k < N; k++) {
        m = 1.0 / (diag + r * Cp[k - 1]);
        Cp[k] = -r * m;
        Dp[k] = (U[k][j] + r * Dp[k - 1]) * m;
      }
      U[N - 1][j] = Dp[N - 1];
      for (k = N - 2; k >= 0; k--)
        U[k][j] = Dp[k] - Cp[k] * U[k + 1][j];
    }
  }
}

int main(void)
{
  int i, j;
  double s = 0.0;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      U[i][j] = (double)((i * 7 + j * 3) % 10);
  kernel_adi(T, 0.25);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      s += U[i][j];
  checksum = s;
  return 0;
}
