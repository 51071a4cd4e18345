// Branches on a remainder of the loop counter: every fourth element
// (i % 4 == 0), a switch over i % 7 with a shared arm and a default, a mask
// (i & 3) at -O2's strength, a stride-3 counter's remainder, and a
// remainder that is true on all but one residue.
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  double *a = malloc((n > 0 ? n : 1) * sizeof(double));
  if (!a)
    return 1;
  double s = 0;
  for (int i = 0; i < n; i++) {
    a[i] = i;
    if (i % 4 == 0)
      s += a[i];
  }
  for (int i = 0; i < n; i++) {
    switch (i % 7) {
    case 0:
      s += a[i];
      break;
    case 1:
    case 5:
      s -= a[i];
      break;
    case 3:
      s *= 1.0001;
      break;
    default:
      s += 1;
    }
  }
  for (int i = 0; i < n; i++)
    if ((i & 3) == 1)
      a[i] = s;
  for (int i = 1; i < n; i += 3)
    if (i % 5 == 2)
      s += a[i];
  for (int i = 0; i < n; i++)
    if (i % 3 != 2)
      s -= a[i] * 0.5;
  printf("%f\n", s);
  free(a);
  return 0;
}
