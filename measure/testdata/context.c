/* context.c: program context of --func kernel derivable by hand
 * (TestContextHand). main writes a 64-byte-aligned array of 512 doubles
 * (4 KiB, 64 lines) reps times (argv[1], default 1), then kernel reads it
 * twice. Measured cold, kernel's first loop misses once per line of a;
 * with Options.Context the array is in L1 when kernel starts. */
#include <stdlib.h>
#define N 512
double a[N] __attribute__((aligned(64)));
double sum;
__attribute__((noinline)) void kernel(void) {
  double s = 0;
  for (int i = 0; i < N; i++)
    s += a[i]; /* first */
  for (int i = 0; i < N; i++)
    s += a[i]; /* second */
  sum = s; /* result */
}
int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 1;
  for (int r = 0; r < reps; r++)
    for (int i = 0; i < N; i++)
      a[i] = i + r;
  kernel();
  return sum > 0 ? 0 : 1;
}
