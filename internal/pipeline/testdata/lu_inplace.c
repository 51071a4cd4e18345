// An in-place LU factorisation without pivoting of a heap matrix whose
// order comes from argv: a triangular nest (i and j from k + 1), which
// -O2 vectorises with a runtime overlap check, a parity peel and a
// remainder loop unrolled by two, reached on two paths.
#include <stdio.h>
#include <stdlib.h>

static void lu(int n, double *a) {
  for (int k = 0; k < n; k++) {
    for (int i = k + 1; i < n; i++) {
      a[i * n + k] /= a[k * n + k];
      for (int j = k + 1; j < n; j++)
        a[i * n + j] -= a[i * n + k] * a[k * n + j];
    }
  }
}

int main(int argc, char **argv) {
  int n = 100;
  if (argc > 1) n = atoi(argv[1]);
  double *a = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = (i == j) ? n + 1.0 : 1.0 / (1 + i + j);
  lu(n, a);
  double tr = 0;
  for (int i = 0; i < n; i++) tr += a[i * n + i];
  printf("%g\n", tr);
  free(a);
  return 0;
}
