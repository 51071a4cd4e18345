/* gemm: C = alpha*A*B + beta*C for square N x N matrices.
 * Style: global 2-D arrays double X[N][N], constant loop bounds, a scalar
 * statement (C[i][j] *= beta) between the j and k loops. */
#ifndef N
#define N 40
#endif

static double A[N][N];
static double B[N][N];
static double C[N][N];
double checksum;

__attribute__((noinline)) void kernel_gemm(double alpha, double beta)
{
  int i, j, k;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      C[i][j] *= beta;
      for (k = 0; k < N; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

int main(void)
{
  int i, j;
  double s = 0.0;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      A[i][j] = (double)((i * j + 1) % N) / N;
      B[i][j] = (double)((i + 2 * j) % N) / N;
      C[i][j] = (double)((i * (j + 3)) % N) / N;
    }
  kernel_gemm(1.5, 1.2);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      s += C[i][j];
  checksum = s;
  return 0;
}
