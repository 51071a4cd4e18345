/* longscan: a histogram of a heap string, scanned until its terminating
 * zero: the scan's trip is data (the string's length, set by argv[1]), so
 * the analysis estimates it, and the run is as long as the argument says,
 * however much longer than any walk. */
#include <stdio.h>
#include <stdlib.h>

static char *make(int n)
{
  char *b = malloc(n + 1);
  unsigned s = 7u;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    b[i] = (char)('a' + (s >> 16) % 26);
  }
  b[n] = '\0';
  return b;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100000;
  char *text = make(n);
  int hist[26] = {0};
  const char *p = text;
  while (*p)
    hist[*p++ - 'a']++;
  int best = 0;
  for (int k = 1; k < 26; k++)
    if (hist[k] > hist[best])
      best = k;
  printf("%c %d\n", 'a' + best, hist[best]);
  free(text);
  return 0;
}
