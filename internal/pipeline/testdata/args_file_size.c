// A size read from a file by fscanf: no argument gives it; --set n=VALUE does.
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = 0;
  FILE *f = fopen(argc > 1 ? argv[1] : "size.txt", "r");
  if (!f || fscanf(f, "%d", &n) != 1) { fprintf(stderr, "cannot read the size\n"); return 1; }
  fclose(f);
  double *a = calloc(n, sizeof *a);
  for (int r = 0; r < 3; r++)
    for (int i = 0; i < n; i++) a[i] += i;
  printf("%f\n", a[n - 1]);
  return 0;
}
