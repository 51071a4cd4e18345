/* exits: loops that leave from more than one place, in the shapes real
 * code has them: a linear search that stops at its first match, a search
 * helper that returns from inside its loop, a Newton iteration that breaks
 * when it stops moving under a cap on its steps, and a scan of a buffer
 * that stops at a terminator or at its end. */
#include <stdio.h>
#include <stdlib.h>

static int find(const int *a, int n, int key)
{
  for (int i = 0; i < n; i++)
    if (a[i] == key)
      return i;
  return -1;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int q = argc > 2 ? atoi(argv[2]) : 50;
  int *a = malloc(n * sizeof(int));
  unsigned s = 3u;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    a[i] = (int)((s >> 16) % 1000);
  }
  long found = 0;
  for (int k = 0; k < q; k++) {
    int key = (k * 37) % 1000;
    int at = -1;
    for (int i = 0; i < n; i++)
      if (a[i] == key) {
        at = i;
        break;
      }
    found += at + find(a, n, key + 1);
  }
  int x = n, it;
  for (it = 0; it < 100; it++) {
    int nx = (x + n / x) / 2;
    if (nx == x || nx == x + 1)
      break;
    x = nx;
  }
  int len = 0;
  while (len < n) {
    if (a[len] == 999)
      break;
    len++;
  }
  printf("%ld %d %d %d\n", found, x, it, len);
  free(a);
  return 0;
}
