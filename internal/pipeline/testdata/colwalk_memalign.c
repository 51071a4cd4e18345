// A Gram-Schmidt-like column walk over two matrices from posix_memalign in
// a static wrapper, sizes in locals: -O2 inlines everything, rotates the
// k < j loop and guards it by j != 0, taken on 79 of the 80 columns, and
// enters it 79 times, not 80. Both follow from the loop counters: the
// column walk's counts are derived and equal the measured ones. (The
// allocation's failure exits and the vectoriser's run-time overlap check
// of the initialisation rest on estimates.)
#include <stdio.h>
#include <stdlib.h>

static double *alloc_matrix(int rows, int cols) {
  void *r = NULL;
  if (posix_memalign(&r, 4096, (size_t)rows * cols * sizeof(double)) != 0) {
    fprintf(stderr, "out of memory\n");
    exit(1);
  }
  return r;
}

static void colwalk(int m, int n, double *a, double *q) {
  for (int j = 0; j < n; j++)
    for (int k = 0; k < j; k++) {
      double s = 0;
      for (int i = 0; i < m; i++)
        s += q[i * n + k] * a[i * n + j];
      for (int i = 0; i < m; i++)
        a[i * n + j] -= s * q[i * n + k];
    }
}

int main(void) {
  int m = 60, n = 80;
  double *a = alloc_matrix(m, n), *q = alloc_matrix(m, n);
  for (int i = 0; i < m * n; i++) {
    a[i] = i % 7;
    q[i] = i % 5;
  }
  colwalk(m, n, a, q);
  printf("%f\n", a[m * n - 1]);
  free(a);
  free(q);
  return 0;
}
