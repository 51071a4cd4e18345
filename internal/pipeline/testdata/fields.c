/* fields: arrays reached through the fields of a struct, each field stored
 * once (v->a = malloc(...) in an init function); the kernel reads them
 * through the struct's pointer. Field c is stored once too (NULL), but
 * posix_memalign writes it through its address: its accesses are not
 * placed (lines 41 and 44). */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *a;
  double *b;
  double *c;
} vec_t;

static void init(vec_t *v, int n)
{
  v->n = n;
  v->a = malloc(n * sizeof(double));
  v->b = malloc(n * sizeof(double));
  v->c = NULL;
  for (int i = 0; i < n; i++) {
    v->a[i] = i;
    v->b[i] = 0;
  }
}

void kernel_axpy(vec_t *v, double s)
{
  for (int i = 0; i < v->n; i++)
    v->b[i] += s * v->a[i];
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 5000;
  vec_t v;
  init(&v, n);
  if (posix_memalign((void **)&v.c, 64, 64) != 0)
    return 1;
  v.c[0] = 1.0;
  for (int r = 0; r < 10; r++)
    kernel_axpy(&v, 0.5);
  printf("%f %f\n", v.b[7], v.c[0]);
  return 0;
}
