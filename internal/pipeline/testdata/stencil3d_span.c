// A 7-point 3D stencil over heap grids sized from argv, swapped after every
// step. At -O2 its vector loads of two doubles start at odd elements, so a
// quarter of them span two 64-byte lines.
#include <stdio.h>
#include <stdlib.h>

#define IDX(i,j,k) (((i) * ny + (j)) * nz + (k))

static void sweep(int nx, int ny, int nz, const double *in, double *out) {
  for (int i = 1; i < nx - 1; i++)
    for (int j = 1; j < ny - 1; j++)
      for (int k = 1; k < nz - 1; k++)
        out[IDX(i,j,k)] = 0.5 * in[IDX(i,j,k)] + 0.0833 * (in[IDX(i-1,j,k)] + in[IDX(i+1,j,k)] +
            in[IDX(i,j-1,k)] + in[IDX(i,j+1,k)] + in[IDX(i,j,k-1)] + in[IDX(i,j,k+1)]);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 32;
  int steps = argc > 2 ? atoi(argv[2]) : 4;
  size_t sz = (size_t)n * n * n;
  double *a = malloc(sz * sizeof(double)), *b = malloc(sz * sizeof(double));
  for (size_t i = 0; i < sz; i++) { a[i] = (double)(i % 17); b[i] = 0; }
  for (int t = 0; t < steps; t++) {
    sweep(n, n, n, a, b);
    double *tmp = a; a = b; b = tmp;
  }
  double s = 0;
  for (size_t i = 0; i < sz; i++) s += a[i];
  printf("%f\n", s);
  free(a); free(b);
  return 0;
}
