// unsigned_cut: loops whose unsigned bound wraps when the size is small
// (n - 20 with n = 10 is 4294967286), cut by a second test. -O2 turns
// each into a trip of llvm.umin(n - 21, 999) + 1: unsigned, so a
// wrapped bound is the large one and the cut decides.
#include <stdio.h>
#include <stdlib.h>

double B[4096];

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 10;
  for (unsigned i = 0; i < n - 20; i++) {
    if (i >= 1000)
      break;
    B[i] += 2.0;
  }
  unsigned lim = n - 30;
  unsigned k = 0;
  while (k < lim && k < 700)
    B[k++] *= 0.5;
  printf("%f %u\n", B[3], k);
  return 0;
}
