/* float_steps: loops counted by floating-point accumulations, as
 * simulation codes write them: a time loop to an end time parsed with
 * atof, a step parsed with strtod, a kernel that receives both as double
 * arguments, a do-while that steps before its test, a float counter, a
 * sweep downwards, and a time loop restarted for every repetition. */
#include <stdio.h>
#include <stdlib.h>

static double heat_step(double *u, double *v, int n, double r)
{
  for (int i = 1; i < n - 1; i++)
    v[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
  double s = 0.0;
  for (int i = 1; i < n - 1; i++) {
    u[i] = v[i];
    s += u[i];
  }
  return s;
}

double simulate(double *u, double *v, int n, double tend, double dt)
{
  double t = 0.0, s = 0.0;
  while (t < tend) {
    s += heat_step(u, v, n, 0.25);
    t += dt;
  }
  return s;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 200;
  double tend = argc > 2 ? atof(argv[2]) : 1.0;
  double dt = argc > 3 ? strtod(argv[3], NULL) : 0.01;
  int reps = argc > 4 ? atoi(argv[4]) : 2;
  double *u = malloc(n * sizeof(double));
  double *v = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    u[i] = v[i] = (i % 7) * 0.5;

  double s = simulate(u, v, n, tend, dt);

  /* A do-while: the step comes before the test. */
  double t = 0.0;
  long k = 0;
  do {
    u[k % n] += 1.0;
    k++;
    t += dt;
  } while (t < tend);

  /* A float counter to a bound read as a double. */
  float lim = (float)tend;
  for (float x = 0.0f; x < lim; x += 0.125f)
    s += u[(int)(x * 8.0f) % n];

  /* Downwards, by a step that is no power of two. */
  for (double y = tend; y > 0.0; y -= 0.3)
    s += v[(int)(y * 10.0) % n];

  /* The time loop again for every repetition. */
  for (int r = 0; r < reps; r++) {
    double tt = 0.0;
    while (tt <= tend) {
      s += heat_step(v, u, n, 0.1);
      tt += 2.0 * dt;
    }
  }
  printf("%ld %.6f\n", k, s);
  free(u);
  free(v);
  return 0;
}
