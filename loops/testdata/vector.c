// Loops clang -O2 vectorises, unrolls and versions, for vector_test.go:
// every branch of each kernel is derived, and the derived block counts
// store (or, for sum, load) exactly the elements the source does, for any n.
// Built with plain flags (no value names): clang-14 -g -S -emit-llvm -O2 vector.c
#include <stdio.h>
#include <stdlib.h>

#define K __attribute__((noinline))

/* a and b may overlap: vector.memcheck. n stores. */
K void axpy(int n, double s, double *a, double *b) {
  for (int i = 0; i < n; i++)
    a[i] += s * b[i];
}

/* Triangular on one array: the check and the vector loop depend on i.
   n(n-1)/2 stores. */
K void tri(int n, double *a) {
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      a[j] -= a[i] * 0.5;
}

/* A reduction, unrolled by 8 with a remainder loop. n loads. */
K double sum(int n, const double *a) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

/* Bytes: 32 at a time, a vectorised epilogue of 8, then scalars. n stores. */
K void bytes(int n, unsigned char *d, const unsigned char *s) {
  for (int i = 0; i < n; i++)
    d[i] = s[i] + 1;
}

/* A 2-D nest whose trip (53) is not a multiple of the vector width.
   37*53 stores. */
K void grid(double g[37][53]) {
  for (int i = 0; i < 37; i++)
    for (int j = 0; j < 53; j++)
      g[i][j] = g[i][j] * 2 + 1;
}

/* An unsigned counter plus an offset: vector.scevcheck (does i + o wrap?).
   n stores. */
K void offs(unsigned n, unsigned o, int *a) {
  for (unsigned i = 0; i < n; i++)
    a[i + o] += 3;
}

/* Loop versioning (.lver.check) by load elimination. 2n stores. */
K void lver(int n, int *a, const int *b, int *c) {
  for (int i = 0; i < n; i++) {
    a[i + 1] = b[i] + 1;
    c[i] = a[i] * 2;
  }
}

/* A reversed loop: n stores. */
K void rev(int n, float *a, const float *b) {
  for (int i = n - 1; i >= 0; i--)
    a[i] = b[i] * 2.0f;
}

/* A counter stepping by 2: (n + 1) / 2 stores for n >= 0. */
K void step2(int n, double *a) {
  for (int i = 0; i < n; i += 2)
    a[i] += 1.0;
}

/* Two sizes: n * m stores. */
K void mat(int n, int m, double *a) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] += i - j;
}

/* A band of width 5: sum over i of min(5, n - i) stores. */
K void band(int n, double *a) {
  for (int i = 0; i < n; i++)
    for (int j = i; j < i + 5 && j < n; j++)
      a[j] += 1;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1003;
  int m = argc > 2 ? atoi(argv[2]) : 37;
  double *a = calloc(n + 8, sizeof(double)), *b = calloc(n + 8, sizeof(double));
  unsigned char *c = calloc(n + 8, 1), *d = calloc(n + 8, 1);
  int *e = calloc(n + 16, sizeof(int)), *f = calloc(n + 16, sizeof(int));
  static double g[37][53];
  axpy(n, 2.0, a, b);
  tri(n, a);
  double s = sum(n, a);
  bytes(n, d, c);
  grid(g);
  offs(n, 5, e);
  lver(n, e, f, f + 8);
  float *h = calloc(n + 8, sizeof(float)), *k = calloc(n + 8, sizeof(float));
  double *p = calloc((size_t)n * m + 8, sizeof(double));
  rev(n, h, k);
  step2(n, a);
  mat(n, m, p);
  band(n, a);
  printf("%f %d %f %d %f %f\n", s, d[n / 2], g[3][4], e[7], h[1], p[2]);
  return 0;
}
