/* lcs_dp: dynamic programming over two generated strings: the length of
 * the longest common subsequence and the edit distance, each keeping two
 * rows that are swapped after every row (prev = cur; cur = tmp), with
 * max/min choices per cell. */
#include <stdio.h>
#include <stdlib.h>

static int max2(int a, int b) { return a > b ? a : b; }
static int min3(int a, int b, int c)
{
  int m = a < b ? a : b;
  return m < c ? m : c;
}

int kernel_lcs(const char *a, int n, const char *b, int m, int *prev, int *cur)
{
  for (int j = 0; j <= m; j++)
    prev[j] = 0;
  for (int i = 1; i <= n; i++) {
    cur[0] = 0;
    for (int j = 1; j <= m; j++)
      cur[j] = a[i - 1] == b[j - 1] ? prev[j - 1] + 1 : max2(prev[j], cur[j - 1]);
    int *t = prev;
    prev = cur;
    cur = t;
  }
  return prev[m];
}

static int edit(const char *a, int n, const char *b, int m, int *prev, int *cur)
{
  for (int j = 0; j <= m; j++)
    prev[j] = j;
  for (int i = 1; i <= n; i++) {
    cur[0] = i;
    for (int j = 1; j <= m; j++)
      cur[j] = min3(prev[j] + 1, cur[j - 1] + 1,
                    prev[j - 1] + (a[i - 1] != b[j - 1]));
    int *t = prev;
    prev = cur;
    cur = t;
  }
  return prev[m];
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 400;
  int m = argc > 2 ? atoi(argv[2]) : 300;
  char *a = malloc(n), *b = malloc(m);
  int *r0 = malloc((m + 1) * sizeof(int)), *r1 = malloc((m + 1) * sizeof(int));
  unsigned s = 11u;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    a[i] = "ACGT"[(s >> 16) & 3];
  }
  for (int j = 0; j < m; j++) {
    s = s * 1103515245u + 12345u;
    b[j] = "ACGT"[(s >> 16) & 3];
  }
  int l = kernel_lcs(a, n, b, m, r0, r1);
  int e = edit(a, n, b, m, r0, r1);
  printf("lcs %d edit %d\n", l, e);
  free(a); free(b); free(r0); free(r1);
  return 0;
}
