/* context: main fills a (512 doubles, 4 KiB: it fits any L1 of the tests)
 * and then calls kernel, which reads a twice. By hand, with 64-byte lines:
 * kernel alone from an empty cache misses a's 64 lines on its first pass
 * and hits them all on the second; in the program's context (the cache
 * state main leaves, what valgrind --toggle-collect=kernel counts) a is
 * already cached and kernel's reads of a never miss. */
#define N 512

double a[N];
double sink;

void kernel(void)
{
  double s = 0;
  for (int r = 0; r < 2; r++)
    for (int i = 0; i < N; i++)
      s += a[i];
  sink = s;
}

int main(void)
{
  for (int i = 0; i < N; i++)
    a[i] = i;
  kernel();
  return 0;
}
