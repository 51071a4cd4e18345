/* driver: runs a sequence of allocation calls given as arguments and
 * prints where glibc put each block, for TestMallocModelGlibc.
 *   m:N      malloc(N)           c:N:S    calloc(N, S)
 *   a:A:N    posix_memalign(&p, A, N)     r:I:N    realloc(block I, N)
 *   f:I      free(block I)
 * Blocks are numbered from 0 in the order they were allocated (a realloc
 * makes a new number). For each block it prints "h OFFSET" (bytes from the
 * program break at start) or, for an mmap'd chunk, "m ADDRESS%4096".
 * Output is written with write(2) at the end: stdio would allocate its
 * buffer on the heap. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAXB 4096
static void *blk[MAXB];
static char out[MAXB * 24];

int main(int argc, char **argv)
{
	char *start = sbrk(0);
	int nb = 0;
	size_t o = 0;
	for (int i = 1; i < argc && nb < MAXB; i++) {
		char *s = argv[i], *e;
		void *p = NULL;
		char op = s[0];
		unsigned long x = strtoul(s + 2, &e, 10), y = 0;
		if (*e == ':')
			y = strtoul(e + 1, NULL, 10);
		switch (op) {
		case 'm': p = malloc(x); break;
		case 'c': p = calloc(x, y); break;
		case 'a':
			if (posix_memalign(&p, x, y))
				p = NULL;
			break;
		case 'r': p = realloc(blk[x], y); blk[x] = NULL; break;
		case 'f': free(blk[x]); blk[x] = NULL; continue;
		}
		blk[nb++] = p;
		size_t sz = ((size_t *)p)[-1];
		if (sz & 2)
			o += (size_t)snprintf(out + o, sizeof out - o, "m %lu\n", (unsigned long)((uintptr_t)p % 4096));
		else
			o += (size_t)snprintf(out + o, sizeof out - o, "h %ld\n", (long)((char *)p - start));
	}
	write(1, out, o);
	return 0;
}
