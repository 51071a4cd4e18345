/* static_sched: prints which thread runs each iteration of
 *
 *     for (i = lo; i < hi; i += st)
 *
 * under "#pragma omp for schedule(static)" (chunk 0) or
 * "schedule(static, chunk)" (chunk > 0), one "iteration thread" line per
 * iteration in iteration order.  The team size comes from OMP_NUM_THREADS.
 * Used by parallel/schedule_test.go to check StaticSchedule against libomp.
 *
 * usage: static_sched lo hi st chunk
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  long lo, hi, st, chunk, i, n, k;
  int *owner;
  if (argc != 5) {
    fprintf(stderr, "usage: static_sched lo hi st chunk\n");
    return 2;
  }
  lo = atol(argv[1]);
  hi = atol(argv[2]);
  st = atol(argv[3]);
  chunk = atol(argv[4]);
  if (st < 1) {
    fprintf(stderr, "static_sched: st must be positive\n");
    return 2;
  }
  n = hi > lo ? (hi - lo + st - 1) / st : 0;
  owner = calloc(n > 0 ? (size_t)n : 1, sizeof *owner);
  if (!owner)
    return 1;
  if (chunk > 0) {
#pragma omp parallel for schedule(static, chunk)
    for (i = lo; i < hi; i += st)
      owner[(i - lo) / st] = omp_get_thread_num();
  } else {
#pragma omp parallel for schedule(static)
    for (i = lo; i < hi; i += st)
      owner[(i - lo) / st] = omp_get_thread_num();
  }
  for (k = 0; k < n; k++)
    printf("%ld %d\n", lo + k * st, owner[k]);
  free(owner);
  return 0;
}
