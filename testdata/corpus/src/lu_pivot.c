/* lu_pivot: LU factorisation with partial pivoting (max |a| search, row
 * swap through a row-pointer array), then forward and back substitution.
 * Triangular nests of depth 3 over locals: for k; for i = k+1..n; for j. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int kernel_lu(int n, double **a, int *perm)
{
  int k, i, j;
  for (k = 0; k < n; k++) {
    int p = k;
    double best = fabs(a[k][k]);
    for (i = k + 1; i < n; i++)
      if (fabs(a[i][k]) > best) {
        best = fabs(a[i][k]);
        p = i;
      }
    if (best == 0.0)
      return -1;
    if (p != k) {
      double *row = a[k];
      a[k] = a[p];
      a[p] = row;
      int t = perm[k];
      perm[k] = perm[p];
      perm[p] = t;
    }
    for (i = k + 1; i < n; i++) {
      double l = a[i][k] / a[k][k];
      a[i][k] = l;
      for (j = k + 1; j < n; j++)
        a[i][j] -= l * a[k][j];
    }
  }
  return 0;
}

static void solve(int n, double **lu, const int *perm, const double *b,
                  double *x)
{
  for (int i = 0; i < n; i++) {
    double s = b[perm[i]];
    for (int j = 0; j < i; j++)
      s -= lu[i][j] * x[j];
    x[i] = s;
  }
  for (int i = n - 1; i >= 0; i--) {
    double s = x[i];
    for (int j = i + 1; j < n; j++)
      s -= lu[i][j] * x[j];
    x[i] = s / lu[i][i];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 80;
  double *store = malloc(sizeof(double) * n * n);
  double **a = malloc(sizeof(double *) * n);
  int *perm = malloc(sizeof(int) * n);
  double *b = malloc(sizeof(double) * n);
  double *x = malloc(sizeof(double) * n);
  unsigned s = 7u;
  for (int i = 0; i < n; i++) {
    a[i] = store + (size_t)i * n;
    perm[i] = i;
    b[i] = 1.0;
    for (int j = 0; j < n; j++) {
      s = s * 1103515245u + 12345u;
      a[i][j] = (double)((s >> 16) % 1000) / 100.0 - 5.0;
    }
  }
  if (kernel_lu(n, a, perm) != 0) {
    printf("singular\n");
    return 0;
  }
  solve(n, a, perm, b, x);
  double sum = 0.0;
  for (int i = 0; i < n; i++)
    sum += x[i];
  printf("checksum %.6f\n", sum);
  free(store);
  free(a);
  free(perm);
  free(b);
  free(x);
  return 0;
}
