/* mixed: mallocs and frees: freed blocks reused by the next request of
 * their size (tcache), larger ones coalesced and split, one returned to
 * the top. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uintptr_t at[16];
static int k;

static void *take(size_t n)
{
  void *p = malloc(n);
  at[k++] = (uintptr_t)p;
  return p;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 300;
  double *a = take(n * sizeof(double));
  double *b = take(n * sizeof(double));
  free(a);
  double *c = take(n * sizeof(double));   /* a's block, from the tcache */
  char *big1 = take(3000);
  char *big2 = take(3000);
  char *big3 = take(3000);
  free(big1);
  free(big2);                              /* coalesced with big1 */
  char *mid = take(4000);                  /* split from big1+big2 */
  free(big3);
  char *e = take(5000);                    /* big3 went back to the top */
  for (int i = 0; i < n; i++)
    b[i] = c[i] = i;
  mid[0] = e[0] = (char)b[n - 1];
  for (int i = 0; i < k; i++)
    printf("%lu\n", (unsigned long)(at[i] % 4096));
  return 0;
}
