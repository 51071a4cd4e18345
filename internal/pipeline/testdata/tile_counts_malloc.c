/* tile_counts_malloc: tile_counts with its matrix from malloc, zeroed by a
 * loop, so a walk keeps the numbers the program stores (no calloc in a
 * program that frees): the edge tiles' bound min(ii + bs, n), a call
 * evaluated ahead of the loop it bounds, takes this call's arguments, not
 * the numbers the last call of min left in its frame. */
#include <stdio.h>
#include <stdlib.h>

static int min(int a, int b) { return a < b ? a : b; }

static void add_tiles(double *A, int n, int bs)
{
  int nb = (n + bs - 1) / bs;
  for (int t = 0; t < nb * nb; t++) {
    int ii = (t / nb) * bs, jj = (t % nb) * bs;
    for (int i = ii; i < min(ii + bs, n); i++)
      for (int j = jj; j < min(jj + bs, n); j++)
        A[i * n + j] += i + j;
  }
}

static double block_sums(const double *A, double *s, int len, int bs)
{
  int nblocks = len / bs;
  double total = 0.0;
  for (int b = 0; b < nblocks; b++) {
    double acc = 0.0;
    for (int i = b * bs; i < (b + 1) * bs; i++)
      acc += A[i];
    s[b] = acc;
    total += acc;
  }
  for (int i = nblocks * bs; i < len; i++)
    total += A[i];
  return total;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 48;
  int bs = argc > 2 ? atoi(argv[2]) : 16;
  double *A = malloc((size_t)n * n * sizeof(double));
  for (int k = 0; k < n * n; k++)
    A[k] = 0;
  double *s = malloc(((size_t)n * n / bs + 1) * sizeof(double));
  add_tiles(A, n, bs);
  double total = block_sums(A, s, n * n, bs);
  printf("%.1f %.1f\n", A[n * n - 1], total);
  free(A);
  free(s);
  return 0;
}
