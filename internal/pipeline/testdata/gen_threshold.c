/* gen_threshold: codes drawn from a generator into a heap array sized from
 * argv, then a pass whose work depends on each code (a branch on data the
 * program made itself), and a second pass over a sum the first one left. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  unsigned char *code = malloc(n);
  double *w = malloc(n * sizeof(double));
  unsigned s = 7u;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    code[i] = (s >> 24) & 7;
  }
  double acc = 0;
  int high = 0;
  for (int i = 0; i < n; i++) {
    if (code[i] > 4) {
      w[i] = code[i] * 0.5;
      high++;
    } else {
      w[i] = 1.0;
    }
    acc += w[i];
  }
  for (int k = 0; k < high; k++)
    acc *= 0.999;
  printf("%d %f\n", high, acc);
  free(code);
  free(w);
  return 0;
}
