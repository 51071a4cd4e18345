/* partial_walk: a generator whose run lengths come from its own state, a
 * loop stopped by rand() (which no analysis of the IR can evaluate), and a
 * pass over the generated values that branches on them. */
#include <stdio.h>
#include <stdlib.h>

static int fill(unsigned char *a, int n)
{
  unsigned s = 7u;
  int i = 0, runs = 0;
  while (i < n) {
    s = s * 1103515245u + 12345u;
    int len = 1 + (s >> 16) % 7;
    for (int k = 0; k < len && i < n; k++)
      a[i++] = (unsigned char)(s >> (k + 8));
    runs++;
  }
  return runs;
}

static long sample(const unsigned char *a, int n)
{
  long acc = 0;
  int hist[8] = {0}, big = 0;
  while (rand() % 64 != 0) {
    int v = a[rand() % n];
    acc += v;
    hist[v & 7]++;
    if (v > 200)
      big++;
  }
  return acc + hist[3] + big;
}

static long above(const unsigned char *a, int n, int t)
{
  long sum = 0;
  for (int i = 0; i < n; i++)
    if (a[i] > t)
      sum += a[i];
  return sum;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  unsigned char *a = malloc(n);
  int runs = fill(a, n);
  srand((unsigned)n);
  long acc = sample(a, n);
  long sum = above(a, n, 127);
  printf("%d %ld %ld\n", runs, acc, sum);
  free(a);
  return 0;
}
