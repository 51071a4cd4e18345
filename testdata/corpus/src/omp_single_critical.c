/* omp_single_critical: one "parallel" region: a "single" block sets up the
 * bin width, an "omp for" builds per-thread histograms of the data, and a
 * "critical" section merges them into the shared histogram; a second
 * "single" computes the mode after the barrier. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define NBINS 64

void kernel_hist(int n, const int *data, int *hist, int *mode, int *nthreads)
{
  int width = 0;
#pragma omp parallel
  {
    int local[NBINS];
    for (int b = 0; b < NBINS; b++)
      local[b] = 0;
#pragma omp single
    {
      int mx = 0;
      for (int i = 0; i < n; i++)
        if (data[i] > mx)
          mx = data[i];
      width = mx / NBINS + 1;
      *nthreads = omp_get_num_threads();
    }
#pragma omp for schedule(static)
    for (int i = 0; i < n; i++)
      local[data[i] / width]++;
#pragma omp critical
    {
      for (int b = 0; b < NBINS; b++)
        hist[b] += local[b];
    }
#pragma omp barrier
#pragma omp single
    {
      int best = 0;
      for (int b = 1; b < NBINS; b++)
        if (hist[b] > hist[best])
          best = b;
      *mode = best;
    }
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 80000;
  int *data = malloc(n * sizeof(int));
  int hist[NBINS] = {0};
  int mode = -1, nthreads = 0;
  unsigned s = 13u;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    data[i] = (int)((s >> 16) % 3000 + (s >> 4) % 2000);
  }
  kernel_hist(n, data, hist, &mode, &nthreads);
  long chk = 0;
  for (int b = 0; b < NBINS; b++)
    chk = (chk * 31 + hist[b]) % 1000000007;
  fprintf(stderr, "threads %d\n", nthreads);
  printf("mode %d checksum %ld\n", mode, chk);
  free(data);
  return 0;
}
