/* probe_count: counts the keys of a pseudo-random stream in an
 * open-addressing table (linear probing) that an init function sizes to
 * the next power of two above twice the expected number of keys; then
 * looks a range of keys up. Most probes end at the first slot, so the
 * probe loop runs a fraction of an iteration more per key on average. */
#include <stdio.h>
#include <stdlib.h>

struct table {
  unsigned *key;
  unsigned *count;
  unsigned mask;
};

static void table_init(struct table *t, unsigned expect)
{
  unsigned size = 16;
  while (size < 2 * expect)
    size *= 2;
  t->key = calloc(size, sizeof(unsigned));
  t->count = calloc(size, sizeof(unsigned));
  t->mask = size - 1;
}

static unsigned mix(unsigned k)
{
  k *= 0x9e3779b1u;
  return k ^ (k >> 15);
}

static void add(struct table *t, unsigned k)
{
  unsigned h = mix(k) & t->mask;
  while (t->key[h] != 0 && t->key[h] != k)
    h = (h + 1) & t->mask;
  t->key[h] = k;
  t->count[h] += 1;
}

static unsigned find(const struct table *t, unsigned k)
{
  unsigned h = mix(k) & t->mask;
  while (t->key[h] != 0) {
    if (t->key[h] == k)
      return t->count[h];
    h = (h + 1) & t->mask;
  }
  return 0;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 30000;
  struct table t;
  table_init(&t, (unsigned)n);
  unsigned s = 7;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    add(&t, 1 + (s >> 17) % 20000);
  }
  unsigned long found = 0;
  for (unsigned k = 1; k <= 20000; k += 2)
    found += find(&t, k);
  printf("found %lu\n", found);
  free(t.key);
  free(t.count);
  return 0;
}
