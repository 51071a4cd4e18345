/* Sizes kept in each grid and read inside an OpenMP parallel loop: the
   outlined function reaches the grid through the shared pointer to the
   caller's pointer, and relax is called for two grids of different
   shapes. */
#include <stdio.h>
#include <stdlib.h>

typedef struct { int n, m; double *a; } grid;

static void grid_init(grid *g, int n, int m) {
  g->n = n; g->m = m;
  g->a = malloc(sizeof(double) * n * m);
}

void relax(grid *g) {
#pragma omp parallel for
  for (int i = 0; i < g->n; i++)
    for (int j = 0; j < g->m; j++)
      g->a[(size_t)i * g->m + j] = i * 0.5 + j;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 40;
  grid x, y;
  grid_init(&x, n, 30);
  grid_init(&y, 2 * n, 10);
  relax(&x);
  relax(&y);
  printf("%f\n", x.a[n] + y.a[n]);
  free(x.a); free(y.a);
  return 0;
}
