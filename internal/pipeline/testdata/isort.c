/* isort: an insertion sort of numbers the program draws, whose inner while
 * loop stops at the front or at the first element not above the key: a loop
 * that leaves from two tests, one of them on data. */
#include <stdio.h>
#include <stdlib.h>
static void isort(int *a, int n)
{
  for (int i = 1; i < n; i++) {
    int key = a[i], j = i - 1;
    while (j >= 0 && a[j] > key) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = key;
  }
}
int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 500;
  int *a = malloc(n * sizeof(int));
  unsigned s = 11u;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    a[i] = (int)((s >> 16) % 10000);
  }
  isort(a, n);
  long c = 0;
  for (int i = 0; i < n; i++) c += (long)a[i] * i;
  printf("%ld\n", c);
  free(a);
  return 0;
}
