/* stale_count: a count over data the program made, kept in a register at -O1
 * and above, then a loop that overwrites the data, then a branch on the
 * count: the count is not what the data now holds would give. */
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int *a = malloc(n * sizeof(int));
  unsigned s = 5u;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    a[i] = (int)((s >> 16) % 100);
  }
  int cnt = 0;
  for (int i = 0; i < n; i++)
    cnt += a[i] > 50;
  for (int i = 0; i < n; i++)
    a[i] = 0;
  long t = 0;
  if (cnt > n / 4)
    for (int i = 0; i < n; i++)
      t += a[i] + i;
  printf("%d %ld\n", cnt, t);
  free(a);
  return 0;
}
