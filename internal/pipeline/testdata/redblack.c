// Red-black relaxation: a grid point is updated on the sweep of its colour
// ((i + j) % 2 == color), its four neighbours read through a helper that
// checks the bounds (inlined at -O2, where the row check becomes a flag the
// loop carries from one row to the next).
#include <stdio.h>
#include <stdlib.h>
static double get(const double *u, int n, int i, int j) {
  if (i < 0 || j < 0 || i >= n || j >= n) return 0.0;
  return u[i * n + j];
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 40, iters = argc > 2 ? atoi(argv[2]) : 4;
  double *u = calloc((size_t)n * n, sizeof(double));
  double *f = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n * n; i++) f[i] = (i % 5) * 0.1;
  for (int it = 0; it < iters; it++)
    for (int color = 0; color < 2; color++)
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
          if ((i + j) % 2 == color)
            u[i * n + j] = 0.25 * (get(u, n, i - 1, j) + get(u, n, i + 1, j) + get(u, n, i, j - 1) + get(u, n, i, j + 1) - f[i * n + j]);
  double s = 0;
  for (int i = 0; i < n * n; i++) s += u[i];
  printf("%f\n", s);
  return 0;
}
