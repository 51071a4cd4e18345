// Sizes kept in a struct that an init function fills; the kernel reads the fields.
#include <stdio.h>
#include <stdlib.h>
struct image { int width, height; float *pix; };
static void image_init(struct image *img, int w, int h) {
  img->width = w; img->height = h;
  img->pix = malloc(sizeof(float) * w * h);
}
static void blur(struct image *img) {
  for (int y = 1; y < img->height - 1; y++)
    for (int x = 1; x < img->width - 1; x++)
      img->pix[y * img->width + x] = (img->pix[(y - 1) * img->width + x] + img->pix[(y + 1) * img->width + x]) * 0.5f;
}
int main(int argc, char **argv) {
  struct image img;
  int w = argc > 1 ? atoi(argv[1]) : 64, h = argc > 2 ? atoi(argv[2]) : 48;
  image_init(&img, w, h);
  for (int i = 0; i < w * h; i++) img.pix[i] = i & 15;
  blur(&img);
  printf("%f\n", img.pix[w + 1]);
  return 0;
}
