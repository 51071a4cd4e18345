// Branches the loop counters decide, in the shapes real code has them: a
// stencil's boundary cases, a matrix split by the diagonal, a flush every
// eighth element, colour channels by i % 3, and a helper whose branch is on
// its argument. Every arm touches memory of its own, so which arm runs at
// which iteration decides what the cache holds.
#include <stdio.h>
#include <stdlib.h>

static void put(double *x, int k, int n, double v) {
  if (k < n / 2)
    x[k] += v;
  else
    x[n - 1 - k] -= v;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 200;
  int m = argc > 2 ? atoi(argv[2]) : 60;
  double *a = malloc(n * sizeof(double));
  double *b = malloc(n * sizeof(double));
  double *acc = malloc((n / 8 + 1) * sizeof(double));
  double *M = malloc((size_t)m * m * sizeof(double));
  double *D = malloc(m * sizeof(double));
  float *red = malloc(n * sizeof(float));
  float *green = malloc(n * sizeof(float));
  float *blue = malloc(n * sizeof(float));
  if (!a || !b || !acc || !M || !D || !red || !green || !blue)
    return 1;
  for (int i = 0; i < n; i++)
    a[i] = i * 0.5;
  // A three-point stencil with its two boundary cases.
  for (int i = 0; i < n; i++) {
    if (i == 0)
      b[i] = a[i] + a[i + 1];
    else if (i == n - 1)
      b[i] = a[i - 1] + a[i];
    else
      b[i] = a[i - 1] + a[i] + a[i + 1];
  }
  // Lower, diagonal and upper parts of a matrix.
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++) {
      if (j < i)
        M[(size_t)i * m + j] = b[j];
      else if (j == i)
        D[i] = M[(size_t)i * m + j] + 1.0;
      else
        M[(size_t)j * m + i] = 0.0;
    }
  // A running sum flushed every eighth element.
  double s = 0;
  for (int i = 0; i < n; i++) {
    s += b[i];
    if (i % 8 == 7) {
      acc[i / 8] = s;
      s = 0;
    }
  }
  // Colour channels, one per residue.
  for (int i = 0; i < n; i++) {
    switch (i % 3) {
    case 0:
      red[i / 3] = (float)a[i];
      break;
    case 1:
      green[i / 3] = (float)b[i];
      break;
    default:
      blue[i / 3] = (float)(a[i] - b[i]);
    }
  }
  for (int k = 0; k < n; k++)
    put(a, k, n, 1.0);
  double t = 0;
  for (int i = 0; i < n / 8; i++)
    t += acc[i];
  for (int i = 0; i < m; i++)
    t += D[i] + M[(size_t)i * m];
  printf("%f %f %f %f\n", t, a[0], blue[0], s);
  return 0;
}
