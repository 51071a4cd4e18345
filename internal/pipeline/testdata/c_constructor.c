// A function marked to run before main fills the table main reads.
#include <stdio.h>
#include <stdlib.h>
#define N 100000
static double table[N];
__attribute__((constructor)) static void fill(void) {
  for (int i = 0; i < N; i++) table[i] = i * 0.5;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  double s = 0;
  for (int i = 0; i < n; i++) s += table[i];
  printf("%g\n", s);
  return 0;
}
