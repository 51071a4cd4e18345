/* omp_lu: LU factorisation without pivoting where, for each k, the
 * triangular update of rows i = k+1..n is a "parallel for" (the work-shared
 * loop shrinks as k grows); a diagonally dominant matrix of small integers. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

void kernel_lu(int n, double *A)
{
  for (int k = 0; k < n; k++) {
#pragma omp parallel for schedule(static)
    for (int i = k + 1; i < n; i++) {
      double l = A[i * n + k] / A[k * n + k];
      A[i * n + k] = l;
      for (int j = k + 1; j < n; j++)
        A[i * n + j] -= l * A[k * n + j];
    }
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 80;
  double *A = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] = (i == j) ? 2.0 * n : (double)((i * 3 + j) % 5);
  kernel_lu(n, A);
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += A[i * n + i] + A[i * n + (n - 1 - i)];
  printf("checksum %.9f\n", s);
  free(A);
  return 0;
}
