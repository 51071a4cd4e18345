// Kernels called with sizes computed from the program's: a polynomial
// (2*n - 1), a quotient (n / 3, truncated as C does for negative n) and a
// half bound of an early exit (n / 2).
#include <stdio.h>
#include <stdlib.h>
double a[8000];
__attribute__((noinline)) double k1(int m) {
  double s = 0;
  for (int i = 0; i < m; i++) s += a[i];
  return s;
}
__attribute__((noinline)) double k2(int m) {
  double s = 0;
  for (int i = 0; i < m; i++) s += a[2 * i];
  return s;
}
__attribute__((noinline)) double k3(int n, int m) {
  double s = 0;
  for (int i = 0; i < n; i++) {
    if (i == m) break;
    s += a[i];
  }
  return s;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 500;
  for (int i = 0; i < 8000; i++) a[i] = i % 7;
  printf("%f\n", k1(2 * n - 1) + k2(n / 3) + k3(n, n / 2));
  return 0;
}
