/* A relaxation that sweeps until it converges: the sweep count depends on
 * the data (an estimated loop branch), every address is derived. The
 * array is larger than an 8 KiB L1, so each sweep streams it. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static double sweep(double *x, int n) {
  double change = 0;
  for (int i = 1; i < n - 1; i++) {
    double v = 0.5 * x[i] + 0.25 * (x[i - 1] + x[i + 1]);
    change += fabs(v - x[i]);
    x[i] = v;
  }
  return change;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 4000;
  double *x = malloc(n * sizeof *x);
  for (int i = 0; i < n; i++)
    x[i] = (i % 7) * 0.5;
  int sweeps = 0;
  while (sweep(x, n) > 1e-3 * n)
    sweeps++;
  printf("%d sweeps %f\n", sweeps, x[n / 2]);
  free(x);
  return 0;
}
