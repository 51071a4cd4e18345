// A generator carried through chunks of a loop whose outer loop has no
// counter (the chunk size varies at the end).
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 10000;
  double *a = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) a[i] = i;
  unsigned s = 7;
  double sum = 0;
  int left = 3 * n;
  while (left > 0) {
    int chunk = left < 1000 ? left : 1000;
    for (int i = 0; i < chunk; i++) {
      s = s * 1103515245u + 12345u;
      sum += a[(s >> 4) % n];
    }
    left -= chunk;
  }
  free(a);
  return sum > 1;
}
