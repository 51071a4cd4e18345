/* prefix_scan: inclusive and exclusive prefix sums, a scan-based stream
 * compaction (keep the elements that pass a predicate, scatter them to
 * their scanned positions) and a 2-D summed-area table with box queries. */
#include <stdio.h>
#include <stdlib.h>

void kernel_scan(int n, const int *in, long *incl, long *excl)
{
  long s = 0;
  for (int i = 0; i < n; i++) {
    excl[i] = s;
    s += in[i];
    incl[i] = s;
  }
}

static int compact(int n, const int *in, int *flags, long *pos, int *out)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    flags[i] = (in[i] % 3) == 0;
  for (int i = 0; i < n; i++) {
    pos[i] = s;
    s += flags[i];
  }
  for (int i = 0; i < n; i++)
    if (flags[i])
      out[pos[i]] = in[i];
  return (int)s;
}

static void summed_area(int h, int w, const int *img, long *sat)
{
  for (int i = 0; i < h; i++) {
    long row = 0;
    for (int j = 0; j < w; j++) {
      row += img[i * w + j];
      sat[i * w + j] = row + (i > 0 ? sat[(i - 1) * w + j] : 0);
    }
  }
}

static long box(int w, const long *sat, int i0, int j0, int i1, int j1)
{
  long s = sat[i1 * w + j1];
  if (i0 > 0) s -= sat[(i0 - 1) * w + j1];
  if (j0 > 0) s -= sat[i1 * w + j0 - 1];
  if (i0 > 0 && j0 > 0) s += sat[(i0 - 1) * w + j0 - 1];
  return s;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 50000;
  int h = 120, w = 100;
  int *in = malloc(n * sizeof(int));
  long *incl = malloc(n * sizeof(long));
  long *excl = malloc(n * sizeof(long));
  int *flags = malloc(n * sizeof(int));
  long *pos = malloc(n * sizeof(long));
  int *out = malloc(n * sizeof(int));
  int *img = malloc(h * w * sizeof(int));
  long *sat = malloc(h * w * sizeof(long));
  for (int i = 0; i < n; i++)
    in[i] = (i * 37 + 11) % 101;
  for (int i = 0; i < h * w; i++)
    img[i] = i % 9;
  kernel_scan(n, in, incl, excl);
  int kept = compact(n, in, flags, pos, out);
  summed_area(h, w, img, sat);
  long q = 0;
  for (int i = 0; i + 10 < h; i += 5)
    for (int j = 0; j + 10 < w; j += 5)
      q += box(w, sat, i, j, i + 10, j + 10);
  long c = incl[n - 1] + excl[n / 2];
  for (int i = 0; i < kept; i += 13)
    c += out[i];
  printf("kept %d q %ld checksum %ld\n", kept, q, c);
  free(in); free(incl); free(excl); free(flags); free(pos); free(out);
  free(img); free(sat);
  return 0;
}
