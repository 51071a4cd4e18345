// nested_search: searches that return from inside nested loops, leaving
// every loop at once: a 2-D search of a heap matrix for each of many keys,
// and a 3-deep search for a triple that sums to a target, as validation and
// lookup code writes them. Run as: nested_search ROWS COLS
#include <stdio.h>
#include <stdlib.h>

static int find2d(const int *a, int n, int m, int key)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (a[i * m + j] == key)
        return i * m + j;
  return -1;
}

static int triple(const int *v, int n, int target)
{
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      for (int k = j + 1; k < n; k++)
        if (v[i] + v[j] + v[k] == target)
          return i * n * n + j * n + k;
  return -1;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100;
  int m = argc > 2 ? atoi(argv[2]) : 50;
  int *a = malloc(sizeof(int) * n * m);
  if (!a)
    return 1;
  for (int k = 0; k < n * m; k++)
    a[k] = (k * 7) % 1000;
  long s = 0;
  for (int q = 0; q < 20; q++)
    s += find2d(a, n, m, q * 37 % 1000);
  for (int t = 0; t < 5; t++)
    s += triple(a, m, 60 + 131 * t);
  printf("%ld\n", s);
  free(a);
  return 0;
}
