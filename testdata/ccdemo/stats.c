#include "demo.h"

double stats_mean(const double *x, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i];
  return s / n;
}

double stats_var(const double *x, int n) {
  double m = stats_mean(x, n), s = 0;
  for (int i = 0; i < n; i++)
    s += (x[i] - m) * (x[i] - m);
  return s / n;
}
