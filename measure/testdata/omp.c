/* omp.c: two parallel loops in kernel, one with a reduction, and a parallel
 * loop in main outside kernel. The reduction is of an integer: each thread
 * combines its part with one atomicrmw. A double's atomic combine is a
 * cmpxchg loop whose retries vary with contention, so its block and access
 * counts would differ from run to run, and the tests compare runs. */
#include <stdio.h>
#define N 4000
double a[N], b[N];
__attribute__((noinline)) long kernel(void) {
  long s = 0;
#pragma omp parallel for schedule(static)
  for (int i = 0; i < N; i++)
    a[i] = b[i] * 2.0 + i;
#pragma omp parallel for schedule(static) reduction(+ : s)
  for (int i = 0; i < N; i++)
    s += (long)a[i];
  return s;
}
int main(void) {
#pragma omp parallel for schedule(static)
  for (int i = 0; i < N; i++)
    b[i] = i;
  printf("%ld\n", kernel());
  return 0;
}
