/* row_search: per-row searches over a heap matrix the program fills, in the
 * shapes real code has them: the first column above a threshold (break out
 * of the inner loop of a nest), a scan whose condition joins a bound and a
 * test on data (for (j = 0; j < m && row[j] != 0; j++)), and a retry loop
 * that stops early when a row's sum passes a target. */
#include <stdio.h>
#include <stdlib.h>

static int first_above(const double *row, int m, double t)
{
  for (int j = 0; j < m; j++)
    if (row[j] > t)
      return j;
  return m;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 200;
  int m = argc > 2 ? atoi(argv[2]) : 300;
  double *a = malloc((size_t)n * m * sizeof(double));
  int *zeros = malloc((size_t)n * m * sizeof(int));
  unsigned s = 7u;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      s = s * 1103515245u + 12345u;
      a[(size_t)i * m + j] = (double)((s >> 8) % 100000) / 100000.0;
      zeros[(size_t)i * m + j] = (int)((s >> 20) % 97);
    }
  long total = 0;
  for (int i = 0; i < n; i++)
    total += first_above(a + (size_t)i * m, m, 0.99);
  long len = 0;
  for (int i = 0; i < n; i++) {
    const int *row = zeros + (size_t)i * m;
    int j;
    for (j = 0; j < m && row[j] != 0; j++)
      ;
    len += j;
  }
  double acc = 0;
  int rows = 0;
  for (int i = 0; i < n; i++) {
    double sum = 0;
    int k = 0;
    do {
      sum += a[(size_t)i * m + k];
      k++;
    } while (k < m && sum < 20.0);
    acc += sum;
    rows += k;
  }
  printf("%ld %ld %.3f %d\n", total, len, acc, rows);
  free(a);
  free(zeros);
  return 0;
}
