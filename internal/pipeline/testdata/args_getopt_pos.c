// Options, then two positional sizes after them (prog [-v] [-r R] N M):
// n = atoi(argv[optind]), m = atoi(argv[optind + 1]) after a getopt loop
// with if/else tests on its result, and an argc - optind check.
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
static void usage(const char *p) {
  fprintf(stderr, "usage: %s [-v] [-r R] N M\n", p);
  exit(1);
}
int main(int argc, char **argv) {
  int verbose = 0, reps = 1, c;
  while ((c = getopt(argc, argv, "vr:")) != -1) {
    if (c == 'v')
      verbose = 1;
    else if (c == 'r')
      reps = atoi(optarg);
    else
      usage(argv[0]);
  }
  if (argc - optind < 2)
    usage(argv[0]);
  int n = atoi(argv[optind]), m = atoi(argv[optind + 1]);
  double *a = malloc(sizeof(double) * n * m);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] = i + j;
  double s = 0;
  for (int r = 0; r < reps; r++)
    for (int j = 0; j < m; j += 2)
      for (int i = 0; i < n; i++)
        s += a[i * m + j];
  if (verbose)
    printf("n=%d m=%d reps=%d\n", n, m, reps);
  printf("%f\n", s);
  return 0;
}
