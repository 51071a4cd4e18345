// ring_buffer: a stream of n samples into ring buffers: a power-of-two
// ring indexed by a mask, one indexed by a remainder, and a window on the
// heap whose length comes from the command line, indexed by the remainder
// of that length. Run as: ring_buffer N LEN
#include <stdio.h>
#include <stdlib.h>

#define RING 4096

int hist[RING], cnt[RING];

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000000;
  int len = argc > 2 ? atoi(argv[2]) : 1000;
  double *win = calloc(len, sizeof *win);
  if (!win)
    return 1;
  for (int i = 0; i < n; i++) {
    hist[i & (RING - 1)] += i;
    cnt[i % RING] += 1;
  }
  for (int i = 0; i < n; i++)
    win[i % len] += 0.5 * i;
  double s = 0;
  for (int k = 0; k < len; k++)
    s += win[k];
  printf("%d %d %f\n", hist[5], cnt[7], s);
  free(win);
  return 0;
}
