/* row_swaps: rows of a heap matrix reached through an array of row
 * pointers that the program reorders where the data decides: a selection
 * sort of the rows by their first element (swapping the pointers), then
 * Gaussian elimination with partial pivoting (the pivot row swapped in by
 * its pointer), then a sum of every row in its new order. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void sort_rows(int n, double **r)
{
  for (int i = 0; i < n - 1; i++) {
    int m = i;
    for (int k = i + 1; k < n; k++)
      if (r[k][0] < r[m][0])
        m = k;
    double *t = r[i];
    r[i] = r[m];
    r[m] = t;
  }
}

static void eliminate(int n, double **r)
{
  for (int k = 0; k < n; k++) {
    int p = k;
    for (int i = k + 1; i < n; i++)
      if (fabs(r[i][k]) > fabs(r[p][k]))
        p = i;
    double *t = r[k];
    r[k] = r[p];
    r[p] = t;
    for (int i = k + 1; i < n; i++) {
      double f = r[i][k] / r[k][k];
      for (int j = k; j < n; j++)
        r[i][j] -= f * r[k][j];
    }
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 96;
  double *cells = malloc(sizeof(double) * n * n);
  double **rows = malloc(sizeof(double *) * n);
  unsigned s = 12345u;
  for (int i = 0; i < n; i++) {
    rows[i] = cells + (size_t)i * n;
    for (int j = 0; j < n; j++) {
      s = s * 1664525u + 1013904223u;
      rows[i][j] = (double)(s >> 8) / 16777216.0 + (i == j ? n : 0);
    }
  }
  sort_rows(n, rows);
  eliminate(n, rows);
  double sum = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      sum += rows[i][j];
  printf("%.6f\n", sum);
  free(rows);
  free(cells);
  return 0;
}
