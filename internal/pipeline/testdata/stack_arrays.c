// Arrays on the stack whose size is known only at run time: a
// variable-length array of scratch in a kernel (its memory is the frame's
// bottom while the kernel runs) and one in a loop body (released at the
// end of every iteration), beside alloca(i * 4) in a loop, whose blocks pile
// up below each other until main returns.
#include <alloca.h>
#include <stdio.h>
#include <stdlib.h>

static double smooth(int n, const double *x, double *y) {
  double tmp[n];
  for (int i = 0; i < n; i++)
    tmp[i] = x[i] * 0.5;
  for (int i = 1; i < n - 1; i++)
    y[i] = tmp[i - 1] + tmp[i] + tmp[i + 1];
  return tmp[n / 2];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 3000;
  int steps = argc > 2 ? atoi(argv[2]) : 20;
  double *x = malloc(n * sizeof(double)), *y = malloc(n * sizeof(double));
  if (!x || !y)
    return 1;
  for (int i = 0; i < n; i++)
    x[i] = y[i] = i;
  double s = 0;
  for (int t = 0; t < steps; t++) {
    double row[n / 2 + 1];
    for (int i = 0; i <= n / 2; i++)
      row[i] = x[2 * i];
    s += smooth(n, x, y) + row[n / 4];
  }
  for (int i = 1; i < steps; i++) {
    int *t = alloca(i * sizeof(int));
    for (int j = 0; j < i; j++)
      t[j] = j;
    s += t[i / 2];
  }
  printf("%f\n", s);
  free(x);
  free(y);
  return 0;
}
