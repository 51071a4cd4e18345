/* counted_data: a lower-triangular init loop whose diagonal test (j == i,
 * two counters) only a walk of the loops counts, beside a kernel whose
 * branch is on data (a threshold on the values): the data branch stays
 * estimated, the diagonal test is counted, and every block outside the
 * data branch's arms has the run's count. Sizes from argv. */
#include <stdio.h>
#include <stdlib.h>

static int above(int n, const double *v, double t)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    if (v[i] > t)
      c++;
  return c;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 60;
  double *a = malloc((size_t)n * n * sizeof *a);
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      a[i * n + j] = (j == i) ? n + 1.0 : 1.0 / (1 + i + j);
  int c = above(n, a, 0.05);
  printf("%d\n", c);
  free(a);
  return 0;
}
