/* calloc_histogram: pseudo-random samples binned into a calloc'd histogram
 * (h[bin[i]]++), its cumulative sum, and the median bin found by a search
 * that breaks early. */
#include <stdio.h>
#include <stdlib.h>

void kernel_histogram(int n, const unsigned *x, int nbins, int *h)
{
  for (int i = 0; i < n; i++)
    h[x[i] % nbins]++;
}

static int percentile_bin(int nbins, const int *h, long *cum, long target)
{
  int b;
  long c = 0;
  for (b = 0; b < nbins; b++) {
    c += h[b];
    cum[b] = c;
  }
  for (b = 0; b < nbins; b++)
    if (cum[b] >= target)
      break;
  return b;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100000;
  int nbins = argc > 2 ? atoi(argv[2]) : 256;
  unsigned *x = malloc(n * sizeof(unsigned));
  int *h = calloc(nbins, sizeof(int));
  long *cum = calloc(nbins, sizeof(long));
  unsigned s = 2463534242u;

  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    /* skewed: the sum of two draws piles up in the middle bins */
    x[i] = ((s >> 8) % (nbins / 2)) + ((s >> 20) % (nbins / 2));
  }
  kernel_histogram(n, x, nbins, h);
  int med = percentile_bin(nbins, h, cum, n / 2);
  int p90 = percentile_bin(nbins, h, cum, (long)n * 9 / 10);
  long chk = 0;
  for (int b = 0; b < nbins; b++)
    chk += (long)h[b] * (b + 1);
  printf("median %d p90 %d checksum %ld\n", med, p90, chk);
  free(x);
  free(h);
  free(cum);
  return 0;
}
