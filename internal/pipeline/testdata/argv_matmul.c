// A newcomer's matrix multiply: heap arrays sized from argv with a fallback,
// a static kernel -O2 inlines, a checksum and an argc-guarded print.
#include <stdio.h>
#include <stdlib.h>
static void matmul(int n, double *a, double *b, double *c) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int k = 0; k < n; k++)
        s += a[i*n+k] * b[k*n+j];
      c[i*n+j] = s;
    }
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 64;
  double *a = malloc(sizeof(double)*n*n), *b = malloc(sizeof(double)*n*n), *c = malloc(sizeof(double)*n*n);
  for (int i = 0; i < n*n; i++) { a[i] = i % 7; b[i] = i % 5; }
  matmul(n, a, b, c);
  double sum = 0;
  for (int i = 0; i < n*n; i++) sum += c[i];
  if (argc > 42 && sum < 0) printf("%f\n", sum);
  printf("%f\n", sum);
  return 0;
}
