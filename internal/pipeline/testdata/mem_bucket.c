/* mem_bucket: a counting sort of keys made by a multiplicative formula:
 * count per bucket, prefix sums into bucket starts, then scatter through
 * the starts the program computed (out[pos[b]++] = v), and a pass over
 * the buckets in order whose lengths are the counts. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 50000;
  int nb = argc > 2 ? atoi(argv[2]) : 256;
  int *key = malloc(n * sizeof(int));
  int *out = malloc(n * sizeof(int));
  int *cnt = calloc(nb + 1, sizeof(int));
  int *pos = malloc((nb + 1) * sizeof(int));
  for (int i = 0; i < n; i++)
    key[i] = (int)(((long)i * 2654435761L >> 7) % nb);
  for (int i = 0; i < n; i++)
    cnt[key[i]]++;
  pos[0] = 0;
  for (int b = 0; b < nb; b++)
    pos[b + 1] = pos[b] + cnt[b];
  for (int i = 0; i < n; i++)
    out[pos[key[i]]++] = i;
  long check = 0;
  for (int b = 0, s = 0; b < nb; b++) {
    for (int k = s; k < s + cnt[b]; k++)
      check += out[k] ^ b;
    s += cnt[b];
  }
  printf("%ld\n", check);
  return 0;
}
