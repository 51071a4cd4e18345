/* Windowed sums whose windows are clamped at the array's edges by small
 * helpers: a 1-D moving average with lo = imax(i - r, 0), hi = imin(i + r,
 * n - 1), a 2-D box filter over a heap image, and a three-way clamp with
 * an early return. At -O0 the helpers are calls whose results start and
 * bound the inner loops; at -O2 they are inlined selects. */
#include <stdio.h>
#include <stdlib.h>

static int imin(int a, int b) { return a < b ? a : b; }
static int imax(int a, int b) { return a > b ? a : b; }

static int clamp(int x, int lo, int hi)
{
  if (x < lo)
    return lo;
  if (x > hi)
    return hi;
  return x;
}

static void moving_average(int n, int r, const double *x, double *y)
{
  for (int i = 0; i < n; i++) {
    int lo = imax(i - r, 0), hi = imin(i + r, n - 1);
    double s = 0.0;
    for (int k = lo; k <= hi; k++)
      s += x[k];
    y[i] = s / (hi - lo + 1);
  }
}

static void box(int rows, int cols, int r, const float *in, float *out)
{
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      int i0 = clamp(i - r, 0, rows - 1), i1 = clamp(i + r, 0, rows - 1);
      int j0 = clamp(j - r, 0, cols - 1), j1 = clamp(j + r, 0, cols - 1);
      float s = 0.0f;
      for (int a = i0; a <= i1; a++)
        for (int b = j0; b <= j1; b++)
          s += in[a * cols + b];
      out[i * cols + j] = s;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int rows = argc > 2 ? atoi(argv[2]) : 40;
  int cols = argc > 3 ? atoi(argv[3]) : 30;
  int r = argc > 4 ? atoi(argv[4]) : 2;
  double *x = malloc(n * sizeof(double)), *y = malloc(n * sizeof(double));
  float *in = malloc(rows * cols * sizeof(float)), *out = malloc(rows * cols * sizeof(float));
  for (int i = 0; i < n; i++)
    x[i] = i % 9;
  for (int i = 0; i < rows * cols; i++)
    in[i] = (float)(i % 5);
  moving_average(n, r, x, y);
  box(rows, cols, r, in, out);
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += y[i];
  for (int i = 0; i < rows * cols; i++)
    s += out[i];
  printf("%f\n", s);
  free(x);
  free(y);
  free(in);
  free(out);
  return 0;
}
