// A calloc block that takes the place of a block the program wrote and
// freed: the run reads calloc's zeroes, not the old numbers.
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 4000;
  double *a = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) a[i] = i;
  int *t = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++) t[i] = (i * 7) % n;
  long s = 0;
  for (int i = 0; i < n; i++) s += t[i];
  free(t);
  int *z = calloc(n, sizeof(int));
  double sum = 0;
  for (int r = 0; r < 4; r++)
    for (int i = 0; i < n; i++) sum += a[z[i] + (i & 1)];
  free(z);
  free(a);
  return (sum + s) > 1;
}
