// A mode chosen by comparing an argument with words (strcmp, and strncmp
// with the word first), and a size from the next argument: one kernel or
// the other runs, or an unknown mode ends the program with status 2.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define N 20000
static double A[N], B[N];
static double row_sum(int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += A[i];
  return s;
}
static double strided(int n) {
  double s = 0;
  for (int i = 0; i < n; i += 16) s += B[i] + A[i];
  return s;
}
int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: args_strcmp rows|strided N\n");
    return 1;
  }
  int n = atoi(argv[2]);
  for (int i = 0; i < n; i++) {
    A[i] = i;
    B[i] = 2 * i;
  }
  double r;
  if (strcmp(argv[1], "rows") == 0)
    r = row_sum(n);
  else if (strncmp("strided", argv[1], 7) == 0)
    r = strided(n);
  else {
    fprintf(stderr, "unknown mode %s\n", argv[1]);
    return 2;
  }
  printf("%g\n", r);
  return 0;
}
