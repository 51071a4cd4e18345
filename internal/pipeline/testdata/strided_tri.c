// Triangular nests whose inner loop steps by more than one: the inner trip
// is a rounded quotient of a span that moves with the outer counter.
#include <stdio.h>
#include <stdlib.h>

static double *alloc(int n) {
  double *p = malloc(sizeof(double) * (size_t)n * (size_t)n);
  if (!p) {
    perror("malloc");
    exit(1);
  }
  for (int i = 0; i < n * n; i++)
    p[i] = i % 7;
  return p;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  double *a = alloc(n);
  double s = 0;
  // Both counters step by 2: the span's parity stays.
  for (int i = 0; i < n; i += 2)
    for (int j = i; j < n; j += 2)
      s += a[i * n + j];
  // The outer counter steps by 1: the span's parity alternates.
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j += 3)
      s += a[j * n + i];
  // Below the diagonal, counting down by 2.
  for (int i = 1; i < n; i++)
    for (int j = i - 1; j >= 0; j -= 2)
      s -= a[i * n + j];
  // A do-while inner loop (bottom-tested) stepping by 4.
  for (int i = 0; i < n; i++) {
    int j = i;
    do {
      s += a[i * n + j];
      j += 4;
    } while (j < n);
  }
  printf("%f\n", s);
  free(a);
  return 0;
}
