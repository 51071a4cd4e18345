/* lu: in-place LU factorisation without pivoting (right-looking,
 * Doolittle: unit lower L below the diagonal, U on and above it).
 * Style: global 2-D array, loops whose lower bounds depend on the outer
 * counter (i = k+1, j = k+1), a division statement between loops. */
#ifndef N
#define N 80
#endif

static double A[N][N];
double checksum;

__attribute__((noinline)) void kernel_lu(void)
{
  int i, j, k;
  for (k = 0; k < N; k++)
    for (i = k + 1; i < N; i++) {
      A[i][k] = A[i][k] / A[k][k];
      for (j = k + 1; j < N; j++)
        A[i][j] -= A[i][k] * A[k][j];
    }
}

int main(void)
{
  int i, j;
  double s = 0.0;
  /* Diagonally dominant, so no pivoting is needed. */
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      A[i][j] = (i == j) ? (double)(2 * N) : (double)((i + j) % 5) / 5.0;
  kernel_lu();
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      s += A[i][j];
  checksum = s;
  return 0;
}
