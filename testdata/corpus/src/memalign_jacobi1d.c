/* memalign_jacobi1d: a 1-D three-point stencil over 64-byte aligned
 * buffers from posix_memalign, with a time loop that swaps the buffers
 * (t = a; a = b; b = t). */
#include <stdio.h>
#include <stdlib.h>

void kernel_jacobi1d(int n, int steps, double *a, double *b)
{
  double *t;
  for (int s = 0; s < steps; s++) {
    for (int i = 1; i < n - 1; i++)
      b[i] = 0.33333 * (a[i - 1] + a[i] + a[i + 1]);
    t = a;
    a = b;
    b = t;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 6000;
  int steps = argc > 2 ? atoi(argv[2]) : 20;
  double *a, *b;
  if (posix_memalign((void **)&a, 64, n * sizeof(double)) != 0)
    return 1;
  if (posix_memalign((void **)&b, 64, n * sizeof(double)) != 0)
    return 1;
  for (int i = 0; i < n; i++) {
    a[i] = (double)(i % 10);
    b[i] = a[i];
  }
  kernel_jacobi1d(n, steps, a, b);
  /* after an even number of steps the result is in a */
  double *r = (steps % 2 == 0) ? a : b;
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += r[i];
  printf("checksum %.6f\n", s);
  free(a);
  free(b);
  return 0;
}
