// float_config: a particle update whose time step comes from the command
// line through atof into a configuration struct an init function fills;
// the bounce branches compare positions the walk computes from it. Run as:
// float_config N STEPS DT
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  int steps;
  double dt;
  double box;
} Config;

static void init_config(Config *c, int argc, char **argv)
{
  c->n = 1000;
  c->steps = 20;
  c->dt = 0.01;
  c->box = 10.0;
  if (argc > 1)
    c->n = atoi(argv[1]);
  if (argc > 2)
    c->steps = atoi(argv[2]);
  if (argc > 3)
    c->dt = atof(argv[3]);
}

static int step(double *x, double *vx, const Config *c)
{
  int bounces = 0;
  for (int i = 0; i < c->n; i++) {
    x[i] += vx[i] * c->dt;
    if (x[i] < 0 || x[i] > c->box) {
      vx[i] = -vx[i];
      bounces++;
    }
  }
  return bounces;
}

int main(int argc, char **argv)
{
  Config c;
  init_config(&c, argc, argv);
  double *x = malloc(c.n * sizeof(double));
  double *vx = malloc(c.n * sizeof(double));
  if (!x || !vx)
    return 1;
  for (int i = 0; i < c.n; i++) {
    x[i] = (i * 37 % 100) * c.box / 100.0;
    vx[i] = ((i % 7) - 3) * 0.5;
  }
  long total = 0;
  for (int s = 0; s < c.steps; s++)
    total += step(x, vx, &c);
  printf("%ld\n", total);
  free(x);
  free(vx);
  return 0;
}
