// A size from argv that the program keeps in an int: an argument beyond
// int wraps (glibc's atoi is (int)strtol), so 4294967306 runs 10 iterations
// and 3000000000 (-1294967296) none.
#include <stdio.h>
#include <stdlib.h>
double a[1000];
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i % 1000] + i;
  printf("%f\n", s);
  return 0;
}
