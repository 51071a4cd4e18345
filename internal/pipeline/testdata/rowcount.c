/* rowcount: per row of a matrix the program fills, a count of entries
 * over a threshold (a reduction -O2 vectorises) decides whether the row
 * is rescaled; the largest row sum decides a final pass. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int rows = argc > 1 ? atoi(argv[1]) : 200;
  int cols = argc > 2 ? atoi(argv[2]) : 300;
  int *m = malloc((size_t)rows * cols * sizeof(int));
  unsigned s = 99u;
  for (int i = 0; i < rows * cols; i++) {
    s = s * 1664525u + 1013904223u;
    m[i] = (int)((s >> 20) % 100);
  }
  int rescaled = 0, best = 0;
  for (int r = 0; r < rows; r++) {
    int *row = m + (size_t)r * cols;
    int over = 0, sum = 0;
    for (int j = 0; j < cols; j++) {
      over += row[j] > 60;
      sum += row[j];
    }
    if (over * 5 > cols * 2) {
      for (int j = 0; j < cols; j++)
        row[j] /= 2;
      rescaled++;
    }
    if (sum > best)
      best = sum;
  }
  long tail = 0;
  for (int k = 0; k < best / 100; k++)
    tail += m[k % (rows * cols)];
  printf("%d %d %ld\n", rescaled, best, tail);
  free(m);
  return 0;
}
