/* mem_sieve: the primes below n by Eratosthenes' sieve, then the gaps
 * between them gathered into a histogram. Which numbers are struck out,
 * how often the inner loop runs and which histogram bins are hit are in
 * the flag array the program writes, never in a formula. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int sieve(char *composite, int *primes, int n)
{
  int np = 0;
  memset(composite, 0, n);
  for (int i = 2; i < n; i++) {
    if (composite[i])
      continue;
    primes[np++] = i;
    for (long j = (long)i * i; j < n; j += i)
      composite[j] = 1;
  }
  return np;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 20000;
  char *composite = malloc(n);
  int *primes = malloc(n * sizeof(int));
  int hist[64] = {0};
  int np = sieve(composite, primes, n);
  for (int k = 1; k < np; k++) {
    int gap = primes[k] - primes[k - 1];
    hist[gap < 64 ? gap : 63]++;
  }
  long sum = 0;
  for (int b = 0; b < 64; b++)
    sum += (long)b * hist[b];
  printf("%d primes, gap sum %ld\n", np, sum);
  free(composite);
  free(primes);
  return 0;
}
