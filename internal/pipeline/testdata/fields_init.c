// Sizes kept in struct fields through getters and init functions: a
// field stored an expression of the input (cols = n / 2 + 1), two objects
// of one type initialised with different sizes (the init's parameters
// bound per object), a getter called in the loop test, and a field set
// twice with different values (a walk that keeps numbers follows both
// stores in order; no static rule takes one store's value for it).
#include <stdio.h>
#include <stdlib.h>

typedef struct { int rows, cols; double *d; } mat;

static void mat_init(mat *m, int r, int c) {
  m->rows = r;
  m->cols = c;
  m->d = calloc((size_t)r * c, sizeof(double));
}
static int mat_rows(const mat *m) { return m->rows; }
static int mat_cols(const mat *m) { return m->cols; }
static void set_len(mat *m, int k) { m->cols = k; }

static double total(const mat *m) {
  double s = 0;
  for (int i = 0; i < mat_rows(m); i++)
    for (int j = 0; j < mat_cols(m); j++)
      s += m->d[(size_t)i * mat_cols(m) + j];
  return s;
}

static void scale(mat *m, double f) {
  for (int i = 0; i < m->rows * m->cols; i++)
    m->d[i] *= f;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 40;
  mat a, b, v;
  mat_init(&a, n, n / 2 + 1);
  mat_init(&b, 3, n);
  scale(&a, 2.0);
  printf("%f %f\n", total(&a), b.d[0] + b.rows + b.cols);
  v.rows = 1;
  v.d = calloc(2 * (size_t)n, sizeof(double));
  set_len(&v, n);
  set_len(&v, 2 * n);
  double s = 0;
  for (int j = 0; j < v.cols; j++)
    s += v.d[j];
  printf("%f\n", s);
  return 0;
}
