// A kernel called through a function pointer that can hold one function only:
// the call reaches stream, its argument n binds, and the walk streams A.
#include <stdio.h>
#include <stdlib.h>
#define N (1 << 18)
static double A[N];
static void stream(double *a, int n) {
  for (int i = 0; i < n; i++) a[i] = a[i] * 2 + 1;
}
typedef void (*kernel_fn)(double *, int);
int main(int argc, char **argv) {
  kernel_fn k = stream;
  if (argc > 5) k = 0;
  k(A, N);
  printf("%f\n", A[3]);
  return 0;
}
