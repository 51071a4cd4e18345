/* carried_join: a CSR matrix's row lengths, set by a test of the row's
 * index (a dense row every 89th, else a length from the index), summed into
 * the count of nonzeros that -O2 carries in a register through the join of
 * the test's arms; the count then sizes the column array and bounds the
 * loop that fills it. The label printed into a heap block (snprintf writes
 * through its pointer) keeps the walk from holding the numbers the program
 * stores, so the count is evaluated from the registers alone. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 4000;
  char *label = malloc(16);
  snprintf(label, 16, "csr%d", n);
  int *rowptr = malloc((n + 1) * sizeof(int));
  int nnz = 0, i = 0;
  while (i < n) {
    int len = 2;
    if (i % 89 == 0)
      len += 150; /* a dense row */
    else
      len += (i % 5) * 4;
    rowptr[i++] = nnz;
    nnz += len;
  }
  rowptr[n] = nnz;
  int *col = malloc(nnz * sizeof(int));
  for (int k = 0; k < nnz; k++)
    col[k] = k % n;
  long sum = 0;
  for (int i = 0; i < n; i++)
    sum += col[rowptr[i]];
  printf("%s %d %ld\n", label, nnz, sum);
  free(label);
  free(col);
  free(rowptr);
  return 0;
}
