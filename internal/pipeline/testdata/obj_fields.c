/* Sizes kept in each object: two images of different shapes, set by an init
   function and read through the pointer a kernel receives (directly, through
   a forwarding helper, and as a plain int pointer). */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int w, h;
  float *px;
} image;

static void image_init(image *im, int w, int h) {
  im->w = w;
  im->h = h;
  im->px = malloc(sizeof(float) * (size_t)w * (size_t)h);
  for (int i = 0; i < w * h; i++)
    im->px[i] = (float)(i % 17);
}

double total(const image *im) {
  double s = 0;
  for (int y = 0; y < im->h; y++)
    for (int x = 0; x < im->w; x++)
      s += im->px[y * im->w + x];
  return s;
}

/* Column sums: a column walk over the image's rows. */
double columns(const image *im) {
  double s = 0;
  for (int x = 0; x < im->w; x += 2)
    for (int y = 0; y < im->h; y++)
      s += im->px[y * im->w + x] * (x + 1);
  return s;
}

static double both(const image *im) { return total(im) + columns(im); }

void scale(float *v, const int *n, float f) {
  for (int i = 0; i < *n; i++)
    v[i] *= f;
}

int main(int argc, char **argv) {
  int w = argc > 1 ? atoi(argv[1]) : 64;
  int h = argc > 2 ? atoi(argv[2]) : 32;
  image a, b;
  image_init(&a, w, h);
  image_init(&b, h + 3, 2 * w);
  double s = both(&a) + both(&b);
  int na = w * h, nb = (h + 3) * 2 * w;
  scale(a.px, &na, 0.5f);
  scale(b.px, &nb, 2.0f);
  s += total(&a) + total(&b);
  printf("%f\n", s);
  free(a.px);
  free(b.px);
  return 0;
}
