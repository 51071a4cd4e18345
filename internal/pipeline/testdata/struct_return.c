// Sizes that reach the kernels through structs returned by value: a
// 16-byte matrix header returned in registers ({i64, ptr} at -O0: rows and
// cols share the i64), an 8-byte pair returned as one i64, and a 24-byte
// grid returned through a hidden pointer (sret). Gram-Schmidt over the
// matrices' columns, a sweep over the grid.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { int rows, cols; double *v; } mat;
typedef struct { int w, h; } dims;
typedef struct { int nx, ny, pad; double *cells; } grid;

static mat make(int r, int c) {
  mat m;
  m.rows = r;
  m.cols = c;
  m.v = malloc(sizeof(double) * r * c);
  for (int i = 0; i < r * c; i++) m.v[i] = (double)((i * 7) % 13) + 1.0;
  return m;
}

static dims dims_of(int w, int h) {
  dims d = {w, h};
  return d;
}

static grid grid_new(dims d) {
  grid g;
  g.nx = d.w;
  g.ny = d.h;
  g.pad = 0;
  g.cells = calloc((size_t)d.w * d.h, sizeof(double));
  return g;
}

static void gram_schmidt(mat *a, mat *q, mat *r) {
  int n = a->cols, m = a->rows;
  for (int k = 0; k < n; k++) {
    double nrm = 0;
    for (int i = 0; i < m; i++) nrm += a->v[i * n + k] * a->v[i * n + k];
    r->v[k * n + k] = sqrt(nrm);
    for (int i = 0; i < m; i++) q->v[i * n + k] = a->v[i * n + k] / r->v[k * n + k];
    for (int j = k + 1; j < n; j++) {
      double s = 0;
      for (int i = 0; i < m; i++) s += q->v[i * n + k] * a->v[i * n + j];
      r->v[k * n + j] = s;
      for (int i = 0; i < m; i++) a->v[i * n + j] -= q->v[i * n + k] * s;
    }
  }
}

static double sweep(grid *g) {
  double s = 0;
  for (int y = 1; y < g->ny - 1; y++)
    for (int x = 1; x < g->nx - 1; x++) {
      double *c = g->cells + (size_t)y * g->nx + x;
      *c = 0.25 * (c[-1] + c[1] + c[-g->nx] + c[g->nx]) + 1.0;
      s += *c;
    }
  return s;
}

int main(int argc, char **argv) {
  int m = argc > 1 ? atoi(argv[1]) : 60;
  int n = argc > 2 ? atoi(argv[2]) : 50;
  mat a = make(m, n), q = make(m, n), r = make(n, n);
  gram_schmidt(&a, &q, &r);
  grid g = grid_new(dims_of(n + 3, m / 2));
  double s = 0;
  for (int t = 0; t < 3; t++) s += sweep(&g);
  for (int i = 0; i < n * n; i++) s += r.v[i];
  printf("%f\n", s);
  free(a.v);
  free(q.v);
  free(r.v);
  free(g.cells);
  return 0;
}
