// Sizes with a default for a run without arguments, and loops whose
// unsigned compares make a negative start huge or a small difference wrap.
#include <stdio.h>
#include <stdlib.h>

double A[4096];

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  double s = 0;
  for (int i = -5; i < 5u; i++) // -5 is 2^32 - 5 unsigned: never runs
    s += A[i + 5];
  for (unsigned i = 0; i < n - 20; i++)
    s += A[(i * 7) % 4096];
  printf("%f\n", s);
  return 0;
}
