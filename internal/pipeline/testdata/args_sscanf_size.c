// A size read by sscanf(argv[1], "%d", &n) with its result checked, one by strtol.
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = 200;
  long steps = 3;
  if (argc > 1 && sscanf(argv[1], "%d", &n) != 1) { fprintf(stderr, "bad n\n"); return 1; }
  if (argc > 2) steps = strtol(argv[2], NULL, 10);
  float *u = malloc(sizeof(float) * n), *v = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) u[i] = i;
  for (long t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++) v[i] = (u[i - 1] + u[i] + u[i + 1]) / 3;
    float *w = u; u = v; v = w;
  }
  printf("%f\n", u[n / 2]);
  return 0;
}
