/* Rows of varying length kept in structs, read through an accessor the
   loop bound calls: row_len(&rows[k]) at -O0 reads its spilled pointer,
   evaluated ahead of each row's loop. */
#include <stdio.h>
#include <stdlib.h>

struct row {
  int len;
  double *val;
};

static int row_len(const struct row *r) { return r->len; }

int main(int argc, char **argv) {
  int m = argc > 1 ? atoi(argv[1]) : 40;
  int grow = argc > 2 ? atoi(argv[2]) : 3;
  struct row *rows = malloc(m * sizeof *rows);
  for (int k = 0; k < m; k++) {
    int len = grow * k + 1;
    rows[k].len = len;
    rows[k].val = malloc(len * sizeof(double));
  }
  double sum = 0;
  for (int k = 0; k < m; k++)
    for (int i = 0; i < row_len(&rows[k]); i++) {
      rows[k].val[i] = 0.5 * i + k;
      sum += rows[k].val[i];
    }
  for (int k = 0; k < m; k++)
    free(rows[k].val);
  free(rows);
  printf("%.1f\n", sum);
  return 0;
}
