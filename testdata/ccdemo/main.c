#include <stdio.h>

#include "demo.h"

static double a[N], b[N];

int main(void) {
  vec_fill(a, N, 1.0);
  vec_fill(b, N, 0.5);
  printf("dot %.1f mean %.2f var %.2f\n", vec_dot(a, b, N), stats_mean(a, N), stats_var(b, N));
  return 0;
}
