/* conflicts: column walks whose row lengths collide in the cache sets.
 * A matrix of n rows of m doubles (m from argv: 30, 60, 80, 100, 130) is
 * walked down its columns, summed over a triangle of each column, used as
 * the symmetric factor of a product, and a triangular system is solved by
 * back substitution up its columns. Heap arrays sized from argv; static
 * kernels that -O2 inlines. */
#include <stdio.h>
#include <stdlib.h>

static void col_sums(int n, int m, const double *A, double *s)
{
  for (int j = 0; j < m; j++) {
    double t = 0.0;
    for (int i = 0; i < n; i++)
      t += A[i * m + j];
    s[j] = t;
  }
}

static void tri_cols(int n, int m, const double *A, double *s)
{
  for (int j = 0; j < m && j < n; j++) {
    double t = 0.0;
    for (int i = j; i < n; i++)
      t += A[i * m + j];
    s[j] += t;
  }
}

/* C = S B with S the symmetric matrix whose lower triangle is A's first n
 * columns: S[i][k] = A[max(i,k)][min(i,k)]. */
static void symm(int n, int m, const double *A, const double *B, double *C)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double t = 0.0;
      for (int k = 0; k <= i; k++)
        t += A[i * m + k] * B[k * n + j];
      for (int k = i + 1; k < n; k++)
        t += A[k * m + i] * B[k * n + j];
      C[i * n + j] = t;
    }
}

/* Solves U x = b for the upper triangle of A's first n columns, column by
 * column from the last: x[j] /= U[j][j], then x[i] -= U[i][j] x[j] up the
 * column. */
static void back_cols(int n, int m, const double *A, double *x)
{
  for (int j = n - 1; j >= 0; j--) {
    x[j] /= A[j * m + j];
    for (int i = j - 1; i >= 0; i--)
      x[i] -= A[i * m + j] * x[j];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 40;
  int m = argc > 2 ? atoi(argv[2]) : 60;
  if (m < n)
    m = n;
  double *A = malloc((size_t)n * m * sizeof *A);
  double *B = malloc((size_t)n * n * sizeof *B);
  double *C = malloc((size_t)n * n * sizeof *C);
  double *s = malloc((size_t)m * sizeof *s);
  double *x = malloc((size_t)n * sizeof *x);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i * m + j] = (i == j) ? n + 2.0 : 1.0 / (1 + i + j);
  for (int i = 0; i < n * n; i++)
    B[i] = (i % 7) * 0.25;
  for (int i = 0; i < n; i++)
    x[i] = 1.0 + i;
  col_sums(n, m, A, s);
  tri_cols(n, m, A, s);
  symm(n, m, A, B, C);
  back_cols(n, m, A, x);
  double c = 0.0;
  for (int i = 0; i < n; i++)
    c += s[i] + x[i] + C[i * n + i];
  printf("%.6f\n", c);
  free(A);
  free(B);
  free(C);
  free(s);
  free(x);
  return 0;
}
