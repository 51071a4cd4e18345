/* A harness whose kernels -O2 inlines into main: a static one (no body
 * left) and an external one (its copy stays, uncalled), with main's own
 * accesses between them (the initialisation and the checksum). */
#include <stdio.h>
#include <stdlib.h>

static void smooth(double *a, const double *b, int n)
{
	for (int i = 1; i < n - 1; i++)
		a[i] = (b[i - 1] + b[i] + b[i + 1]) / 3;
}

double gather(const double *a, const int *idx, int n)
{
	double s = 0;
	for (int i = 0; i < n; i++)
		s += a[idx[i]];
	return s;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3000;
	double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
	int *idx = malloc(n * sizeof *idx);
	for (int i = 0; i < n; i++) {
		b[i] = i;
		idx[i] = (int)((i * 7919L) % n);
	}
	smooth(a, b, n);
	double s = gather(a, idx, n - 2);
	printf("%f\n", s);
	free(a);
	free(b);
	free(idx);
	return 0;
}
