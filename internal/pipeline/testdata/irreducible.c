/* A loop entered in the middle: sweep's outer loop runs its two sweeps
   reps times, but an odd reps enters it at mid, by a goto past the test and
   the first sweep. The cycle is entered at two blocks (the test and mid),
   neither of which dominates the other: irreducible control flow, with
   two natural loops (the sweeps) inside. main calls it with reps and
   reps + 1, so one call enters at the test and the other at mid. */
#include <stdio.h>
#include <stdlib.h>

#define N 3000

static double a[N], b[N];

__attribute__((noinline)) double sweep(int reps) {
  double s = 0;
  int r = 0;
  if (reps % 2 == 1)
    goto mid;
  for (r = 0; r < reps; r++) {
    for (int j = 0; j < N; j++)
      a[j] = a[j] * 0.5 + r;
  mid:
    for (int j = 0; j < N; j++)
      s += a[j] * b[j];
  }
  return s;
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 5;
  for (int j = 0; j < N; j++)
    b[j] = j;
  double s = sweep(reps);
  s += sweep(reps + 1);
  printf("%f\n", s);
  return 0;
}
