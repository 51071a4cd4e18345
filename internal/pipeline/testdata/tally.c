/* tally: a benchmark harness whose work after the first pass depends on a
 * count that pass accumulated from data the program made itself: which
 * smoothing pass runs, how many decay steps, and whether the histogram is
 * printed are decided in main, outside any loop, by values no argument
 * gives directly. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int cut = argc > 2 ? atoi(argv[2]) : 4;
  unsigned char *code = malloc(n);
  float *w = malloc(n * sizeof(float));
  unsigned s = 12345u;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    code[i] = (s >> 16) & 7;
  }
  int high = 0;
  for (int i = 0; i < n; i++)
    if (code[i] > cut)
      high++;
  if (high > n / 4) {
    for (int i = 1; i < n; i++)
      w[i] = 0.5f * (code[i] + code[i - 1]);
  } else {
    for (int i = 0; i < n; i++)
      w[i] = code[i];
  }
  float acc = 1.0f;
  for (int k = 0; k < high; k++)
    acc = acc * 0.999f + w[k % n];
  int hist[8] = {0};
  for (int i = 0; i < n; i++)
    hist[code[i]]++;
  if (hist[0] > high)
    for (int b = 0; b < 8; b++)
      printf("%d ", hist[b]);
  printf("\n%d %f\n", high, acc);
  free(code);
  free(w);
  return 0;
}
