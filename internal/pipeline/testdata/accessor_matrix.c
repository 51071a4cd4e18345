// Matrices kept in local structs, {rows, cols, data}, their data read and
// written through an accessor function: the addresses of the kernels'
// accesses are what at() returns, computed from the fields of the struct
// the caller passes. A product (row walk of b) and a transpose (column walk
// of the destination). Sizes from argv.
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int rows, cols;
  double *data;
} matrix;

static double *at(matrix *m, int i, int j) { return &m->data[(size_t)i * m->cols + j]; }

static void product(matrix *a, matrix *b, matrix *c) {
  for (int i = 0; i < a->rows; i++)
    for (int k = 0; k < a->cols; k++) {
      double aik = *at(a, i, k);
      for (int j = 0; j < b->cols; j++)
        *at(c, i, j) += aik * *at(b, k, j);
    }
}

static void transpose(matrix *src, matrix *dst) {
  for (int i = 0; i < src->rows; i++)
    for (int j = 0; j < src->cols; j++)
      *at(dst, j, i) = *at(src, i, j);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 64;
  int m = argc > 2 ? atoi(argv[2]) : n + 8;
  matrix a = {n, m, calloc((size_t)n * m, sizeof(double))};
  matrix b = {m, n, calloc((size_t)m * n, sizeof(double))};
  matrix c = {n, n, calloc((size_t)n * n, sizeof(double))};
  matrix t = {n, m, calloc((size_t)n * m, sizeof(double))};
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      *at(&a, i, j) = (i + j) % 5;
      *at(&b, j, i) = (i * j) % 3;
    }
  product(&a, &b, &c);
  transpose(&b, &t);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += *at(&c, i, i) + *at(&t, i, i);
  printf("%f\n", s);
  free(a.data);
  free(b.data);
  free(c.data);
  free(t.data);
  return 0;
}
