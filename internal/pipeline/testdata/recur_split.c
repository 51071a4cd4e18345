/* recur_split: a divide-and-conquer sum whose split points come from the
 * data (a recursion no walk can follow: each activation's bounds are read
 * from the array), the leaves summed by a static helper; main repeats it.
 * Every activation keeps its locals in a stack frame at -O0, at a depth the
 * data decides. */
#include <stdio.h>
#include <stdlib.h>

static long leaf(const int *a, int lo, int hi)
{
  long s = 0;
  for (int i = lo; i < hi; i++)
    s += a[i];
  return s;
}

long rsum(const int *a, int lo, int hi)
{
  if (hi - lo <= 8)
    return leaf(a, lo, hi);
  int span = hi - lo - 1;
  int mid = lo + 1 + (int)((unsigned)a[lo] % (unsigned)span);
  long left = rsum(a, lo, mid);
  long right = rsum(a, mid, hi);
  return left + right;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 30000;
  int reps = argc > 2 ? atoi(argv[2]) : 3;
  int *a = malloc((size_t)n * sizeof *a);
  unsigned s = 7u;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    a[i] = (int)(s >> 9);
  }
  long total = 0;
  for (int r = 0; r < reps; r++)
    total += rsum(a, 0, n);
  printf("%ld\n", total);
  free(a);
  return 0;
}
