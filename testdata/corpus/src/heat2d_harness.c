/* heat2d_harness: explicit 2-D heat equation on flattened heap grids in a
 * benchmark harness: static init / kernel / checksum, a clock_gettime
 * timer printed to stderr, the argc-guarded dump, pointer swap per step. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define IDX(i, j) ((i) * (m) + (j))

static double wall(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void init_grid(int n, int m, double *u)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      u[IDX(i, j)] = 0.0;
  for (int j = 0; j < m; j++)
    u[IDX(0, j)] = 1.0; /* hot top edge */
}

static void kernel_heat(int n, int m, int steps, double alpha, double *u,
                        double *v)
{
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < m - 1; j++)
        v[IDX(i, j)] = u[IDX(i, j)] +
                       alpha * (u[IDX(i - 1, j)] + u[IDX(i + 1, j)] +
                                u[IDX(i, j - 1)] + u[IDX(i, j + 1)] -
                                4.0 * u[IDX(i, j)]);
    for (int j = 0; j < m; j++) {
      v[IDX(0, j)] = u[IDX(0, j)];
      v[IDX(n - 1, j)] = u[IDX(n - 1, j)];
    }
    for (int i = 0; i < n; i++) {
      v[IDX(i, 0)] = u[IDX(i, 0)];
      v[IDX(i, m - 1)] = u[IDX(i, m - 1)];
    }
    double *tmp = u;
    u = v;
    v = tmp;
  }
}

static double checksum(int n, int m, const double *u)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += u[IDX(i, j)] * (1 + (i + j) % 3);
  return s;
}

static void dump(int n, int m, const double *u)
{
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      fprintf(stderr, "%0.3f ", u[IDX(i, j)]);
    fprintf(stderr, "\n");
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 60;
  int m = argc > 2 ? atoi(argv[2]) : 60;
  int steps = argc > 3 ? atoi(argv[3]) : 16;
  double *u = malloc(sizeof(double) * n * m);
  double *v = malloc(sizeof(double) * n * m);

  init_grid(n, m, u);
  init_grid(n, m, v);
  double t0 = wall();
  kernel_heat(n, m, steps, 0.2, u, v);
  double t1 = wall();
  fprintf(stderr, "kernel_heat: %.6f s\n", t1 - t0);
  double *res = (steps % 2 == 0) ? u : v;
  if (argc > 42 && !strcmp(argv[0], ""))
    dump(n, m, res);
  printf("checksum %.9f\n", checksum(n, m, res));
  free(u);
  free(v);
  return 0;
}
