#ifndef DEMO_H
#define DEMO_H

#define N 64

void vec_fill(double *x, int n, double v);
double vec_dot(const double *x, const double *y, int n);
double stats_mean(const double *x, int n);
double stats_var(const double *x, int n);

#endif
