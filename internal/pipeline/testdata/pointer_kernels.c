// Kernels that walk arrays by pointers, each taking a pointer and a size
// as C library code does: a walk down from the last element, a stride of
// two to an end pointer kept in a local, rows of a matrix (p != r + m),
// the upper triangle of each row (p <= r + n - 1), a do-while over bytes,
// an array of structs, and a range kept in a struct passed by value and
// filled by an init function through a pointer.
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  double *begin, *end;
} span;

typedef struct {
  int x, y;
  double w;
} pt;

static double rev(const double *a, int n) {
  double t = 0;
  for (const double *p = a + n - 1; p >= a; p--)
    t += *p;
  return t;
}

static double stride2(const double *a, int n) {
  double t = 0;
  const double *end = a + n;
  const double *p = a;
  while (p < end) {
    t += *p;
    p += 2;
  }
  return t;
}

static double rows(const double *A, int n, int m) {
  double t = 0;
  for (int i = 0; i < n; i++) {
    const double *r = A + (size_t)i * m;
    for (const double *p = r; p != r + m; ++p)
      t += *p;
  }
  return t;
}

static double upper(const double *A, int n) {
  double t = 0;
  for (int i = 0; i < n; i++) {
    const double *r = A + (size_t)i * n;
    for (const double *p = r + i; p <= r + n - 1; ++p)
      t += *p;
  }
  return t;
}

static int fill(char *s, int n) {
  char *p = s;
  do {
    *p = 'a';
    p++;
  } while (p < s + n);
  return p - s;
}

static double weigh(pt *v, int n) {
  double t = 0;
  for (pt *q = v; q < v + n; q++)
    t += q->w * q->x;
  return t;
}

static void span_init(span *s, int n) {
  s->begin = malloc(n * sizeof(double));
  s->end = s->begin + n;
  for (double *p = s->begin; p != s->end; ++p)
    *p = 1.0;
}

static double span_sum(span s) {
  double t = 0;
  for (double *p = s.begin; p != s.end; ++p)
    t += *p;
  return t;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 30;
  int m = argc > 2 ? atoi(argv[2]) : 40;
  double *A = calloc((size_t)n * m, sizeof(double));
  char *s = malloc(n > 0 ? n : 1);
  pt *v = calloc(n, sizeof(pt));
  span sp;
  span_init(&sp, m);
  double t = rev(A, n * m) + stride2(A, n * m) + rows(A, n, m) + upper(A, n < m ? n : m) + fill(s, n) + weigh(v, n) + span_sum(sp);
  printf("%f\n", t);
  free(A);
  free(s);
  free(v);
  free(sp.begin);
  return 0;
}
