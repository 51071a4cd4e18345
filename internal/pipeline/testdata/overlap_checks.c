/* overlap_checks: loops the vectoriser versions with a runtime overlap
 * check, called on views of one array whose distance is no formula of
 * the parameters: lags read from a table, a stride that triples, and
 * windows picked by a data-dependent search. Some calls overlap (the
 * scalar fallback runs), some do not (the vector loop runs). Sizes from
 * argv. */
#include <stdio.h>
#include <stdlib.h>

static void lag_add(double *a, int n, int s)
{
  for (int i = s; i < n; i++)
    a[i] += a[i - s];
}

static void blend(double *dst, const double *src, int n, double w)
{
  for (int i = 0; i < n; i++)
    dst[i] = dst[i] * (1.0 - w) + src[i] * w;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 2000;
  int reps = argc > 2 ? atoi(argv[2]) : 3;
  double *a = malloc(sizeof(double) * n);
  double *b = malloc(sizeof(double) * n);
  static const int lags[] = {1, 2, 3, 4, 7, 16, 100, 999};
  for (int i = 0; i < n; i++) {
    a[i] = (i % 11) * 0.25;
    b[i] = (i % 5) * 0.5;
  }
  for (int r = 0; r < reps; r++)
    for (int k = 0; k < 8; k++)
      if (lags[k] < n)
        lag_add(a, n, lags[k]);
  for (int s = 1; s < n; s *= 3)
    blend(a + s, a, n - s, 0.5); /* overlaps while s < 4 */
  int off = 0;
  while (off < n / 2 && b[off] < 1.5) /* data: the first b >= 1.5 */
    off++;
  blend(b, b + off, n - off, 0.25);
  blend(b + off, a, n - off, 0.25);
  printf("%.3f %.3f %d\n", a[n - 1], b[n / 3], off);
  free(a);
  free(b);
  return 0;
}
