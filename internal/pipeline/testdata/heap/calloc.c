/* calloc: zeroed arrays below and above the mmap threshold. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 500;
  int *h = calloc(n, sizeof(int));
  double *big = calloc(50 * n, sizeof(double));
  long *l = calloc(n, sizeof(long));
  for (int i = 0; i < n; i++) {
    h[i % 7]++;
    big[i] = h[i % 7];
    l[i] = (long)big[i];
  }
  printf("%lu\n%lu\n%lu\n", (unsigned long)((uintptr_t)h % 4096), (unsigned long)((uintptr_t)big % 4096),
         (unsigned long)((uintptr_t)l % 4096));
  return 0;
}
