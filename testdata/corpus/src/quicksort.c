/* quicksort: recursive quicksort (median-of-three pivot, Hoare partition)
 * with an insertion-sort cutoff, on pseudo-random ints; a sortedness check
 * that breaks at the first inversion. */
#include <stdio.h>
#include <stdlib.h>

static void insertion(int *a, int lo, int hi)
{
  for (int i = lo + 1; i <= hi; i++) {
    int v = a[i], j = i - 1;
    while (j >= lo && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}

static void swap(int *a, int i, int j)
{
  int t = a[i];
  a[i] = a[j];
  a[j] = t;
}

void kernel_quicksort(int *a, int lo, int hi)
{
  if (hi - lo < 12) {
    insertion(a, lo, hi);
    return;
  }
  int mid = lo + (hi - lo) / 2;
  if (a[mid] < a[lo]) swap(a, mid, lo);
  if (a[hi] < a[lo]) swap(a, hi, lo);
  if (a[hi] < a[mid]) swap(a, hi, mid);
  int pivot = a[mid];
  int i = lo - 1, j = hi + 1;
  for (;;) {
    do i++; while (a[i] < pivot);
    do j--; while (a[j] > pivot);
    if (i >= j)
      break;
    swap(a, i, j);
  }
  kernel_quicksort(a, lo, j);
  kernel_quicksort(a, j + 1, hi);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 20000;
  int *a = malloc(n * sizeof(int));
  unsigned s = 2024u;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    a[i] = (int)((s >> 8) % 100000u);
  }
  kernel_quicksort(a, 0, n - 1);
  int bad = -1;
  for (int i = 1; i < n; i++)
    if (a[i - 1] > a[i]) {
      bad = i;
      break;
    }
  long chk = 0;
  for (int i = 0; i < n; i += 97)
    chk += (long)a[i] * (i + 1);
  printf("bad %d checksum %ld\n", bad, chk);
  free(a);
  return 0;
}
