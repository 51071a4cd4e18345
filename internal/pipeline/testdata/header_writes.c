/* header_writes: -O0 loops whose test at the top reads what the header
 * writes, as C's idioms for walking a string write them: while ((c =
 * s[i++]) != '\0') stores i and c before it compares, while ((c = *p++))
 * stores p. The strings are the pieces of a text the program generates,
 * cut at the zero bytes it scatters, so each call runs its own trip. */
#include <stdio.h>
#include <stdlib.h>

static long count_digits(const char *s)
{
  long d = 0;
  int i = 0;
  char c;
  while ((c = s[i++]) != '\0')
    if (c >= '0' && c <= '9')
      d++;
  return d;
}

static int count_upper(const char *p)
{
  int u = 0;
  char c;
  while ((c = *p++))
    if (c >= 'A' && c <= 'Z')
      u++;
  return u;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  unsigned seed = argc > 2 ? (unsigned)atoi(argv[2]) : 1;
  char *t = malloc((size_t)n + 1);
  for (int j = 0; j < n; j++) {
    seed = seed * 1103515245u + 12345u;
    unsigned r = (seed >> 16) % 17;
    t[j] = r == 0 ? '\0' : r < 6 ? (char)('0' + (seed >> 20) % 10) : r < 9 ? (char)('A' + (seed >> 18) % 26) : (char)('a' + (seed >> 18) % 26);
  }
  t[n] = '\0';
  long digits = 0, upper = 0, pieces = 0;
  for (int j = 0; j < n; j++)
    if (j == 0 || t[j - 1] == '\0') {
      digits += count_digits(t + j);
      upper += count_upper(t + j);
      pieces++;
    }
  printf("%ld pieces, %ld digits, %ld upper\n", pieces, digits, upper);
  free(t);
  return 0;
}
