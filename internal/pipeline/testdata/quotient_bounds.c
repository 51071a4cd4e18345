// Loops to a quotient of the size read from the arguments: n / 2 (a
// truncating division), (n + 1) / 3, n >> 2 on an unsigned copy, and
// blocks of four to n / 4; then counters that count down by a constant
// (j -= 3 in a do-while, i -= 2 in a for).
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  double *a = calloc(n > 0 ? n : 1, sizeof(double));
  if (!a)
    return 1;
  for (int i = 0; i < n; i++)
    a[i] = i;
  double s = 0;
  for (int i = 0; i <= n / 2; i++)
    s += a[i];
  for (int i = 0; i < (n + 1) / 3; i++)
    s += a[3 * i];
  unsigned u = n;
  for (unsigned i = 0; i < u >> 2; i++)
    s -= a[i];
  for (int k = 0; k < n / 4; k++)
    for (int j = 0; j < 4; j++)
      s += a[4 * k + j];
  int j = n - 1;
  if (n > 0)
    do {
      s -= a[j];
      j -= 3;
    } while (j >= 0);
  for (int i = n - 1; i > 0; i -= 2)
    s += a[i];
  printf("%f\n", s);
  free(a);
  return 0;
}
