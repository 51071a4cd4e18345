// A kernel that reads a zero-initialised global before the setup that
// stores the size in it, and again after: the first call's loop runs 0
// times, the second N times. A model that takes the one store's value for
// every read of the global counts N for both.
#include <stdio.h>
#include <stdlib.h>
static int N;
static double *A;
static void setup(int argc, char **argv) {
  N = argc > 1 ? atoi(argv[1]) : 100;
  A = calloc(N + 1, sizeof(double));
}
static double sum(void) {
  double s = 0;
  for (int i = 0; i < N; i++)
    s += A[i];
  return s;
}
int main(int argc, char **argv) {
  double s = sum();
  setup(argc, argv);
  for (int i = 0; i < N; i++)
    A[i] = i;
  s += sum();
  printf("%f\n", s);
  return 0;
}
