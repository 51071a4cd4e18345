/* Power-iteration steps on a rectangular matrix seen through C99
 * variably-modified parameters: each step ends with a loop guarded by the
 * column count, and clang -O2 duplicates the step loop's latch onto both
 * sides of that guard, so the loop leaves at two blocks making one test. */
#include <stdio.h>
#include <stdlib.h>

void apply(int n, int m, double A[n][m], const double v[m], double w[n])
{
  for (int i = 0; i < n; i++) {
    w[i] = 0.0;
    for (int j = 0; j < m; j++)
      w[i] += A[i][j] * v[j];
  }
}

void apply_t(int n, int m, double A[n][m], const double w[n], double u[m])
{
  for (int j = 0; j < m; j++)
    u[j] = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      u[j] += A[i][j] * w[i];
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 90;
  int m = argc > 2 ? atoi(argv[2]) : 70;
  double (*A)[m] = malloc(sizeof(double[n][m]));
  double *v = malloc(m * sizeof(double)), *w = malloc(n * sizeof(double));
  double *u = malloc(m * sizeof(double));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = ((i * 7 + j * 3) % 11) - 5.0;
  for (int j = 0; j < m; j++)
    v[j] = 1.0;
  double norm = 0.0;
  for (int step = 0; step < 4; step++) {
    apply(n, m, A, v, w);
    apply_t(n, m, A, w, u);
    for (int j = 0; j < m; j++)
      v[j] = u[j] * 1e-2;
  }
  for (int j = 0; j < m; j++)
    norm += v[j];
  printf("%e\n", norm);
  free(A);
  free(v);
  free(w);
  free(u);
  return 0;
}
