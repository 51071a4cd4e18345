/* mergesort: top-down recursive merge sort of doubles with one scratch
 * buffer, counting inversions on the way (a classic recursion with a
 * merge loop whose branch depends on the data). */
#include <stdio.h>
#include <stdlib.h>

static long merge(double *a, double *tmp, int lo, int mid, int hi)
{
  int i = lo, j = mid, k = lo;
  long inv = 0;
  while (i < mid && j < hi) {
    if (a[i] <= a[j]) {
      tmp[k++] = a[i++];
    } else {
      tmp[k++] = a[j++];
      inv += mid - i;
    }
  }
  while (i < mid)
    tmp[k++] = a[i++];
  while (j < hi)
    tmp[k++] = a[j++];
  for (k = lo; k < hi; k++)
    a[k] = tmp[k];
  return inv;
}

long kernel_mergesort(double *a, double *tmp, int lo, int hi)
{
  if (hi - lo < 2)
    return 0;
  int mid = (lo + hi) / 2;
  long inv = kernel_mergesort(a, tmp, lo, mid);
  inv += kernel_mergesort(a, tmp, mid, hi);
  return inv + merge(a, tmp, lo, mid, hi);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 16000;
  double *a = malloc(n * sizeof(double));
  double *tmp = malloc(n * sizeof(double));
  unsigned s = 5u;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    a[i] = (double)(s >> 12) / 1024.0;
  }
  long inv = kernel_mergesort(a, tmp, 0, n);
  double chk = 0.0;
  for (int i = 0; i < n; i += 50)
    chk += a[i];
  printf("inversions %ld checksum %.4f\n", inv, chk);
  free(a);
  free(tmp);
  return 0;
}
