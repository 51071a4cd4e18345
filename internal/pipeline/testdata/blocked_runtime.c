// A blocked transpose whose tile size comes from the command line: the
// inner loops stop at the tile's edge or the matrix's, whichever comes first
// (-O2: one exit on i < ii + bs && i < n), and the kernel runs three times,
// so the walk evaluates the bounds of many loop instances.
#include <stdio.h>
#include <stdlib.h>

void transpose_blocked(int n, int bs, const float *src, float *dst) {
  for (int ii = 0; ii < n; ii += bs)
    for (int jj = 0; jj < n; jj += bs)
      for (int i = ii; i < ii + bs && i < n; i++)
        for (int j = jj; j < jj + bs && j < n; j++)
          dst[j * n + i] = src[i * n + j];
}

int main(int argc, char **argv) {
  int n = 300, bs = 16;
  if (argc > 1) n = atoi(argv[1]);
  if (argc > 2) bs = atoi(argv[2]);
  float *s = malloc(sizeof(float) * n * n), *d = malloc(sizeof(float) * n * n);
  for (int i = 0; i < n * n; i++) s[i] = i * 0.5f;
  for (int r = 0; r < 3; r++) transpose_blocked(n, bs, s, d);
  double t = 0;
  for (int i = 0; i < n * n; i += 7) t += d[i];
  printf("%f\n", t);
  free(s); free(d);
  return 0;
}
