/* A benchmark harness whose few accesses outside the kernel lie in memory
 * the IR does not place: the size from argv[1] (the argument array is where
 * the kernel puts it), a timer's struct timespec (at -O2 a slot of main's
 * frame, where the register allocator puts it) and libc's stderr. The
 * kernel walks the columns of a heap matrix, so a line more or less in a
 * set shows in its misses. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static double colsum(const double *a, int rows, int cols)
{
	double s = 0;
	for (int j = 0; j < cols; j++)
		for (int i = 0; i < rows; i++)
			s += a[(size_t)i * cols + j];
	return s;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 60;
	double *a = malloc((size_t)n * n * sizeof *a);
	for (int k = 0; k < n * n; k++)
		a[k] = k % 7;
	double t0 = now();
	double s = colsum(a, n, n) + colsum(a, n, n);
	double t1 = now();
	fprintf(stderr, "%.3f s\n", t1 - t0);
	printf("%f\n", s);
	free(a);
	return 0;
}
