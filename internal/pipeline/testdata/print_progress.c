/* print_progress: a loop that reports its progress with printf every
 * 4096 iterations and once more where the data says so, in a program that
 * allocates nothing itself (its arrays are static). The printf arms are
 * ordinary arms of the loop's branches. */
#include <stdio.h>
#include <stdlib.h>

#define N 65536
static double a[N];
static int hits[64];

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100000;
  double s = 0;
  for (int i = 0; i < N; i++)
    a[i] = (double)((i * 37) % 101);
  for (int i = 0; i < n; i++) {
    int k = (i * 7) & (N - 1);
    a[i & (N - 1)] += 1.0;
    if (a[k] > 99.5) {
      hits[i & 63]++;
      s += a[i & 1023];
      if (hits[i & 63] == 50)
        printf("slot %d reached 50 at %d\n", i & 63, i);
    }
    if (i % 4096 == 0)
      printf("progress %d\n", i);
  }
  printf("s %.1f\n", s);
  return 0;
}
