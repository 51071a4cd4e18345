/* span: accesses that cross a cache line boundary. An -O2 three-point
 * stencil loads <2 x double> vectors at odd elements (a[i-1], a[i+1]), one
 * in four of them across two 64-byte lines; a packed record puts a double
 * across lines in every eighth element; a callee in a separate frame works
 * on the same arrays (analysed with --func in the program's context). */
#include <stdio.h>
#include <stdlib.h>

struct __attribute__((packed)) rec {
  char tag;
  double v;
};

static void smooth(int n, const double *a, double *b)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
}

double total(int n, const struct rec *r)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += r[i].v;
  return s;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 3000;
  int steps = argc > 2 ? atoi(argv[2]) : 8;
  double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
  struct rec *r = malloc(n * sizeof *r);
  for (int i = 0; i < n; i++) {
    a[i] = i % 17;
    b[i] = 0.0;
    r[i].tag = (char)i;
    r[i].v = i * 0.5;
  }
  for (int t = 0; t < steps; t++) {
    smooth(n, a, b);
    double *x = a;
    a = b;
    b = x;
  }
  double s = total(n, r);
  printf("%g %g\n", a[n / 2], s);
  free(a);
  free(b);
  free(r);
  return 0;
}
