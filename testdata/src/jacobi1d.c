/* jacobi1d: 3-point Jacobi smoothing of a 1-D array for T time steps;
 * each step computes b from a, then copies b back into a.
 * Style: plain pointer arguments, bounds n and tsteps as arguments, stencil
 * offsets a[i-1], a[i+1], loops running over 1 .. n-2. */
#ifndef N
#define N 4000
#endif
#ifndef T
#define T 20
#endif

static double Ar[N];
static double Br[N];
double checksum;

__attribute__((noinline)) void kernel_jacobi1d(int tsteps, int n, double *a,
                                               double *b)
{
  int t, i;
  for (t = 0; t < tsteps; t++) {
    for (i = 1; i < n - 1; i++)
      b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
    for (i = 1; i < n - 1; i++)
      a[i] = b[i];
  }
}

int main(void)
{
  int i;
  double s = 0.0;
  for (i = 0; i < N; i++) {
    Ar[i] = (double)(i % 10);
    Br[i] = 0.0;
  }
  kernel_jacobi1d(T, N, Ar, Br);
  for (i = 0; i < N; i++)
    s += Ar[i];
  checksum = s;
  return 0;
}
