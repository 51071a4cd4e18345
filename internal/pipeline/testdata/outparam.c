// Heap blocks reached through out-parameters: posix_memalign(&r, ...) in a
// static wrapper that first sets r to NULL, aligned_alloc, and a pointer a
// callee sets through its address (make(&x, n)). The NULL stored before
// posix_memalign is not the pointer's value, and a local whose address a
// call writes through is not "stored once": each array is its own block or,
// where the walk cannot follow the callee, an unknown address, never the
// null page shared by all three.
#include <stdio.h>
#include <stdlib.h>

static void make(double **p, size_t n) { *p = malloc(n * sizeof(double)); }

static double *aligned(size_t n) {
  void *r = NULL;
  if (posix_memalign(&r, 64, n * sizeof(double)) != 0)
    exit(1);
  return r;
}

int main(void) {
  int n = 3000;
  double *x = NULL, *y = aligned(n);
  double *z = aligned_alloc(64, n * sizeof(double));
  make(&x, n);
  for (int i = 0; i < n; i++) {
    x[i] = i;
    y[i] = 2 * i;
    z[i] = 0;
  }
  for (int r = 0; r < 4; r++)
    for (int i = 0; i < n; i++)
      z[i] += x[i] * y[i];
  printf("%f\n", z[n - 1]);
  free(x);
  free(y);
  free(z);
  return 0;
}
