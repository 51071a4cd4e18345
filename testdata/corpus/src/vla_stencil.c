/* vla_stencil: a 2-D five-point Jacobi sweep over variably-modified array
 * parameters, with a time loop that swaps the two grids through pointers
 * to rows (double (*)[m]). */
#include <stdio.h>
#include <stdlib.h>

static void init(int n, int m, double g[n][m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      g[i][j] = (i == 0 || j == 0) ? 100.0 : (double)((i * j) % 7);
}

void kernel_sweep(int n, int m, double in[n][m], double out[n][m])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      out[i][j] = 0.2 * (in[i][j] + in[i - 1][j] + in[i + 1][j] +
                         in[i][j - 1] + in[i][j + 1]);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 64;
  int m = argc > 2 ? atoi(argv[2]) : 80;
  int steps = argc > 3 ? atoi(argv[3]) : 12;
  double (*a)[m] = malloc(sizeof(double[n][m]));
  double (*b)[m] = malloc(sizeof(double[n][m]));
  double s = 0.0;

  init(n, m, a);
  init(n, m, b);
  for (int t = 0; t < steps; t++) {
    kernel_sweep(n, m, a, b);
    double (*tmp)[m] = a;
    a = b;
    b = tmp;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += a[i][j];
  printf("checksum %.6f\n", s);
  free(a);
  free(b);
  return 0;
}
