/* char_classes: a tokenizer over a text the program builds from its
 * argument: <ctype.h>'s classes decide every branch (isalpha, isdigit,
 * isspace, ispunct through glibc's tables; toupper and tolower). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

static const char pieces[] = "x1 = 42 + foo_bar*(7-y2); /* Hello, World! */\tend\n";

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 20000;
  char *text = malloc(n + 1);
  for (int i = 0; i < n; i++)
    text[i] = pieces[(i * 7 + i / 13) % (int)(sizeof pieces - 1)];
  text[n] = '\0';
  int words = 0, numbers = 0, spaces = 0, puncts = 0, upper = 0;
  long value = 0;
  for (int i = 0; i < n;) {
    unsigned char c = (unsigned char)text[i];
    if (isalpha(c) || c == '_') {
      int j = i;
      while (j < n && (isalnum((unsigned char)text[j]) || text[j] == '_')) {
        text[j] = (char)toupper((unsigned char)text[j]);
        j++;
      }
      words++;
      i = j;
    } else if (isdigit(c)) {
      long v = 0;
      while (i < n && isdigit((unsigned char)text[i]))
        v = v * 10 + (text[i++] - '0');
      value += v;
      numbers++;
    } else {
      if (isspace(c))
        spaces++;
      else if (ispunct(c))
        puncts++;
      i++;
    }
  }
  for (int i = 0; i < n; i++)
    if (isupper((unsigned char)text[i]))
      upper++;
  printf("%d words %d numbers (%ld) %d spaces %d puncts %d upper\n", words, numbers, value, spaces, puncts, upper);
  free(text);
  return 0;
}
