/* gemv: y = A*x with A stored row-major in a flat array.
 * Style: flattened indexing a[i*n + j] with an int n argument, long loop
 * counters, the accumulator kept in a local scalar. */
#ifndef N
#define N 96
#endif

static double A[N * N];
static double X[N];
static double Y[N];
double checksum;

__attribute__((noinline)) void kernel_gemv(int n, const double *a,
                                           const double *x, double *y)
{
  long i, j;
  for (i = 0; i < n; i++) {
    double acc = 0.0;
    for (j = 0; j < n; j++)
      acc += a[i * n + j] * x[j];
    y[i] = acc;
  }
}

int main(void)
{
  long i;
  double s = 0.0;
  for (i = 0; i < (long)N * N; i++)
    A[i] = (double)(i % 13) * 0.25;
  for (i = 0; i < N; i++)
    X[i] = 1.0 + (double)(i % 4);
  kernel_gemv(N, A, X, Y);
  for (i = 0; i < N; i++)
    s += Y[i];
  checksum = s;
  return 0;
}
