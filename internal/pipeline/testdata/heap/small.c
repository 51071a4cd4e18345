/* small: three arrays below the mmap threshold, from the top of the heap. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100;
  double *a = malloc(n * sizeof(double));
  double *b = malloc(n * sizeof(double));
  char *c = malloc(24);
  double s = 0;
  for (int i = 0; i < n; i++) {
    a[i] = i;
    b[i] = 2 * a[i];
    s += b[i];
  }
  c[0] = (char)s;
  printf("%lu\n%lu\n%lu\n", (unsigned long)((uintptr_t)a % 4096), (unsigned long)((uintptr_t)b % 4096),
         (unsigned long)((uintptr_t)c % 4096));
  free(c);
  free(b);
  free(a);
  return 0;
}
