/* rows: a matrix as an array of row pointers, each row its own block
 * allocated in a loop; stdout's buffer is allocated before them. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 20;
  printf("rows %d\n", n);
  double **m = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    m[i] = malloc((i + 1) * 8 * sizeof(double));
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      s += m[i][j] = i + j;
  printf("%lu\n", (unsigned long)((uintptr_t)m % 4096));
  for (int i = 0; i < n; i++)
    printf("%lu\n", (unsigned long)((uintptr_t)m[i] % 4096));
  return s < 0;
}
