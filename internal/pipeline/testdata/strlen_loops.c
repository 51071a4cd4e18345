/* strlen_loops: loops bounded by the length of strings the program builds
 * (strlen of a heap buffer it filled, of a string literal), one of which
 * then rewrites the string it measured. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 5000;
  char *s = malloc(n + 1);
  for (int i = 0; i < n; i++)
    s[i] = (char)('a' + (i * 7 + i / 5) % 26);
  s[n] = '\0';
  size_t len = strlen(s);
  int vowels = 0;
  for (size_t i = 0; i < len; i++)
    if (s[i] == 'a' || s[i] == 'e' || s[i] == 'i' || s[i] == 'o' || s[i] == 'u')
      vowels++;
  const char *key = "reuse distance";
  size_t k = strlen(key);
  long h = 0;
  for (size_t i = 0; i < len; i++) {
    h = h * 31 + (s[i] ^ key[i % k]);
    s[i] = '\0'; /* the string shrinks as the loop goes: its bound was read before */
  }
  printf("%zu %d %ld\n", len, vowels, h);
  free(s);
  return 0;
}
