// Counters that a loop continues from where an earlier loop left them:
// blocks of four and the remainder after them, a search with while that a
// for loop starts from, a counter used after its loop, and one that an
// argument may reset between the loops (its start is then a join of two
// values: estimated, never taken from the dominating store).
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1003;
  int reset = argc > 2 ? atoi(argv[2]) : 0;
  double *a = calloc(n > 0 ? n : 1, sizeof(double));
  if (!a)
    return 1;
  double s = 0;
  int k;
  for (k = 0; k + 4 <= n; k += 4)
    s += a[k] + a[k + 1] + a[k + 2] + a[k + 3];
  for (; k < n; k++)
    s += a[k];
  int i = 0;
  while (i < n / 3)
    i++;
  for (int j = i; j < n; j++)
    s -= a[j];
  int m;
  for (m = 0; m < n / 2; m++)
    a[m] += 1;
  a[m / 2] = s;
  int q;
  for (q = 0; q < n / 4; q++)
    s += a[q];
  if (reset)
    q = 0;
  for (; q < n; q++)
    s += a[q] * 0.5;
  printf("%f\n", s);
  free(a);
  return 0;
}
