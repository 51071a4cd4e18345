/* Pointers kept in memory: the rows of a matrix of row pointers made by a
   helper, two grids held in a struct that an init function fills and the
   time loop swaps, per-bucket buffers held in an array of structs, a
   global pointer moved between two arrays, and a struct copied with the
   pointer it holds. Sizes come from argv. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n, m;
  double *cur, *next;
} grid;

typedef struct {
  int len;
  double *data;
} bucket;

typedef struct {
  double *data;
  long len;
} view;

static double *active;

static double **alloc_rows(int n, int m) {
  double **r = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    r[i] = malloc(m * sizeof(double));
  return r;
}

static void grid_init(grid *g, int n, int m) {
  g->n = n;
  g->m = m;
  g->cur = calloc((size_t)n * m, sizeof(double));
  g->next = calloc((size_t)n * m, sizeof(double));
}

static void grid_steps(grid *g, int steps) {
  for (int s = 0; s < steps; s++) {
    for (int i = 1; i < g->n - 1; i++)
      for (int j = 0; j < g->m; j++)
        g->next[i * g->m + j] = 0.5 * (g->cur[(i - 1) * g->m + j] + g->cur[(i + 1) * g->m + j]);
    double *t = g->cur;
    g->cur = g->next;
    g->next = t;
  }
}

static double column_sums(double **r, int n, int m) {
  double s = 0;
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      s += r[i][j];
  return s;
}

static double bucket_sums(bucket *b, int k, int m) {
  double s = 0;
  for (int q = 0; q < k; q++)
    for (int i = 0; i < m; i++)
      s += b[q].data[i];
  return s;
}

static void scale_active(int n, double f) {
  for (int i = 0; i < n; i++)
    active[i] *= f;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  int m = argc > 2 ? atoi(argv[2]) : 80;
  int steps = argc > 3 ? atoi(argv[3]) : 3;

  double **r = alloc_rows(n, m);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      r[i][j] = i + j;
  double s = column_sums(r, n, m);

  grid g;
  grid_init(&g, n, m);
  grid_steps(&g, steps);
  s += g.cur[m + 1];

  int k = 16;
  bucket *b = malloc(k * sizeof(bucket));
  for (int q = 0; q < k; q++) {
    b[q].len = m;
    b[q].data = malloc(m * sizeof(double));
    for (int i = 0; i < m; i++)
      b[q].data[i] = q;
  }
  s += bucket_sums(b, k, m);

  active = g.cur;
  scale_active(n * m, 0.5);
  active = g.next;
  scale_active(n * m, 2.0);
  s += g.cur[1] + g.next[1];

  view v = {g.next, n * m};
  view w = v; /* a struct copy: its pointer with it */
  active = w.data;
  scale_active(n * m, 3.0);
  s += w.data[m + 2];

  printf("%f\n", s);
  for (int q = 0; q < k; q++)
    free(b[q].data);
  free(b);
  for (int i = 0; i < n; i++)
    free(r[i]);
  free(r);
  free(g.cur);
  free(g.next);
  return 0;
}
