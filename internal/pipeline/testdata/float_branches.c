/* float_branches: branches on floating-point values the program computes
 * from its input, in the shapes numeric code has them: a Newton iteration
 * per element that stops when its step falls under a relative tolerance,
 * a classification of samples into bins by thresholds, and a running sum
 * in single precision that stops at a limit. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 2000;
  double *v = malloc(n * sizeof(double));
  float *w = malloc(n * sizeof(float));
  unsigned s = 12345u;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    v[i] = 1.0 + (double)(s >> 8) / 65536.0;
    w[i] = (float)(s % 1000) * 0.001f;
  }
  /* Newton's square root of each sample, to a relative tolerance */
  long steps = 0;
  double acc = 0;
  for (int i = 0; i < n; i++) {
    double x = v[i], prev;
    int it = 0;
    do {
      prev = x;
      x = 0.5 * (x + v[i] / x);
      it++;
    } while (fabs(x - prev) > 1e-12 * x && it < 60);
    steps += it;
    acc += x;
  }
  /* bins by thresholds */
  int bins[4] = {0, 0, 0, 0};
  for (int i = 0; i < n; i++) {
    double r = sqrt(v[i]);
    if (r < 8.0)
      bins[0]++;
    else if (r < 32.0)
      bins[1]++;
    else if (r < 128.0)
      bins[2]++;
    else
      bins[3]++;
  }
  /* a single-precision running sum that stops at a limit */
  float sum = 0.0f;
  int k = 0;
  while (k < n) {
    sum += w[k];
    if (sum > 0.25f * (float)n)
      break;
    k++;
  }
  printf("%ld %.6f %d %d %d %d %d %.3f\n", steps, acc, bins[0], bins[1], bins[2], bins[3], k, sum);
  free(v);
  free(w);
  return 0;
}
