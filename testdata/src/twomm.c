/* twomm: two chained products, T = alpha*A*B then D = beta*D + T*C.
 * A is N x M, B is M x N, T, C and D are N x N.
 * Style: pointer-to-array arguments double (*X)[M], loop bounds passed as
 * int arguments, a zeroing statement before each reduction loop. */
#ifndef N
#define N 36
#endif
#ifndef M
#define M 40
#endif

static double A[N][M];
static double B[M][N];
static double T[N][N];
static double C[N][N];
static double D[N][N];
double checksum;

__attribute__((noinline)) void kernel_twomm(int ni, int nk, double alpha,
                                            double beta, double (*a)[M],
                                            double (*b)[N], double (*t)[N],
                                            double (*c)[N], double (*d)[N])
{
  int i, j, k;
  for (i = 0; i < ni; i++)
    for (j = 0; j < ni; j++) {
      t[i][j] = 0.0;
      for (k = 0; k < nk; k++)
        t[i][j] += alpha * a[i][k] * b[k][j];
    }
  for (i = 0; i < ni; i++)
    for (j = 0; j < ni; j++) {
      d[i][j] *= beta;
      for (k = 0; k < ni; k++)
        d[i][j] += t[i][k] * c[k][j];
    }
}

int main(void)
{
  int i, j;
  double s = 0.0;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++) {
      A[i][j] = (double)((i + j) % 7) / 7.0;
      B[j][i] = (double)((i * j) % 5) / 5.0;
    }
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      C[i][j] = (double)((2 * i + j) % 9) / 9.0;
      D[i][j] = (double)((i + 3 * j) % 11) / 11.0;
    }
  kernel_twomm(N, M, 0.5, 2.0, A, B, T, C, D);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      s += D[i][j];
  checksum = s;
  return 0;
}
