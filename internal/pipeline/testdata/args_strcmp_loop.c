// Options parsed by hand: a loop over the arguments compares each with
// strcmp and parses the next one with atoi (argv[++i]) into a struct whose
// defaults an init function set; a do-while relaxation sweep sized by them.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef struct { int n, iters; double alpha; int verbose; } Config;
static void config_default(Config *c) { c->n = 128; c->iters = 4; c->alpha = 0.5; c->verbose = 0; }
static int parse_args(int argc, char **argv, Config *c) {
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "-n") == 0 && i + 1 < argc) c->n = atoi(argv[++i]);
    else if (strcmp(argv[i], "-i") == 0 && i + 1 < argc) c->iters = atoi(argv[++i]);
    else if (strcmp(argv[i], "-v") == 0) c->verbose = 1;
    else { fprintf(stderr, "unknown %s\n", argv[i]); return -1; }
  }
  if (c->n <= 0) return -1;
  return 0;
}
static void relax(const Config *c, double *u, double *w) {
  int n = c->n;
  for (int t = 0; t < c->iters; t++) {
    int k = 1;
    do {
      w[k] = u[k] + c->alpha * (u[k - 1] - 2 * u[k] + u[k + 1]);
      k++;
    } while (k < n - 1);
    double *tmp = u; u = w; w = tmp;
  }
}
int main(int argc, char **argv) {
  Config c;
  config_default(&c);
  if (parse_args(argc, argv, &c) != 0) return 1;
  double *u = calloc(c.n, sizeof(double)), *w = calloc(c.n, sizeof(double));
  for (int i = 0; i < c.n; i++) u[i] = i % 3;
  relax(&c, u, w);
  double s = 0;
  for (int i = 0; i < c.n; i++) s += u[i] + w[i];
  if (c.verbose) printf("n=%d\n", c.n);
  printf("%f\n", s);
  return 0;
}
