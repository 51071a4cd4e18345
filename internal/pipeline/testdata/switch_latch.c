/* switch_latch: a do-while whose test -O2 turns into a switch at its one
 * block's end (c != ' ' && c != '\n' && c != ',' && c != '\0': the cases
 * leave, the default loops back), called for every word of a text the
 * program generates, each call with its own trip. */
#include <stdio.h>
#include <stdlib.h>

static int word_len(const char *s)
{
  int i = 0;
  char c;
  do {
    c = s[i++];
  } while (c != ' ' && c != '\n' && c != ',' && c != '\0');
  return i;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  unsigned seed = argc > 2 ? (unsigned)atoi(argv[2]) : 3;
  char *t = malloc((size_t)n + 1);
  for (int j = 0; j < n; j++) {
    seed = seed * 1103515245u + 12345u;
    unsigned r = (seed >> 16) % 11;
    t[j] = r == 0 ? ' ' : r == 1 ? '\n' : r == 2 ? ',' : (char)('a' + r);
  }
  t[n] = '\0';
  long total = 0, words = 0;
  for (int j = 0; j < n; j += word_len(t + j)) {
    total += word_len(t + j);
    words++;
  }
  printf("%ld letters and separators in %ld words\n", total, words);
  free(t);
  return 0;
}
