/* mem_csr: a sparse matrix in CSR form built from a stencil whose row
 * lengths vary at the borders, with long-range couplings indexed by a
 * formula; y = A x repeated. The row starts, the column indices and the
 * count k exist only in memory the program writes: the loop bounds
 * rowptr[i] .. rowptr[i + 1] and the gather x[col[k]] read them back. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  int *rowptr, *col;
  double *val;
} csr;

static void build(csr *A, int g, int extra)
{
  int n = g * g, k = 0;
  A->n = n;
  A->rowptr = malloc((n + 1) * sizeof(int));
  A->col = malloc((size_t)n * (5 + extra) * sizeof(int));
  A->val = malloc((size_t)n * (5 + extra) * sizeof(double));
  for (int i = 0; i < g; i++)
    for (int j = 0; j < g; j++) {
      int r = i * g + j;
      A->rowptr[r] = k;
      if (i > 0) { A->col[k] = r - g; A->val[k++] = -1.0; }
      if (j > 0) { A->col[k] = r - 1; A->val[k++] = -1.0; }
      A->col[k] = r; A->val[k++] = 4.0;
      if (j < g - 1) { A->col[k] = r + 1; A->val[k++] = -1.0; }
      if (i < g - 1) { A->col[k] = r + g; A->val[k++] = -1.0; }
      for (int e = 1; e <= extra; e++) {
        A->col[k] = (r * 7 + e * 1013) % n;
        A->val[k++] = 0.01;
      }
    }
  A->rowptr[n] = k;
}

static void spmv(const csr *A, const double *x, double *y)
{
  for (int i = 0; i < A->n; i++) {
    double s = 0.0;
    for (int k = A->rowptr[i]; k < A->rowptr[i + 1]; k++)
      s += A->val[k] * x[A->col[k]];
    y[i] = s;
  }
}

int main(int argc, char **argv)
{
  int g = argc > 1 ? atoi(argv[1]) : 30;
  int reps = argc > 2 ? atoi(argv[2]) : 4;
  csr A;
  build(&A, g, 2);
  double *x = malloc(A.n * sizeof(double));
  double *y = malloc(A.n * sizeof(double));
  for (int i = 0; i < A.n; i++)
    x[i] = 1.0 + i % 5;
  for (int r = 0; r < reps; r++) {
    spmv(&A, x, y);
    for (int i = 0; i < A.n; i++)
      x[i] = y[i] * 0.125;
  }
  printf("%g\n", x[A.n / 2]);
  return 0;
}
