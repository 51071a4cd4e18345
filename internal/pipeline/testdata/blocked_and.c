// A blocked (tiled) walk whose inner loops stop at the tile's edge or at
// the array's, whichever comes first: i < ii + B && i < n.
#include <stdio.h>
#include <stdlib.h>
#define B 16
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100, m = argc > 2 ? atoi(argv[2]) : 70;
  double *a = malloc(sizeof(double) * n * m);
  for (int ii = 0; ii < n; ii += B)
    for (int jj = 0; jj < m; jj += B)
      for (int i = ii; i < ii + B && i < n; i++)
        for (int j = jj; j < jj + B && j < m; j++)
          a[i * m + j] = i + j;
  double s = 0;
  for (int i = 0; i < n * m; i++) s += a[i];
  printf("%f\n", s);
  return 0;
}
