/* mvt: x1 += A*y1 and x2 += A^T*y2 as two separate nests.
 * Style: global arrays, unsigned loop counters, the second nest reads A
 * column-wise (A[j][i] with j innermost). */
#ifndef N
#define N 96
#endif

static double A[N][N];
static double X1[N], X2[N], Y1[N], Y2[N];
double checksum;

__attribute__((noinline)) void kernel_mvt(void)
{
  unsigned i, j;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      X1[i] = X1[i] + A[i][j] * Y1[j];
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      X2[i] = X2[i] + A[j][i] * Y2[j];
}

int main(void)
{
  unsigned i, j;
  double s = 0.0;
  for (i = 0; i < N; i++) {
    X1[i] = (double)(i % 3);
    X2[i] = (double)(i % 5);
    Y1[i] = 1.0 / (double)(i + 1);
    Y2[i] = 2.0 / (double)(i + 2);
    for (j = 0; j < N; j++)
      A[i][j] = (double)((i * j) % N) / N;
  }
  kernel_mvt();
  for (i = 0; i < N; i++)
    s += X1[i] + X2[i];
  checksum = s;
  return 0;
}
