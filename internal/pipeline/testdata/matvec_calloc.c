// A matrix-vector product whose sizes come from argv, on calloc'd arrays.
#include <stdlib.h>
void matvec_rows(int m, int n, int reps, double *M, double *x, double *y) {
  for (int r = 0; r < reps; r++)
    for (int i = 0; i < m; i++) {
      double s = 0;
      for (int j = 0; j < n; j++) s += M[(long)i * n + j] * x[j];
      y[i] = s;
    }
}
int main(int argc, char **argv) {
  int m = atoi(argv[1]), n = atoi(argv[2]), reps = atoi(argv[3]);
  double *M = calloc((size_t)m * n, 8), *x = calloc(n, 8), *y = calloc(m, 8);
  matvec_rows(m, n, reps, M, x, y);
  return (int)y[0];
}
