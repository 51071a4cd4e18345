/* Sizes kept in objects on the heap: matrices made by a constructor
   function (malloc the struct, store the sizes, calloc the data), filled
   and multiplied by functions that receive the pointer. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int rows, cols;
  double *v;
} matrix;

static matrix *mat_new(int rows, int cols) {
  matrix *m = malloc(sizeof *m);
  m->rows = rows;
  m->cols = cols;
  m->v = calloc((size_t)rows * cols, sizeof(double));
  return m;
}

static void mat_free(matrix *m) { free(m->v); free(m); }

void mat_fill(matrix *m, double x) {
  for (int i = 0; i < m->rows; i++)
    for (int j = 0; j < m->cols; j++)
      m->v[i * m->cols + j] = x + i * 0.5 - j;
}

void mat_vec(const matrix *m, const double *x, double *y) {
  for (int i = 0; i < m->rows; i++) {
    double s = 0;
    for (int j = 0; j < m->cols; j++)
      s += m->v[i * m->cols + j] * x[j];
    y[i] = s;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 50;
  int k = argc > 2 ? atoi(argv[2]) : 20;
  matrix *a = mat_new(n, k), *b = mat_new(k, n);
  mat_fill(a, 1.0);
  mat_fill(b, 2.0);
  double *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) x[i] = i;
  mat_vec(b, x, y);
  mat_vec(a, y, x);
  printf("%f\n", x[0] + y[0]);
  mat_free(a); mat_free(b); free(x); free(y);
  return 0;
}
