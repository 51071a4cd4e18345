// Sizes parsed from argv by an init function through out-parameters.
#include <stdio.h>
#include <stdlib.h>
static void init(int argc, char **argv, int *n, int *m) {
  *n = 100; *m = 50;
  if (argc > 1) *n = atoi(argv[1]);
  if (argc > 2) *m = atoi(argv[2]);
}
void kernel(double *a, const double *x, double *y, int n, int m) {
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < m; j++) s += a[i * m + j] * x[j];
    y[i] = s;
  }
}
int main(int argc, char **argv) {
  int n, m;
  init(argc, argv, &n, &m);
  double *a = malloc(sizeof(double) * n * m), *x = malloc(sizeof(double) * m), *y = malloc(sizeof(double) * n);
  for (int i = 0; i < n * m; i++) a[i] = i % 7;
  for (int j = 0; j < m; j++) x[j] = 1.0 / (j + 1);
  kernel(a, x, y, n, m);
  printf("%f\n", y[n - 1]);
  return 0;
}
