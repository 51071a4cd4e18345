// Sizes a setup function stores into zero-initialised static globals, the
// fallback stored by the same assignment (N = argc > 1 ? atoi(...) : 100),
// a global computed from them (NM = N * M), and kernels that read the
// globals after main called setup. At -O2 everything is inlined into main
// and one of the globals is read back right after its store.
#include <stdio.h>
#include <stdlib.h>
static int N, M, NM;
static double *A, *B;
static void setup(int argc, char **argv) {
  N = argc > 1 ? atoi(argv[1]) : 100;
  M = argc > 2 ? atoi(argv[2]) : 50;
  NM = N * M;
  A = malloc(sizeof(double) * NM);
  B = malloc(sizeof(double) * NM);
}
static void init(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i * M + j] = i + j;
}
static void kernel(void) {
  for (int j = 0; j < M; j++)
    for (int i = 0; i < N; i++)
      B[i * M + j] = 2 * A[i * M + j];
}
int main(int argc, char **argv) {
  setup(argc, argv);
  init();
  kernel();
  double s = 0;
  for (int i = 0; i < NM; i++)
    s += B[i];
  printf("%f\n", s);
  return 0;
}
