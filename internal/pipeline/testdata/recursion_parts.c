/* A k-way split recursion (a segment sum that cuts its range into parts in a
 * loop and recurses on each, down to a base-case loop): the recursive call
 * runs once per iteration of a loop whose trip is an argument. */
#include <stdio.h>
#include <stdlib.h>

static double seg(const double *a, int lo, int len, int parts)
{
  if (len <= 8) {
    double s = 0.0;
    for (int i = lo; i < lo + len; i++)
      s += a[i];
    return s;
  }
  double s = 0.0;
  int step = len / parts;
  for (int p = 0; p < parts; p++)
    s += seg(a, lo + p * step, step, parts);
  return s;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 6561;
  int parts = argc > 2 ? atoi(argv[2]) : 3;
  double *a = malloc((size_t)n * sizeof(double));
  for (int i = 0; i < n; i++)
    a[i] = i % 5;
  printf("%f\n", seg(a, 0, n, parts));
  return 0;
}
