// Sizes parsed from argv into globals by a setup function; the kernel reads the globals.
#include <stdio.h>
#include <stdlib.h>
int N = 64;
int REPS = 2;
double *A;
static void setup(int argc, char **argv) {
  if (argc > 1) N = atoi(argv[1]);
  if (argc > 2) REPS = atoi(argv[2]);
  A = malloc(sizeof(double) * N * N);
}
static double sweep(void) {
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s += A[j * N + i];
  return s;
}
int main(int argc, char **argv) {
  setup(argc, argv);
  for (int i = 0; i < N * N; i++) A[i] = i;
  double t = 0;
  for (int r = 0; r < REPS; r++) t += sweep();
  printf("%f\n", t);
  return 0;
}
