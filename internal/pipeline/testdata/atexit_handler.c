// A program that registers a function to run at exit: main sums A, the
// handler (called by the C library after main returns) streams B.
#include <stdio.h>
#include <stdlib.h>
#define N 100000
static double A[N], B[N];
static double total;
static void report(void) {
  double s = 0;
  for (int i = 0; i < N; i++) s += B[i];
  printf("%g %g\n", total, s);
}
int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 2;
  atexit(report);
  for (int r = 0; r < reps; r++)
    for (int i = 0; i < N; i++) total += A[i];
  return 0;
}
