/* gemvt: y = A^T * x, walking A column by column.
 * Style: global 2-D array, column-order traversal (stride N*8 bytes in the
 * inner loop), scalar accumulator initialised between the loops. */
#ifndef N
#define N 96
#endif

static double A[N][N];
static double X[N];
static double Y[N];
double checksum;

__attribute__((noinline)) void kernel_gemvt(void)
{
  int i, j;
  for (j = 0; j < N; j++) {
    double t = 0.0;
    for (i = 0; i < N; i++)
      t += A[i][j] * X[i];
    Y[j] = t;
  }
}

int main(void)
{
  int i, j;
  double s = 0.0;
  for (i = 0; i < N; i++) {
    X[i] = (double)(N - i) / N;
    for (j = 0; j < N; j++)
      A[i][j] = (double)((i + j) % 3) - 1.0;
  }
  kernel_gemvt();
  for (j = 0; j < N; j++)
    s += Y[j];
  checksum = s;
  return 0;
}
