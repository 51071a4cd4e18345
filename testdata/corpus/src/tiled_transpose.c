/* tiled_transpose: out-of-place transpose of a rows x cols matrix and a
 * blocked 2-D box filter, both tiled with static min() helpers:
 * for (i = ii; i < imin(ii + bs, rows); i++). */
#include <stdio.h>
#include <stdlib.h>

static inline int imin(int a, int b) { return a < b ? a : b; }
static inline int imax(int a, int b) { return a > b ? a : b; }

void kernel_transpose(int rows, int cols, int bs, const float *in, float *out)
{
  for (int ii = 0; ii < rows; ii += bs)
    for (int jj = 0; jj < cols; jj += bs) {
      int ie = imin(ii + bs, rows), je = imin(jj + bs, cols);
      for (int i = ii; i < ie; i++)
        for (int j = jj; j < je; j++)
          out[j * rows + i] = in[i * cols + j];
    }
}

static void box_blur(int rows, int cols, int bs, const float *in, float *out)
{
  for (int ii = 0; ii < rows; ii += bs)
    for (int jj = 0; jj < cols; jj += bs)
      for (int i = ii; i < imin(ii + bs, rows); i++)
        for (int j = jj; j < imin(jj + bs, cols); j++) {
          int i0 = imax(i - 1, 0), i1 = imin(i + 1, rows - 1);
          int j0 = imax(j - 1, 0), j1 = imin(j + 1, cols - 1);
          float s = 0.0f;
          for (int a = i0; a <= i1; a++)
            for (int b = j0; b <= j1; b++)
              s += in[a * cols + b];
          out[i * cols + j] = s / (float)((i1 - i0 + 1) * (j1 - j0 + 1));
        }
}

int main(int argc, char **argv)
{
  int rows = argc > 1 ? atoi(argv[1]) : 100;
  int cols = argc > 2 ? atoi(argv[2]) : 70;
  int bs = argc > 3 ? atoi(argv[3]) : 16;
  float *a = malloc(sizeof(float) * rows * cols);
  float *b = malloc(sizeof(float) * rows * cols);
  float *c = malloc(sizeof(float) * rows * cols);
  for (int i = 0; i < rows * cols; i++)
    a[i] = (float)(i % 31);
  kernel_transpose(rows, cols, bs, a, b);
  box_blur(cols, rows, bs, b, c);
  double s = 0.0;
  for (int i = 0; i < rows * cols; i++)
    s += c[i] * (i % 5);
  printf("checksum %.3f\n", s);
  free(a);
  free(b);
  free(c);
  return 0;
}
