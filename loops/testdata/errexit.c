/* errexit: main's error exits. By hand: the argument check leads to return 1
 * (error-exit heuristic: never taken); the two allocation checks are taken
 * the way of success (allocation heuristic; LLVM's zero heuristic says 20/32
 * for != 0); the loop's early return 0 is neither (the loop heuristic). */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  if (argc > 3) {
    fprintf(stderr, "usage: %s [n]\n", argv[0]);
    return 1;
  }
  int n = argc > 1 ? atoi(argv[1]) : 100;
  double *a, *b;
  if (posix_memalign((void **)&a, 64, n * sizeof(double)) != 0)
    return 1;
  if (posix_memalign((void **)&b, 64, n * sizeof(double)) != 0) {
    perror("posix_memalign");
    free(a);
    return 2;
  }
  for (int i = 0; i < n; i++) {
    a[i] = i;
    b[i] = 2 * i;
    if (a[i] > 1e9)
      return 0;
  }
  printf("%f\n", a[n - 1] + b[n - 1]);
  free(a);
  free(b);
  return 0;
}
