/* omp_guided_tri: a triangular work-shared loop under
 * "parallel for schedule(guided)": for each point i, the number of points
 * j < i within a distance (pairwise, lower triangle), so the work per
 * iteration grows with i. Also a lower-triangular matrix-vector product. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

void kernel_pairs(int n, const int *px, const int *py, int r2, int *close)
{
#pragma omp parallel for schedule(guided)
  for (int i = 0; i < n; i++) {
    int c = 0;
    for (int j = 0; j < i; j++) {
      int dx = px[i] - px[j], dy = py[i] - py[j];
      if (dx * dx + dy * dy <= r2)
        c++;
    }
    close[i] = c;
  }
}

static void trmv(int n, const long *L, const long *x, long *y)
{
#pragma omp parallel for schedule(guided, 4)
  for (int i = 0; i < n; i++) {
    long s = 0;
    for (int j = 0; j <= i; j++)
      s += L[(long)i * n + j] * x[j];
    y[i] = s;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 800;
  int *px = malloc(n * sizeof(int)), *py = malloc(n * sizeof(int));
  int *close = malloc(n * sizeof(int));
  int m = n / 4;
  long *L = malloc(sizeof(long) * m * m), *x = malloc(sizeof(long) * m),
       *y = malloc(sizeof(long) * m);
  unsigned s = 21u;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    px[i] = (s >> 16) % 1000;
    s = s * 1103515245u + 12345u;
    py[i] = (s >> 16) % 1000;
  }
  for (int i = 0; i < m; i++) {
    x[i] = i % 3 + 1;
    for (int j = 0; j < m; j++)
      L[(long)i * m + j] = (i + j) % 4;
  }
  kernel_pairs(n, px, py, 2500, close);
  trmv(m, L, x, y);
  long c = 0;
  for (int i = 0; i < n; i++)
    c += close[i];
  for (int i = 0; i < m; i++)
    c += y[i] % 1000;
  printf("checksum %ld\n", c);
  free(px); free(py); free(close); free(L); free(x); free(y);
  return 0;
}
