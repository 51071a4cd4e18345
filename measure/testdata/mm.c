/* mm.c: a matrix product large enough to miss in small caches; argv[1]
 * optionally sets the size (default 96, at most 500). */
#include <stdio.h>
#include <stdlib.h>
#define NMAX 500
double A[NMAX][NMAX], B[NMAX][NMAX], C[NMAX][NMAX];
__attribute__((noinline)) void kernel(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int k = 0; k < n; k++)
        s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 96;
  if (n < 1 || n > NMAX) return 2;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = i + j;
      B[i][j] = i - j;
    }
  kernel(n);
  printf("%f\n", C[n / 2][n / 3]);
  return 0;
}
