/* symm: C = alpha * S * B + beta * C where S is symmetric and only its
 * lower triangle is stored in A (S[i][k] = A[i][k] for k <= i, A[k][i]
 * otherwise).
 * Style: two triangular k loops in sequence (k <= i, then k from i+1),
 * the second reading A column-wise. */
#ifndef N
#define N 40
#endif

static double A[N][N];
static double B[N][N];
static double C[N][N];
double checksum;

__attribute__((noinline)) void kernel_symm(double alpha, double beta)
{
  int i, j, k;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      double acc = 0.0;
      for (k = 0; k <= i; k++)
        acc += A[i][k] * B[k][j];
      for (k = i + 1; k < N; k++)
        acc += A[k][i] * B[k][j];
      C[i][j] = beta * C[i][j] + alpha * acc;
    }
}

int main(void)
{
  int i, j;
  double s = 0.0;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      A[i][j] = (j <= i) ? (double)((i + j) % 6) / 6.0 : -999.0;
      B[i][j] = (double)((i * 2 + j) % 7) / 7.0;
      C[i][j] = (double)((i + j * 5) % 4) / 4.0;
    }
  kernel_symm(1.25, 0.5);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      s += C[i][j];
  checksum = s;
  return 0;
}
