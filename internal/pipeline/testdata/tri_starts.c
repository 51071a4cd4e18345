/* Triangular loops whose inner start is the outer counter plus one: a
 * pivot search down each column (the maximum kept with selects) and an
 * elimination below the diagonal, both from k + 1, and a sum from k + 2
 * (no iteration at the last k, not -1), after a test of the pivot that
 * leaves on a zero (data: the outer loop's trip is estimated); a sum
 * over the strict upper triangle, and a swap of a matrix with its
 * transpose. -O2 keeps k + 1 as a counter of its own beside k. Sizes come
 * from argv; rows are heap arrays of row pointers. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static int pivots(double **a, int n, int *perm, double *acc) {
  for (int k = 0; k < n; k++) {
    int p = k;
    double best = fabs(a[k][k]);
    for (int i = k + 1; i < n; i++)
      if (fabs(a[i][k]) > best) {
        best = fabs(a[i][k]);
        p = i;
      }
    if (best == 0.0)
      return -1;
    perm[k] = p;
    for (int j = k + 2; j < n; j++)
      *acc += a[k][j];
    for (int i = k + 1; i < n; i++) {
      double l = a[i][k] / a[k][k];
      a[i][k] = l;
      for (int j = k + 1; j < n; j++)
        a[i][j] -= l * a[k][j];
    }
  }
  return 0;
}

static double upper(double **a, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      s += a[i][j] * (j - i);
  return s;
}

static void transpose(double **a, int n) {
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      double t = a[i][j];
      a[i][j] = a[j][i];
      a[j][i] = t;
    }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 200;
  double **a = malloc(sizeof(double *) * n);
  int *perm = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++) {
    a[i] = malloc(sizeof(double) * n);
    for (int j = 0; j < n; j++)
      a[i][j] = (i == j ? 4.0 * n : (double)((i * 7 + j * 3) % 11) - 5.0);
  }
  double acc = 0;
  if (pivots(a, n, perm, &acc) != 0)
    return 1;
  transpose(a, n);
  double s = upper(a, n);
  long h = 0;
  for (int k = 0; k < n; k++)
    h = h * 3 + perm[k];
  printf("%g %g %ld\n", s, acc, h);
  for (int i = 0; i < n; i++)
    free(a[i]);
  free(a);
  free(perm);
  return 0;
}
