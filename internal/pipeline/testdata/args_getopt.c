// Sizes from getopt options (-n N -r R) parsed in main with atoi(optarg).
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
int main(int argc, char **argv) {
  int n = 100, reps = 1, c;
  while ((c = getopt(argc, argv, "n:r:")) != -1) {
    switch (c) {
    case 'n': n = atoi(optarg); break;
    case 'r': reps = atoi(optarg); break;
    default: fprintf(stderr, "usage: %s [-n N] [-r R]\n", argv[0]); return 1;
    }
  }
  int *h = calloc(n, sizeof *h);
  for (int r = 0; r < reps; r++)
    for (int i = 0; i < n; i++) h[(i * 7) % n] += i;
  printf("%d\n", h[0]);
  return 0;
}
