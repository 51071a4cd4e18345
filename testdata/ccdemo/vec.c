#include "demo.h"

void vec_fill(double *x, int n, double v) {
  for (int i = 0; i < n; i++)
    x[i] = v * i;
}

double vec_dot(const double *x, const double *y, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}
