/* Sizes passed in structs by value: an 8-byte struct (one i64 at -O0) and
   a 12-byte one (copied through temporaries on both sides), each passed
   with different sizes. */
#include <stdio.h>
#include <stdlib.h>

struct dims { int n, m; };
struct box { int n, m, k; };

static double fill(double *a, struct dims d) {
  double s = 0;
  for (int i = 0; i < d.n; i++)
    for (int j = 0; j < d.m; j++) {
      a[i * d.m + j] = i + j;
      s += a[i * d.m + j];
    }
  return s;
}

static double vol(double *a, struct box b) {
  double s = 0;
  for (int i = 0; i < b.n * b.m * b.k; i++) s += a[i];
  return s;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 40;
  double *a = malloc(sizeof(double) * 4 * n * n);
  struct dims d1 = {n, n}, d2 = {2 * n, n / 2};
  struct box b1 = {n, 2, 3}, b2 = {4, n, 2};
  double s = fill(a, d1) + fill(a, d2) + vol(a, b1) + vol(a, b2);
  printf("%f\n", s);
  free(a);
  return 0;
}
