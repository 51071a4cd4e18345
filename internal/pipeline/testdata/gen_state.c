// Indices from a generator whose state the program carries from iteration
// to iteration: at -O2 in registers (loop-carried phis), at -O0 in locals.
#include <stdlib.h>

typedef struct { unsigned long long s; } rng_t;

static unsigned long long next(rng_t *r) {
  r->s ^= r->s << 13;
  r->s ^= r->s >> 7;
  r->s ^= r->s << 17;
  return r->s;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 20000;
  int rounds = argc > 2 ? atoi(argv[2]) : 3;
  double *a = malloc(sizeof(double) * n);
  int *h = calloc(n, sizeof(int));
  for (int i = 0; i < n; i++) a[i] = i;
  double sum = 0;
  // An LCG in one loop.
  unsigned s = 1;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    sum += a[(s >> 8) % n];
  }
  // The same state carried through an outer loop.
  for (int r = 0; r < rounds; r++)
    for (int i = 0; i < n; i += 2) {
      s = s * 1664525u + 1013904223u;
      h[s % n]++;
    }
  // A geometric outer loop around an xorshift in a struct.
  rng_t g = {88172645463325252ull};
  for (int m = 1; m < n; m *= 2)
    for (int i = 0; i < m; i++)
      sum += a[next(&g) % m];
  long t = 0;
  for (int i = 0; i < n; i++) t += h[i];
  free(h);
  free(a);
  return (sum + t) > 1 ? 0 : 1;
}
