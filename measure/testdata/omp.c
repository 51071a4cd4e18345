/* omp.c: two parallel loops in kernel, one with a reduction, and a parallel
 * loop in main outside kernel. */
#include <stdio.h>
#define N 4000
double a[N], b[N];
__attribute__((noinline)) double kernel(void) {
  double s = 0;
#pragma omp parallel for schedule(static)
  for (int i = 0; i < N; i++)
    a[i] = b[i] * 2.0 + i;
#pragma omp parallel for schedule(static) reduction(+ : s)
  for (int i = 0; i < N; i++)
    s += a[i];
  return s;
}
int main(void) {
#pragma omp parallel for schedule(static)
  for (int i = 0; i < N; i++)
    b[i] = i;
  printf("%f\n", kernel());
  return 0;
}
