/* hash_linear: an open-addressing hash table with linear probing
 * (while the slot is taken and holds another key, step to the next),
 * sized to a power of two from the number of keys; inserts, counts, and
 * lookups that hit and miss. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define EMPTY 0u

typedef struct {
  uint32_t *keys;
  int *counts;
  unsigned mask;
} table_t;

static unsigned hash32(uint32_t k)
{
  k ^= k >> 16;
  k *= 0x45d9f3bu;
  k ^= k >> 16;
  return k;
}

static void insert(table_t *t, uint32_t key)
{
  unsigned h = hash32(key) & t->mask;
  while (t->keys[h] != EMPTY && t->keys[h] != key)
    h = (h + 1) & t->mask;
  t->keys[h] = key;
  t->counts[h]++;
}

int kernel_lookup(const table_t *t, uint32_t key)
{
  unsigned h = hash32(key) & t->mask;
  for (;;) {
    if (t->keys[h] == key)
      return t->counts[h];
    if (t->keys[h] == EMPTY)
      return 0;
    h = (h + 1) & t->mask;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 20000;
  unsigned cap = 1;
  while (cap < (unsigned)n * 2)
    cap <<= 1;
  table_t t;
  t.keys = calloc(cap, sizeof(uint32_t));
  t.counts = calloc(cap, sizeof(int));
  t.mask = cap - 1;
  uint32_t s = 42u;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    insert(&t, 1u + (s >> 18)); /* keys in 1..16384: many repeats */
  }
  long hits = 0, total = 0;
  for (uint32_t k = 1; k <= 20000; k += 3) {
    int c = kernel_lookup(&t, k);
    hits += c > 0;
    total += c;
  }
  printf("cap %u hits %ld total %ld\n", cap, hits, total);
  free(t.keys);
  free(t.counts);
  return 0;
}
