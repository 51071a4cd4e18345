// Loops over ranges of pointers, as C code and C++ iterators write them:
// a pointer from the first element to one past the last, a walk over a
// struct array by a pointer, a copy between two cursors, a walk down by a
// pointer decremented in the loop's test; and an integer counter
// decremented in the test, while (i-- > 0).
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  double x, y, w;
} point;

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 5000;
  double *a = malloc(sizeof(double) * n);
  double *b = malloc(sizeof(double) * n);
  point *pts = malloc(sizeof(point) * n);
  if (!a || !b || !pts)
    return 1;
  for (double *p = a, *end = a + n; p != end; p++)
    *p = (double)(p - a);
  for (point *q = pts; q < pts + n; q++) {
    q->x = q - pts;
    q->y = 2 * q->x;
    q->w = 1;
  }
  double s = 0;
  for (int r = 0; r < 3; r++) {
    const double *src = a;
    for (double *dst = b; dst != b + n; dst++, src++)
      *dst = *src * 0.5;
    for (const point *q = pts + n; q-- != pts;)
      s += q->x * q->w;
    int i = n;
    while (i-- > 0)
      s += a[i];
  }
  printf("%f %f\n", s, b[n / 2]);
  free(a);
  free(b);
  free(pts);
  return 0;
}
