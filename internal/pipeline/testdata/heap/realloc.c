/* realloc: a buffer doubled ten times by realloc (in place while it ends
 * at the top of the heap, mapped past the threshold), a block after it. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 10;
  uintptr_t at[64];
  size_t cap = 64;
  double *p = malloc(cap * sizeof(double));
  at[0] = (uintptr_t)p;
  for (int k = 0; k < n; k++) {
    cap *= 2;
    p = realloc(p, cap * sizeof(double));
    p[cap - 1] = k;
    at[k + 1] = (uintptr_t)p;
  }
  double *q = malloc(100);
  q[0] = p[cap - 1];
  for (int k = 0; k <= n; k++)
    printf("%lu\n", (unsigned long)(at[k] % 4096));
  printf("%lu\n", (unsigned long)((uintptr_t)q % 4096));
  return 0;
}
