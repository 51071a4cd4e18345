/* wordcount: string processing over a generated text buffer: a character
 * class state machine counting words, lines and letters, a word-length
 * histogram, the longest word, an in-place upper-casing, and a substring
 * search that stops at the first match. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *generate(int n)
{
  static const char alphabet[] = "etaoinshrdlucmfwyp";
  char *buf = malloc(n + 1);
  unsigned s = 17u;
  int i = 0;
  while (i < n) {
    s = s * 1103515245u + 12345u;
    int len = 1 + (s >> 16) % 9;
    for (int k = 0; k < len && i < n; k++) {
      s = s * 1103515245u + 12345u;
      buf[i++] = alphabet[(s >> 16) % (sizeof alphabet - 1)];
    }
    if (i < n)
      buf[i++] = ((s >> 8) % 13 == 0) ? '\n' : ((s >> 8) % 7 == 0 ? ',' : ' ');
  }
  buf[n] = '\0';
  return buf;
}

int kernel_count(const char *text, int *lens, int *lines, int *longest)
{
  int words = 0, inword = 0, len = 0;
  const char *p = text;
  while (*p) {
    char c = *p++;
    if (c == '\n')
      (*lines)++;
    if (isalpha((unsigned char)c)) {
      if (!inword) {
        inword = 1;
        words++;
        len = 0;
      }
      len++;
    } else if (inword) {
      inword = 0;
      lens[len < 15 ? len : 15]++;
      if (len > *longest)
        *longest = len;
    }
  }
  if (inword)
    lens[len < 15 ? len : 15]++;
  return words;
}

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
  int n = argc > 1 ? atoi(argv[1]) : 60000;
  char *text = generate(n);
  int lens[16] = {0}, lines = 0, longest = 0;
  int words = kernel_count(text, lens, &lines, &longest);
  long at = find(text, "the");
  for (char *p = text; *p; p++)
    *p = (char)toupper((unsigned char)*p);
  long at2 = find(text, "RAIN");
  long h = 0;
  for (int k = 0; k < 16; k++)
    h = h * 7 + lens[k];
  printf("words %d lines %d longest %d at %ld %ld h %ld\n", words, lines,
         longest, at, at2, h);
  free(text);
  return 0;
}
