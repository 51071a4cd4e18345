/* geometric: loops whose counter doubles or halves, as real code writes
 * them: a table sized to the next power of two above twice the number of
 * keys, a scan over strides 1, 2, 4, ..., a halving sweep, a
 * radix-2 butterfly's stages (len <<= 1) with a stage counter, and a
 * scale-by-three refinement. Sizes from argv. */
#include <stdio.h>
#include <stdlib.h>

static double scan_sum(double *a, int n)
{
  /* An inclusive scan by doubling strides (Hillis and Steele), in place
   * from the top so each step reads the previous step's values. */
  for (int s = 1; s < n; s *= 2)
    for (int i = n - 1; i >= s; i--)
      a[i] += a[i - s];
  return a[n - 1];
}

static double halvings(const double *a, int n)
{
  double t = 0.0;
  for (int h = n / 2; h > 0; h >>= 1)
    for (int i = 0; i < h; i++)
      t += a[i] * h;
  return t;
}

static int butterflies(double *re, int n)
{
  int stages = 0;
  for (int len = 2; len <= n; len <<= 1) {
    int half = len / 2;
    for (int i = 0; i < n; i += len)
      for (int j = 0; j < half; j++) {
        double u = re[i + j], v = re[i + j + half];
        re[i + j] = u + v;
        re[i + j + half] = u - v;
      }
    stages++;
  }
  return stages;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int logn = argc > 2 ? atoi(argv[2]) : 8;
  unsigned cap = 1;
  while (cap < 2u * (unsigned)n)
    cap <<= 1;
  int *table = calloc(cap, sizeof(int));
  for (int i = 0; i < n; i++)
    table[(i * 2654435761u) & (cap - 1)]++;
  double *a = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++)
    a[i] = (i % 9) * 0.5;
  double s = scan_sum(a, n);
  s += halvings(a, n);
  int m = 1 << logn;
  double *re = malloc(sizeof(double) * m);
  for (int i = 0; i < m; i++)
    re[i] = i % 4;
  int st = butterflies(re, m);
  long refine = 0;
  for (long w = 1; w < 100L * n; w *= 3)
    refine += w % 7;
  printf("%u %d %.3f %.3f %ld\n", cap, st, s, re[1], refine);
  free(table);
  free(a);
  free(re);
  return 0;
}
