/* conv2d_image: a 5x5 convolution over an 8-bit image with clamp-to-edge
 * addressing (static min/max helpers), saturation of the result to 0..255,
 * then a min/max scan of the output. */
#include <stdio.h>
#include <stdlib.h>

static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

void kernel_conv(int h, int w, const unsigned char *in, const int *kern,
                 int kdiv, unsigned char *out)
{
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int acc = 0;
      for (int ky = -2; ky <= 2; ky++)
        for (int kx = -2; kx <= 2; kx++) {
          int yy = clampi(y + ky, 0, h - 1), xx = clampi(x + kx, 0, w - 1);
          acc += kern[(ky + 2) * 5 + (kx + 2)] * in[yy * w + xx];
        }
      out[y * w + x] = (unsigned char)clampi(acc / kdiv, 0, 255);
    }
}

int main(int argc, char **argv)
{
  int h = argc > 1 ? atoi(argv[1]) : 64;
  int w = argc > 2 ? atoi(argv[2]) : 96;
  unsigned char *in = malloc(h * w);
  unsigned char *out = malloc(h * w);
  static const int kern[25] = {1, 2, 3, 2, 1, 2, 4, 6, 4, 2, 3, 6, -40, 6,
                               3, 2, 4, 6, 4, 2, 1, 2, 3, 2, 1};
  for (int i = 0; i < h * w; i++)
    in[i] = (unsigned char)((i * 7) ^ (i >> 5));
  kernel_conv(h, w, in, kern, 4, out);
  int lo = 255, hi = 0;
  long sum = 0;
  for (int i = 0; i < h * w; i++) {
    if (out[i] < lo)
      lo = out[i];
    if (out[i] > hi)
      hi = out[i];
    sum += out[i];
  }
  printf("min %d max %d sum %ld\n", lo, hi, sum);
  free(in);
  free(out);
  return 0;
}
