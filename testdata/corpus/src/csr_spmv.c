/* csr_spmv: sparse matrix-vector products y = A x in CSR form
 * (y[i] += val[k] * x[col[k]]), the matrix a 2-D Laplacian plus a few
 * pseudo-random long-range entries per row; power iteration in a harness
 * with a timer, the argc-guarded dump and static kernels. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
  int n, nnz;
  int *rowptr;
  int *col;
  double *val;
} csr_t;

static double seconds(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void build(csr_t *A, int g, int extra)
{
  int n = g * g, k = 0;
  unsigned s = 1u;
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
      A->col[k] = r; A->val[k++] = 4.5;
      if (j < g - 1) { A->col[k] = r + 1; A->val[k++] = -1.0; }
      if (i < g - 1) { A->col[k] = r + g; A->val[k++] = -1.0; }
      for (int e = 0; e < extra; e++) {
        s = s * 1103515245u + 12345u;
        A->col[k] = (int)((s >> 8) % (unsigned)n);
        A->val[k++] = 0.01;
      }
    }
  A->rowptr[n] = k;
  A->nnz = k;
}

static void kernel_spmv(const csr_t *A, const double *x, double *y)
{
  for (int i = 0; i < A->n; i++) {
    double s = 0.0;
    for (int k = A->rowptr[i]; k < A->rowptr[i + 1]; k++)
      s += A->val[k] * x[A->col[k]];
    y[i] = s;
  }
}

static double normalize(int n, double *y, double *x)
{
  double nrm = 0.0;
  for (int i = 0; i < n; i++)
    nrm += y[i] * y[i];
  nrm = sqrt(nrm);
  for (int i = 0; i < n; i++)
    x[i] = y[i] / nrm;
  return nrm;
}

int main(int argc, char **argv)
{
  int g = argc > 1 ? atoi(argv[1]) : 40;
  int iters = argc > 2 ? atoi(argv[2]) : 10;
  csr_t A;
  build(&A, g, 2);
  double *x = malloc(A.n * sizeof(double));
  double *y = malloc(A.n * sizeof(double));
  for (int i = 0; i < A.n; i++)
    x[i] = 1.0 + (i % 3);
  double lambda = 0.0;
  double t0 = seconds();
  for (int it = 0; it < iters; it++) {
    kernel_spmv(&A, x, y);
    lambda = normalize(A.n, y, x);
  }
  fprintf(stderr, "spmv: %.6f s\n", seconds() - t0);
  if (argc > 42 && !strcmp(argv[0], ""))
    for (int i = 0; i < A.n; i++)
      fprintf(stderr, "%g\n", x[i]);
  printf("nnz %d lambda %.8f\n", A.nnz, lambda);
  free(A.rowptr);
  free(A.col);
  free(A.val);
  free(x);
  free(y);
  return 0;
}
