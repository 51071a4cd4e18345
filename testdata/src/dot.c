/* dot: dot product x.y and the sum of x in one pass.
 * Style: scalar reductions into two accumulators, the result returned by
 * value, plain pointer arguments with an int length. */
#ifndef N
#define N 8000
#endif

static double X[N];
static double Y[N];
double checksum;

__attribute__((noinline)) double kernel_dot(int n, const double *x,
                                            const double *y, double *sum)
{
  int i;
  double d = 0.0, s = 0.0;
  for (i = 0; i < n; i++) {
    d += x[i] * y[i];
    s += x[i];
  }
  *sum = s;
  return d;
}

int main(void)
{
  int i;
  double s = 0.0, d;
  for (i = 0; i < N; i++) {
    X[i] = (double)(i % 16) / 16.0;
    Y[i] = (double)((i * 5) % 11) - 5.0;
  }
  d = kernel_dot(N, X, Y, &s);
  checksum = d + s;
  return 0;
}
