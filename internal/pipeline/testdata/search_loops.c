/* search_loops: first-match searches over a generated text, as a tokenizer
 * or a grep would write them: a constant pattern the optimiser unrolls into
 * the loop (the loop then leaves from the middle of its body at a match and
 * at its bound check), one that matches early, one late, one never. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long find(const char *text, const char *pat)
{
  size_t n = strlen(text), m = strlen(pat);
  for (size_t i = 0; i + m <= n; i++) {
    size_t j = 0;
    while (j < m && text[i + j] == pat[j])
      j++;
    if (j == m)
      return (long)i;
  }
  return -1;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 5000;
  char *text = malloc(n + 1);
  unsigned s = 11u;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    text[i] = "abcd "[(s >> 16) % 5];
  }
  text[n] = '\0';
  long a = find(text, "dd");
  long b = find(text, "abc");
  long c = find(text, "dcba");
  long d = find(text, "bad");
  long e = find(text, "zz");
  printf("%ld %ld %ld %ld %ld\n", a, b, c, d, e);
  free(text);
  return 0;
}
