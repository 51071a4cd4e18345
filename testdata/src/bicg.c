/* bicg: the two products of BiCG, s = A^T r and q = A p, in one sweep.
 * Style: pointer-to-array argument double (*a)[M], bounds n and m passed
 * as arguments, two statements in the innermost loop. */
#ifndef N
#define N 100
#endif
#ifndef M
#define M 110
#endif

static double A[N][M];
static double R[N];
static double P[M];
static double S[M];
static double Q[N];
double checksum;

__attribute__((noinline)) void kernel_bicg(int n, int m, double (*a)[M],
                                           double *r, double *p, double *s,
                                           double *q)
{
  int i, j;
  for (j = 0; j < m; j++)
    s[j] = 0.0;
  for (i = 0; i < n; i++) {
    q[i] = 0.0;
    for (j = 0; j < m; j++) {
      s[j] = s[j] + r[i] * a[i][j];
      q[i] = q[i] + a[i][j] * p[j];
    }
  }
}

int main(void)
{
  int i, j;
  double sum = 0.0;
  for (i = 0; i < N; i++) {
    R[i] = (double)(i % 9) / 9.0;
    for (j = 0; j < M; j++)
      A[i][j] = (double)((i + 2 * j) % 5) / 5.0;
  }
  for (j = 0; j < M; j++)
    P[j] = (double)(j % 7) / 7.0;
  kernel_bicg(N, M, A, R, P, S, Q);
  for (j = 0; j < M; j++)
    sum += S[j];
  for (i = 0; i < N; i++)
    sum += Q[i];
  checksum = sum;
  return 0;
}
