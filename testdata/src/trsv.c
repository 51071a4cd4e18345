/* trsv: forward substitution, solve L x = b for lower-triangular L.
 * Style: pointer-to-array argument, triangular inner loop (j < i), a
 * division by the diagonal after the inner loop. */
#ifndef N
#define N 96
#endif

static double L[N][N];
static double Bv[N];
static double Xv[N];
double checksum;

__attribute__((noinline)) void kernel_trsv(int n, double (*l)[N],
                                           const double *b, double *x)
{
  int i, j;
  for (i = 0; i < n; i++) {
    double s = b[i];
    for (j = 0; j < i; j++)
      s -= l[i][j] * x[j];
    x[i] = s / l[i][i];
  }
}

int main(void)
{
  int i, j;
  double s = 0.0;
  for (i = 0; i < N; i++) {
    Bv[i] = (double)(i % 4) + 1.0;
    for (j = 0; j < N; j++)
      L[i][j] = (j < i) ? 1.0 / (double)(N + i - j) : (j == i ? 2.0 : 0.0);
  }
  kernel_trsv(N, L, Bv, Xv);
  for (i = 0; i < N; i++)
    s += Xv[i];
  checksum = s;
  return 0;
}
