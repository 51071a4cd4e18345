/* syr2: symmetric rank-2 update of the lower triangle,
 * A += alpha * (x y^T + y x^T) for j <= i.
 * Style: global 2-D array, triangular inner loop (j <= i). */
#ifndef N
#define N 96
#endif

static double A[N][N];
static double X[N], Y[N];
double checksum;

__attribute__((noinline)) void kernel_syr2(double alpha)
{
  int i, j;
  for (i = 0; i < N; i++)
    for (j = 0; j <= i; j++)
      A[i][j] += alpha * (X[i] * Y[j] + Y[i] * X[j]);
}

int main(void)
{
  int i, j;
  double s = 0.0;
  for (i = 0; i < N; i++) {
    X[i] = (double)(i % 8) / 8.0;
    Y[i] = (double)(i % 5) / 5.0;
    for (j = 0; j < N; j++)
      A[i][j] = (i == j) ? 2.0 : 0.5 / (double)(i + j + 1);
  }
  kernel_syr2(0.5);
  for (i = 0; i < N; i++)
    for (j = 0; j <= i; j++)
      s += A[i][j];
  checksum = s;
  return 0;
}
