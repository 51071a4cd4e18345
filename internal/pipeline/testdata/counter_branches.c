// Branches on a loop's own counter: a first-iteration special case, a
// prefix of the iterations, a suffix, one iteration in the middle, and a
// triangular nest whose inner loop -O2 guards with j != 0. Every count
// follows from the counters (no data), so the static counts are derived
// and equal the measured ones.
#include <stdio.h>
#define N 100
double a[N], b[N][N];
static void kernel(void) {
  for (int i = 0; i < N; i++) {
    if (i == 0)
      a[i] = 1;
    else
      a[i] = a[i - 1] * 0.5;
    if (i < 10)
      a[i] += 2;
    if (i >= 90)
      a[i] -= 3;
    if (i == 50)
      a[i] *= 4;
  }
  for (int j = 0; j < N; j++)
    for (int k = 0; k < j; k++)
      b[k][j] = b[j][k] + a[k];
}
int main(void) {
  kernel();
  printf("%f %f\n", a[N - 1], b[3][7]);
  return 0;
}
