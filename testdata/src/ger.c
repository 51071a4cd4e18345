/* ger: rank-1 update A += alpha * x * y^T.
 * Style: pointer-to-array argument double (*a)[N], loop bounds as int
 * arguments, x[i] hoisted into a scalar in the outer loop. */
#ifndef N
#define N 96
#endif

static double A[N][N];
static double X[N], Y[N];
double checksum;

__attribute__((noinline)) void kernel_ger(int m, int n, double alpha,
                                          double (*a)[N], const double *x,
                                          const double *y)
{
  int i, j;
  for (i = 0; i < m; i++) {
    double ax = alpha * x[i];
    for (j = 0; j < n; j++)
      a[i][j] += ax * y[j];
  }
}

int main(void)
{
  int i, j;
  double s = 0.0;
  for (i = 0; i < N; i++) {
    X[i] = (double)(i % 10) / 10.0;
    Y[i] = (double)((N - i) % 6) / 6.0;
    for (j = 0; j < N; j++)
      A[i][j] = (double)(i - j) / N;
  }
  kernel_ger(N, N, 0.75, A, X, Y);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      s += A[i][j];
  checksum = s;
  return 0;
}
