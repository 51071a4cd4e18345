/* A C iterator, while (iter_next(&it, &v)): the loop's test is a call that
   advances the iterator through its pointer. */
#include <stdio.h>
#include <stdlib.h>
typedef struct { const int *a; int pos, n; } iter;
static int iter_next(iter *it, int *out) {
  if (it->pos >= it->n) return 0;
  *out = it->a[it->pos++];
  return 1;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int *a = malloc(n * sizeof *a);
  for (int i = 0; i < n; i++) a[i] = i * 3 % 17;
  iter it = {a, 0, n};
  int v;
  long s = 0;
  while (iter_next(&it, &v)) s += v;
  printf("%ld\n", s);
  return 0;
}
