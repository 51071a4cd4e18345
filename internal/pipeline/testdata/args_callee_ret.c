// Sizes parsed from argv in a callee that returns them.
#include <stdio.h>
#include <stdlib.h>
static int parse_size(const char *s, int def) {
  if (!s) return def;
  int v = atoi(s);
  return v > 0 ? v : def;
}
static void kernel(double *a, int n) {
  for (int i = 0; i < n; i++) a[i] = a[i] * 2.0 + i;
}
int main(int argc, char **argv) {
  int n = parse_size(argc > 1 ? argv[1] : 0, 1000);
  double *a = calloc(n, sizeof *a);
  for (int r = 0; r < 4; r++) kernel(a, n);
  printf("%f\n", a[n - 1]);
  free(a);
  return 0;
}
