/* kmeans: Lloyd's k-means on 2-D points: the assignment step keeps the
 * minimum distance (if (d < best) ...), the update step accumulates
 * through the label (sum[label[i]] += x), and the loop runs while labels
 * change, up to an iteration cap. */
#include <float.h>
#include <stdio.h>
#include <stdlib.h>

int kernel_assign(int n, int k, const double *px, const double *py,
                  const double *cx, const double *cy, int *label)
{
  int changed = 0;
  for (int i = 0; i < n; i++) {
    double best = DBL_MAX;
    int arg = 0;
    for (int c = 0; c < k; c++) {
      double dx = px[i] - cx[c], dy = py[i] - cy[c];
      double d = dx * dx + dy * dy;
      if (d < best) {
        best = d;
        arg = c;
      }
    }
    if (label[i] != arg) {
      label[i] = arg;
      changed++;
    }
  }
  return changed;
}

static void update(int n, int k, const double *px, const double *py,
                   const int *label, double *cx, double *cy, double *sx,
                   double *sy, int *cnt)
{
  for (int c = 0; c < k; c++) {
    sx[c] = sy[c] = 0.0;
    cnt[c] = 0;
  }
  for (int i = 0; i < n; i++) {
    sx[label[i]] += px[i];
    sy[label[i]] += py[i];
    cnt[label[i]]++;
  }
  for (int c = 0; c < k; c++)
    if (cnt[c] > 0) {
      cx[c] = sx[c] / cnt[c];
      cy[c] = sy[c] / cnt[c];
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 3000;
  int k = argc > 2 ? atoi(argv[2]) : 8;
  double *px = malloc(n * sizeof(double)), *py = malloc(n * sizeof(double));
  double *cx = malloc(k * sizeof(double)), *cy = malloc(k * sizeof(double));
  double *sx = malloc(k * sizeof(double)), *sy = malloc(k * sizeof(double));
  int *cnt = malloc(k * sizeof(int)), *label = malloc(n * sizeof(int));
  unsigned s = 77u;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    int blob = (s >> 28) % 5;
    s = s * 1664525u + 1013904223u;
    px[i] = blob * 4.0 + ((s >> 16) % 1000) / 400.0;
    s = s * 1664525u + 1013904223u;
    py[i] = (blob % 2) * 6.0 + ((s >> 16) % 1000) / 400.0;
    label[i] = -1;
  }
  for (int c = 0; c < k; c++) {
    cx[c] = px[c * (n / k)];
    cy[c] = py[c * (n / k)];
  }
  int it = 0, changed;
  do {
    changed = kernel_assign(n, k, px, py, cx, cy, label);
    update(n, k, px, py, label, cx, cy, sx, sy, cnt);
    it++;
  } while (changed > 0 && it < 50);
  double chk = 0.0;
  for (int c = 0; c < k; c++)
    chk += cx[c] * (c + 1) + cy[c];
  printf("iterations %d checksum %.6f\n", it, chk);
  free(px); free(py); free(cx); free(cy); free(sx); free(sy); free(cnt);
  free(label);
  return 0;
}
