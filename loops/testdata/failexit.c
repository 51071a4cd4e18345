/* failexit: paths that cannot return. By hand: check's n <= 0 exits with 2
 * and its p == 0 aborts (error-exit heuristic: failures, never taken);
 * finish's done exits with 0 (unreachable heuristic: a way to finish, not
 * a failure). */
#include <stdio.h>
#include <stdlib.h>

void check(int n, const double *p) {
  if (n <= 0) {
    fprintf(stderr, "bad size %d\n", n);
    exit(2);
  }
  if (p == 0)
    abort();
}

void finish(int done) {
  if (done) {
    puts("done");
    exit(0);
  }
}
