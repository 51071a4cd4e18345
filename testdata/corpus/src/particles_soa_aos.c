/* particles_soa_aos: the same particle update (gravity toward the origin,
 * drag, reflecting walls) on an array of structs and on a struct of
 * arrays, each allocated on the heap; static kernels. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  float x, y, z;
  float vx, vy, vz;
  float mass;
  int id;
} particle;

typedef struct {
  float *x, *y, *z;
  float *vx, *vy, *vz;
  float *mass;
} particles_soa;

static void step_aos(int n, particle *p, float dt)
{
  for (int i = 0; i < n; i++) {
    float ax = -p[i].x / p[i].mass, ay = -p[i].y / p[i].mass,
          az = -p[i].z / p[i].mass;
    p[i].vx = 0.99f * p[i].vx + dt * ax;
    p[i].vy = 0.99f * p[i].vy + dt * ay;
    p[i].vz = 0.99f * p[i].vz + dt * az;
    p[i].x += dt * p[i].vx;
    p[i].y += dt * p[i].vy;
    p[i].z += dt * p[i].vz;
    if (p[i].x > 10.0f || p[i].x < -10.0f)
      p[i].vx = -p[i].vx;
    if (p[i].y > 10.0f || p[i].y < -10.0f)
      p[i].vy = -p[i].vy;
  }
}

static void step_soa(int n, particles_soa *s, float dt)
{
  for (int i = 0; i < n; i++) {
    float inv = 1.0f / s->mass[i];
    s->vx[i] = 0.99f * s->vx[i] - dt * s->x[i] * inv;
    s->vy[i] = 0.99f * s->vy[i] - dt * s->y[i] * inv;
    s->vz[i] = 0.99f * s->vz[i] - dt * s->z[i] * inv;
  }
  for (int i = 0; i < n; i++) {
    s->x[i] += dt * s->vx[i];
    s->y[i] += dt * s->vy[i];
    s->z[i] += dt * s->vz[i];
  }
  for (int i = 0; i < n; i++) {
    if (s->x[i] > 10.0f || s->x[i] < -10.0f)
      s->vx[i] = -s->vx[i];
    if (s->y[i] > 10.0f || s->y[i] < -10.0f)
      s->vy[i] = -s->vy[i];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 4000;
  int steps = argc > 2 ? atoi(argv[2]) : 10;
  particle *p = malloc(n * sizeof(particle));
  particles_soa s;
  float **fields[7] = {&s.x, &s.y, &s.z, &s.vx, &s.vy, &s.vz, &s.mass};
  for (int f = 0; f < 7; f++)
    *fields[f] = malloc(n * sizeof(float));
  for (int i = 0; i < n; i++) {
    p[i].x = s.x[i] = (float)(i % 21) - 10.0f;
    p[i].y = s.y[i] = (float)(i % 17) - 8.0f;
    p[i].z = s.z[i] = (float)(i % 5);
    p[i].vx = s.vx[i] = 1.0f;
    p[i].vy = s.vy[i] = -0.5f;
    p[i].vz = s.vz[i] = 0.0f;
    p[i].mass = s.mass[i] = 1.0f + (i % 3);
    p[i].id = i;
  }
  for (int t = 0; t < steps; t++) {
    step_aos(n, p, 0.05f);
    step_soa(n, &s, 0.05f);
  }
  double ea = 0.0, es = 0.0;
  for (int i = 0; i < n; i++) {
    ea += p[i].x + p[i].y + p[i].z;
    es += s.x[i] + s.y[i] + s.z[i];
  }
  printf("aos %.3f soa %.3f\n", ea, es);
  free(p);
  for (int f = 0; f < 7; f++)
    free(*fields[f]);
  return 0;
}
