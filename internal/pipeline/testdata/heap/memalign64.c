/* memalign64: posix_memalign to a cache line, below and above the mmap
 * threshold, between plain mallocs. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  double *a, *c;
  double *b = malloc(40);
  (void)posix_memalign((void **)&a, 64, n * sizeof(double));
  (void)posix_memalign((void **)&c, 64, 50 * n * sizeof(double));
  double *d = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    a[i] = i;
    d[i] = a[i] * 2;
    c[i] = d[i];
  }
  b[0] = c[n - 1];
  printf("%lu\n%lu\n%lu\n%lu\n", (unsigned long)((uintptr_t)b % 4096), (unsigned long)((uintptr_t)a % 4096),
         (unsigned long)((uintptr_t)c % 4096), (unsigned long)((uintptr_t)d % 4096));
  return 0;
}
