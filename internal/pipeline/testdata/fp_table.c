// Passes chosen from a table of function pointers: the module takes the
// address of two functions of the type, so the call's target is data.
#include <stdio.h>
#include <stdlib.h>

static double *a, *b;

static void scale(int n) {
  for (int i = 0; i < n; i++)
    a[i] *= 0.5;
}

static void accumulate(int n) {
  for (int i = 0; i < n; i++)
    b[i] += a[i];
}

static void (*const passes[])(int) = {scale, accumulate};

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 20000;
  a = calloc(n, sizeof(double));
  b = calloc(n, sizeof(double));
  for (int r = 0; r < 6; r++)
    passes[r % 2](n);
  printf("%f\n", b[n / 2]);
  return 0;
}
