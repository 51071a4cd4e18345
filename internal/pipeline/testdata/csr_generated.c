// csr_generated: a sparse matrix-vector product over a CSR matrix that a
// generator fills, its column indices drawn by a linear congruential
// generator whose state -O2 carries in a register from row to row; the
// matrix kept in a struct returned by value. Run as:
// csr_generated N PER_ROW ITERS
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n, nnz;
  int *rowptr;
  int *col;
  double *val;
} CSR;

static CSR make_matrix(int n, int per_row, unsigned seed)
{
  CSR m;
  m.n = n;
  m.nnz = n * per_row;
  m.rowptr = malloc((n + 1) * sizeof(int));
  m.col = malloc(m.nnz * sizeof(int));
  m.val = malloc(m.nnz * sizeof(double));
  int k = 0;
  for (int i = 0; i < n; i++) {
    m.rowptr[i] = k;
    for (int j = 0; j < per_row; j++) {
      seed = seed * 1103515245u + 12345u;
      m.col[k] = (int)((seed >> 8) % (unsigned)n);
      m.val[k] = 1.0 / (1 + j);
      k++;
    }
  }
  m.rowptr[n] = k;
  return m;
}

static long spmv(const CSR *m, const double *x, double *y)
{
  long far = 0;
  for (int i = 0; i < m->n; i++) {
    double s = 0.0;
    for (int k = m->rowptr[i]; k < m->rowptr[i + 1]; k++) {
      s += m->val[k] * x[m->col[k]];
      if (m->col[k] > m->n / 2)
        far++;
    }
    y[i] = s;
  }
  return far;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int per_row = argc > 2 ? atoi(argv[2]) : 8;
  int iters = argc > 3 ? atoi(argv[3]) : 3;
  CSR m = make_matrix(n, per_row, 42u);
  double *x = malloc(n * sizeof(double));
  double *y = malloc(n * sizeof(double));
  if (!m.rowptr || !m.col || !m.val || !x || !y)
    return 1;
  for (int i = 0; i < n; i++)
    x[i] = 1.0 + i % 7;
  long far = 0;
  for (int it = 0; it < iters; it++)
    far += spmv(&m, x, y);
  printf("%ld %g\n", far, y[0]);
  free(m.rowptr);
  free(m.col);
  free(m.val);
  free(x);
  free(y);
  return 0;
}
