/* suffix: suffix sums y[i] = x[i] + y[i+1] and a reversed copy
 * r[n-1-i] = x[i], both walked from the end of the array.
 * Style: negative-stride loops (for (i = n - 2; i >= 0; i--)), a loop
 * carried dependence on the element to the right, mirrored indexing. */
#ifndef N
#define N 8000
#endif

static double X[N];
static double Y[N];
static double R[N];
double checksum;

__attribute__((noinline)) void kernel_suffix(int n, const double *x, double *y,
                                             double *r)
{
  int i;
  y[n - 1] = x[n - 1];
  for (i = n - 2; i >= 0; i--)
    y[i] = x[i] + y[i + 1];
  for (i = n - 1; i >= 0; i--)
    r[n - 1 - i] = x[i];
}

int main(void)
{
  int i;
  double s = 0.0;
  for (i = 0; i < N; i++)
    X[i] = (double)(i % 7) - 3.0;
  kernel_suffix(N, X, Y, R);
  for (i = 0; i < N; i++)
    s += Y[i] + 0.5 * R[i];
  checksum = s;
  return 0;
}
