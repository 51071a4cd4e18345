// A relaxation repeated until it converges or a cap from the command line:
// do { ... } while (err > tol && it < maxit). The exit on err is data; the
// cap is a counter's test, which -O0 reads through the phi of the && and -O2
// as a second exit.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 2000;
  int maxit = argc > 2 ? atoi(argv[2]) : 500;
  double tol = 1e-6;
  double *x = malloc(n * sizeof(double)), *y = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) x[i] = (i % 17) * 0.1;
  int it = 0;
  double err;
  do {
    err = 0;
    for (int i = 1; i < n - 1; i++) {
      y[i] = 0.5 * x[i] + 0.25 * (x[i - 1] + x[i + 1]);
      err += fabs(y[i] - x[i]);
    }
    for (int i = 1; i < n - 1; i++) x[i] = y[i];
    it++;
  } while (err > tol && it < maxit);
  printf("%d %g\n", it, err);
  return 0;
}
