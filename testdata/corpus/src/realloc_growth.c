/* realloc_growth: a dynamic array that doubles its capacity with realloc
 * while values arrive from a generator until a data-dependent stop, then
 * a filter that compacts the kept values into a second growing array. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int *data;
  int len;
  int cap;
} vec_t;

static unsigned lcg_state = 12345u;

static unsigned lcg(void)
{
  lcg_state = lcg_state * 1103515245u + 12345u;
  return (lcg_state >> 16) & 0x7fff;
}

static void push(vec_t *v, int x)
{
  if (v->len == v->cap) {
    v->cap = v->cap ? 2 * v->cap : 4;
    v->data = realloc(v->data, (size_t)v->cap * sizeof(int));
  }
  v->data[v->len++] = x;
}

long kernel_filter(const vec_t *in, vec_t *out, int threshold)
{
  long s = 0;
  int i = 0;
  while (i < in->len) {
    int x = in->data[i];
    if (x > threshold) {
      push(out, x);
      s += x;
    }
    i++;
  }
  return s;
}

int main(int argc, char **argv)
{
  int limit = argc > 1 ? atoi(argv[1]) : 20000;
  vec_t v = {0, 0, 0}, w = {0, 0, 0};
  long total = 0;
  unsigned x;

  /* Read until the running total passes the limit times the mean value. */
  while (total < (long)limit * 16384) {
    x = lcg();
    push(&v, (int)x);
    total += x;
  }
  long kept = kernel_filter(&v, &w, 16384);
  printf("n %d cap %d kept %d sum %ld\n", v.len, v.cap, w.len, kept);
  free(v.data);
  free(w.data);
  return 0;
}
