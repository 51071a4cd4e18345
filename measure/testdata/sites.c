/* sites.c: per-site misses derivable by hand (TestSitesHand). kernel streams
 * a 64-byte-aligned array of 512 doubles (4 KiB, 64 lines) twice: the first
 * loop's load of a[i] misses once per line (every 8th access) in a cold
 * cache, the second loop's hits every time in an L1 that holds the array. */
#define N 512
double a[N] __attribute__((aligned(64)));
double sum;
__attribute__((noinline)) void kernel(void) {
  double s = 0;
  for (int i = 0; i < N; i++)
    s += a[i]; /* stream */
  for (int i = 0; i < N; i++)
    s += a[i]; /* reread */
  sum = s; /* result */
}
int main(void) {
  for (int i = 0; i < N; i++)
    a[i] = i;
  kernel();
  return sum > 0 ? 0 : 1;
}
