/* Bulk memory operations: a heap array zeroed by a loop (llvm.memset at
   -O2) and by memset, a copy loop (llvm.memcpy at -O2), memcpy between
   arrays whose offsets differ within a line, memmove of an overlapping
   range, a local struct cleared and copied; sizes from argv. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  double w[24];
  int n;
} stats;

static void zero(double *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = 0.0;
}

static void copy(double *dst, const double *src, int n) {
  for (int i = 0; i < n; i++)
    dst[i] = src[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int reps = argc > 2 ? atoi(argv[2]) : 3;
  double *a = malloc(n * sizeof(double));
  double *b = malloc(n * sizeof(double));
  zero(a, n);
  memset(b, 0, n * sizeof(double));
  for (int i = 0; i < n; i++)
    a[i] = i % 13;
  double s = 0;
  for (int r = 0; r < reps; r++) {
    copy(b, a, n);
    memcpy(a + 1, b + 2, (n - 3) * sizeof(double));
    memmove(b + 5, b, (n - 5) * sizeof(double));
    for (int i = 0; i < n; i += 7)
      s += a[i] + b[i];
  }
  stats st;
  memset(&st, 0, sizeof st);
  for (int i = 0; i < 24; i++)
    st.w[i] = a[i];
  stats cp = st;
  s += cp.w[3];
  printf("%f\n", s);
  free(a);
  free(b);
  return 0;
}
