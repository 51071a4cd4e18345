/* loop_sizes: blocks sized by values loops compute from the argument: a
 * capacity doubled up to a size, a gcd in a static helper, a digit count,
 * a halving, and the steps of a 3n+1 walk (a branch inside the loop). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned gcd(unsigned a, unsigned b)
{
  while (b != 0) {
    unsigned t = a % b;
    a = b;
    b = t;
  }
  return a;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  unsigned cap = 1;
  while (cap < (unsigned)n * 3)
    cap <<= 1;
  char *a = malloc(cap);
  unsigned g = gcd((unsigned)n * 12, 1800);
  double *b = malloc(g * sizeof(double));
  int digits = 0;
  for (unsigned x = (unsigned)n * 7919u; x != 0; x /= 10)
    digits++;
  long *c = malloc(digits * 100 * sizeof(long));
  int half = 0;
  for (int s = n; s > 3; s >>= 1)
    half += 24;
  short *d = malloc(half * sizeof(short));
  unsigned steps = 0;
  for (unsigned long v = (unsigned long)n + 27; v != 1; steps++)
    v = (v & 1) ? 3 * v + 1 : v / 2;
  int *e = calloc(steps, 40);
  for (unsigned i = 0; i < cap; i++)
    a[i] = (char)i;
  for (unsigned i = 0; i < g; i++)
    b[i] = a[i % cap];
  for (int i = 0; i < digits * 100; i++)
    c[i] = (long)b[i % g];
  for (int i = 0; i < half; i++)
    d[i] = (short)c[i % (digits * 100)];
  for (unsigned i = 0; i < steps * 10; i++)
    e[i] = d[i % half];
  printf("%lu\n%lu\n%lu\n%lu\n%lu\n", (unsigned long)((uintptr_t)a % 4096), (unsigned long)((uintptr_t)b % 4096),
         (unsigned long)((uintptr_t)c % 4096), (unsigned long)((uintptr_t)d % 4096),
         (unsigned long)((uintptr_t)e % 4096));
  printf("check %d\n", e[steps] + (int)cap + (int)g + digits + half);
  return 0;
}
