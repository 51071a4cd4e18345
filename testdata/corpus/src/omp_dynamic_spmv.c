/* omp_dynamic_spmv: a CSR sparse matrix whose rows have very different
 * lengths (a power-law-ish profile), multiplied with
 * "parallel for schedule(dynamic, 16)" so threads pick up rows as they
 * finish; integer values keep the result independent of the schedule. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

void kernel_spmv(int n, const int *rowptr, const int *col, const long *val,
                 const long *x, long *y)
{
#pragma omp parallel for schedule(dynamic, 16)
  for (int i = 0; i < n; i++) {
    long s = 0;
    for (int k = rowptr[i]; k < rowptr[i + 1]; k++)
      s += val[k] * x[col[k]];
    y[i] = s;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 4000;
  int *rowptr = malloc((n + 1) * sizeof(int));
  int nnz = 0;
  for (int i = 0; i < n; i++) {
    rowptr[i] = nnz;
    nnz += 1 + (i % 97 == 0 ? 200 : (i % 7) * 3);
  }
  rowptr[n] = nnz;
  int *col = malloc(nnz * sizeof(int));
  long *val = malloc(nnz * sizeof(long));
  long *x = malloc(n * sizeof(long));
  long *y = malloc(n * sizeof(long));
  unsigned s = 8u;
  for (int k = 0; k < nnz; k++) {
    s = s * 1664525u + 1013904223u;
    col[k] = (int)((s >> 8) % (unsigned)n);
    val[k] = (long)((s >> 24) % 7) - 3;
  }
  for (int i = 0; i < n; i++)
    x[i] = i % 11;
  kernel_spmv(n, rowptr, col, val, x, y);
  long chk = 0;
  for (int i = 0; i < n; i++)
    chk += y[i] * (i % 5 + 1);
  printf("nnz %d checksum %ld\n", nnz, chk);
  free(rowptr);
  free(col);
  free(val);
  free(x);
  free(y);
  return 0;
}
