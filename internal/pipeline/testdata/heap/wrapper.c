/* wrapper: arrays from a checked allocation function, used through
 * pointers swapped between the steps of a time loop. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static double *alloc_vec(int n)
{
  double *p = malloc(n * sizeof(double));
  if (!p) {
    fprintf(stderr, "out of memory\n");
    exit(1);
  }
  return p;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  double *u = alloc_vec(n);
  double *v = alloc_vec(n);
  double *w = alloc_vec(2 * n);
  printf("%lu\n%lu\n%lu\n", (unsigned long)((uintptr_t)u % 4096), (unsigned long)((uintptr_t)v % 4096),
         (unsigned long)((uintptr_t)w % 4096));
  for (int i = 0; i < n; i++)
    u[i] = v[i] = i;
  for (int t = 0; t < 10; t++) {
    for (int i = 1; i < n - 1; i++)
      v[i] = (u[i - 1] + u[i] + u[i + 1]) / 3;
    double *tmp = u;
    u = v;
    v = tmp;
  }
  w[0] = u[n / 2];
  return 0;
}
