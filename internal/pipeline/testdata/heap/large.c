/* large: arrays above the mmap threshold (each on its own pages), one that
 * still fits the top of the heap, and a small one after them. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 40000;
  double *a = malloc(n * sizeof(double));
  double *b = malloc(n * sizeof(double));
  double *c = malloc(100000);
  double *d = malloc(1000);
  double s = 0;
  for (int i = 0; i < n; i++) {
    a[i] = i;
    b[i] = a[i] + 1;
    s += b[i];
  }
  c[0] = s;
  d[0] = c[0];
  printf("%lu\n%lu\n%lu\n%lu\n", (unsigned long)((uintptr_t)a % 4096), (unsigned long)((uintptr_t)b % 4096),
         (unsigned long)((uintptr_t)c % 4096), (unsigned long)((uintptr_t)d % 4096));
  return 0;
}
