/* fail.c: fails as argv[1] says: "exit" exits with 3, "abort" aborts, "loop" never ends. */
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
volatile int spin = 1;
int main(int argc, char **argv) {
  if (argc < 2) return 0;
  fprintf(stderr, "failing with %s\n", argv[1]);
  if (strcmp(argv[1], "exit") == 0) return 3;
  if (strcmp(argv[1], "abort") == 0) abort();
  while (spin) {}
  return 0;
}
