// A five-point stencil over a heap grid sized from the arguments, its
// boundary cells copied (i == 0 || j == 0 || i == n - 1 || j == m - 1),
// the grids swapped after every step (tmp = in; in = out; out = tmp) and
// the result read after the time loop from whichever grid the last step
// left in in.
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 64, m = argc > 2 ? atoi(argv[2]) : 48, steps = argc > 3 ? atoi(argv[3]) : 3;
  float *in = malloc(sizeof(float) * n * m), *out = malloc(sizeof(float) * n * m);
  for (int i = 0; i < n * m; i++) in[i] = (float)(i % 17);
  for (int t = 0; t < steps; t++) {
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++) {
        if (i == 0 || j == 0 || i == n - 1 || j == m - 1)
          out[i * m + j] = in[i * m + j];
        else
          out[i * m + j] = 0.2f * (in[i * m + j] + in[(i - 1) * m + j] + in[(i + 1) * m + j] + in[i * m + j - 1] + in[i * m + j + 1]);
      }
    float *tmp = in; in = out; out = tmp;
  }
  double s = 0;
  for (int i = 0; i < n * m; i++) s += in[i];
  printf("%f\n", s);
  return 0;
}
