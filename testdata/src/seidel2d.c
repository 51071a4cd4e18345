/* seidel2d: in-place Gauss-Seidel style 9-point averaging on an N x N grid
 * for T time steps (updated values are read in the same sweep).
 * Style: one global 2-D array, all eight neighbour offsets, time loop
 * outermost. */
#ifndef N
#define N 100
#endif
#ifndef T
#define T 10
#endif

static double G[N][N];
double checksum;

__attribute__((noinline)) void kernel_seidel2d(void)
{
  int t, i, j;
  for (t = 0; t < T; t++)
    for (i = 1; i <= N - 2; i++)
      for (j = 1; j <= N - 2; j++)
        G[i][j] = (G[i - 1][j - 1] + G[i - 1][j] + G[i - 1][j + 1] +
                   G[i][j - 1] + G[i][j] + G[i][j + 1] +
                   G[i + 1][j - 1] + G[i + 1][j] + G[i + 1][j + 1]) / 9.0;
}

int main(void)
{
  int i, j;
  double s = 0.0;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      G[i][j] = (double)((i + j) % 4) + (i == 0 ? 10.0 : 0.0);
  kernel_seidel2d();
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      s += G[i][j];
  checksum = s;
  return 0;
}
