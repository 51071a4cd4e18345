// Two sizes read by one sscanf ("WxH") in a callee that checks its result,
// and a repeat count by strtoul; the kernel is a column sum over a heap grid.
#include <stdio.h>
#include <stdlib.h>
struct dims { int w, h; };
static int parse_dims(const char *s, struct dims *d) {
  return sscanf(s, "%dx%d", &d->w, &d->h) == 2;
}
static double colsum(const float *g, int w, int h) {
  double s = 0;
  for (int x = 0; x < w; x++)
    for (int y = 0; y < h; y++) s += g[y * w + x];
  return s;
}
int main(int argc, char **argv) {
  struct dims d = {32, 24};
  unsigned long reps = 2;
  if (argc > 1 && !parse_dims(argv[1], &d)) {
    fprintf(stderr, "usage: %s WxH [reps]\n", argv[0]);
    return 2;
  }
  if (argc > 2) reps = strtoul(argv[2], NULL, 10);
  float *g = malloc(sizeof(float) * d.w * d.h);
  for (int i = 0; i < d.w * d.h; i++) g[i] = (float)(i % 13);
  double t = 0;
  for (unsigned long r = 0; r < reps; r++) t += colsum(g, d.w, d.h);
  printf("%f\n", t);
  free(g);
  return 0;
}
