// Matrices from the allocation wrappers real code writes, each checked the
// way its author would: posix_memalign returning NULL on failure, a status
// with an out-parameter, malloc compared with NULL, aligned_alloc, calloc
// with abort. Three column walks pair them up, so two arrays the model took
// for one would show in the misses.
#include <stdio.h>
#include <stdlib.h>

static double *by_memalign(size_t n) {
  void *r = NULL;
  if (posix_memalign(&r, 4096, n * sizeof(double)) != 0)
    return NULL;
  return r;
}

static int by_outparam(double **out, size_t n) {
  int rc = posix_memalign((void **)out, 64, n * sizeof(double));
  if (rc)
    *out = NULL;
  return rc;
}

static double *by_malloc(size_t n) {
  double *p = malloc(n * sizeof(double));
  if (p == NULL)
    return NULL;
  return p;
}

static double *by_aligned(size_t n) {
  double *p = aligned_alloc(4096, n * sizeof(double));
  if (!p) {
    fprintf(stderr, "aligned_alloc failed\n");
    return NULL;
  }
  return p;
}

static double *by_calloc(size_t n) {
  double *p = calloc(n, sizeof(double));
  if (!p)
    abort();
  return p;
}

static void colwalk(int m, int n, const double *a, double *q) {
  for (int k = 0; k < n; k++)
    for (int j = 0; j < n; j += 7) {
      double s = 0;
      for (int i = 0; i < m; i++)
        s += a[i * n + k] * q[i * n + j];
      q[k] += s * 1e-9;
    }
}

int main(int argc, char **argv) {
  int m = argc > 1 ? atoi(argv[1]) : 60;
  int n = argc > 2 ? atoi(argv[2]) : 80;
  size_t sz = (size_t)m * n;
  double *a = by_memalign(sz), *b = by_malloc(sz), *c = by_aligned(sz), *d = by_calloc(sz), *e;
  if (by_outparam(&e, sz) != 0)
    return 1;
  if (!a || !b || !c) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  for (size_t i = 0; i < sz; i++) {
    a[i] = i % 7;
    b[i] = i % 5;
    c[i] = i % 3;
    e[i] = i % 11;
  }
  colwalk(m, n, a, b);
  colwalk(m, n, c, d);
  colwalk(m, n, e, a);
  printf("%f %f %f\n", b[n + 1], d[2 * n], a[sz - 1]);
  free(a);
  free(b);
  free(c);
  free(d);
  free(e);
  return 0;
}
