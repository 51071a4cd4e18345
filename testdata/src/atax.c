/* atax: y = A^T (A x) for an M x N matrix A.
 * Style: imperfect nest, the outer row loop holds a scalar reset and two
 * inner loops in sequence (first reads a row, second scatters into y). */
#ifndef N
#define N 120
#endif
#ifndef M
#define M 100
#endif

static double A[M][N];
static double X[N];
static double Y[N];
double checksum;

__attribute__((noinline)) void kernel_atax(void)
{
  int i, j;
  double tmp;
  for (j = 0; j < N; j++)
    Y[j] = 0.0;
  for (i = 0; i < M; i++) {
    tmp = 0.0;
    for (j = 0; j < N; j++)
      tmp += A[i][j] * X[j];
    for (j = 0; j < N; j++)
      Y[j] += A[i][j] * tmp;
  }
}

int main(void)
{
  int i, j;
  double s = 0.0;
  for (j = 0; j < N; j++)
    X[j] = 1.0 / (double)(j + 1);
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++)
      A[i][j] = (double)((i * 3 + j) % 17) / 17.0;
  kernel_atax();
  for (j = 0; j < N; j++)
    s += Y[j];
  checksum = s;
  return 0;
}
