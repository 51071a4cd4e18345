/* memalign4096: page-aligned blocks from posix_memalign and aligned_alloc. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 3000;
  double *a, *b;
  (void)posix_memalign((void **)&a, 4096, n * sizeof(double));
  double *c = malloc(200);
  b = aligned_alloc(4096, (n * sizeof(double) + 4095) / 4096 * 4096); /* a multiple of the alignment, as C11 asks */
  double *d = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    a[i] = i;
    b[i] = a[i] + 1;
    d[i] = b[i];
  }
  c[0] = d[n - 1];
  fprintf(stderr, "%p\n", (void *)b); /* b escapes: -O2 keeps its allocation */
  printf("%lu\n%lu\n%lu\n%lu\n", (unsigned long)((uintptr_t)a % 4096), (unsigned long)((uintptr_t)c % 4096),
         (unsigned long)((uintptr_t)b % 4096), (unsigned long)((uintptr_t)d % 4096));
  return 0;
}
