// getopt_long in a parse function fills a config struct (--size, --reps, -v), the kernel streams over heap arrays sized by it.
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
struct config { int n, reps; int verbose; };
static void parse(int argc, char **argv, struct config *cfg) {
  static const struct option longs[] = {
      {"size", required_argument, 0, 'n'},
      {"reps", required_argument, 0, 'r'},
      {"verbose", no_argument, 0, 'v'},
      {0, 0, 0, 0}};
  int c;
  while ((c = getopt_long(argc, argv, "n:r:v", longs, NULL)) != -1) {
    switch (c) {
    case 'n': cfg->n = atoi(optarg); break;
    case 'r': cfg->reps = atoi(optarg); break;
    case 'v': cfg->verbose = 1; break;
    default: fprintf(stderr, "usage: %s [--size N] [--reps R] [-v]\n", argv[0]); exit(2);
    }
  }
}
static double stream(double *a, const double *b, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) { a[i] += 0.5 * b[i]; s += a[i]; }
  return s;
}
int main(int argc, char **argv) {
  struct config cfg = {1000, 2, 0};
  parse(argc, argv, &cfg);
  double *a = calloc(cfg.n, sizeof *a), *b = malloc(sizeof(double) * cfg.n);
  for (int i = 0; i < cfg.n; i++) b[i] = i % 10;
  double t = 0;
  for (int r = 0; r < cfg.reps; r++) t += stream(a, b, cfg.n);
  if (cfg.verbose) printf("n=%d reps=%d\n", cfg.n, cfg.reps);
  printf("%f\n", t);
  return 0;
}
