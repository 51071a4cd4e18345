/* lu_whole: LU decomposition with partial pivoting on a heap matrix sized
 * from argv, in a harness that initialises, factors and prints a checksum:
 * a whole program for the Callgrind comparison of measure. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static void init(int n, double *A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] = (i == j) ? n + 1.0 : 1.0 / (1.0 + i + j);
}

void lu(int n, double *A) {
  for (int k = 0; k < n; k++) {
    int p = k;
    double mx = fabs(A[k * n + k]);
    for (int i = k + 1; i < n; i++)
      if (fabs(A[i * n + k]) > mx) { mx = fabs(A[i * n + k]); p = i; }
    if (p != k)
      for (int j = 0; j < n; j++) {
        double t = A[k * n + j]; A[k * n + j] = A[p * n + j]; A[p * n + j] = t;
      }
    for (int i = k + 1; i < n; i++) {
      double l = A[i * n + k] / A[k * n + k];
      A[i * n + k] = l;
      for (int j = k + 1; j < n; j++)
        A[i * n + j] -= l * A[k * n + j];
    }
  }
}

static double checksum(int n, const double *A) {
  double s = 0;
  for (int i = 0; i < n * n; i++) s += A[i] * (1 + i % 7);
  return s;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 200;
  double *A = malloc(sizeof(double) * n * n);
  init(n, A);
  lu(n, A);
  printf("n=%d checksum=%.6e\n", n, checksum(n, A));
  free(A);
  return 0;
}
