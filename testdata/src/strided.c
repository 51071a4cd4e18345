/* strided: non-unit-stride traversals: the sum of every fourth element,
 * an update of every third element, and a pairwise sum stepping by two.
 * Style: loop increments i += 4, i += 3, i += 2; long counters; a global
 * 1-D array accessed directly in the kernel. */
#ifndef N
#define N 16000
#endif

#define STRIDE4 4
#define STRIDE3 3

static double V[N];
static double W[N / 2];
double checksum;

__attribute__((noinline)) double kernel_strided(void)
{
  long i;
  double s = 0.0;
  for (i = 0; i < N; i += STRIDE4)
    s += V[i];
  for (i = 1; i < N; i += STRIDE3)
    V[i] = 2.0 * V[i] + s;
  for (i = 0; i + 1 < N; i += 2)
    W[i / 2] = V[i] + V[i + 1];
  return s;
}

int main(void)
{
  long i;
  double s;
  for (i = 0; i < N; i++)
    V[i] = (double)(i % 9) * 0.125;
  s = kernel_strided();
  for (i = 0; i < N / 2; i++)
    s += W[i];
  checksum = s;
  return 0;
}
