/* scalars: loops whose memory accesses are only scalars and constant-index
 * array elements (for these the static reuse profile must equal the measured
 * one exactly). A Fibonacci-like recurrence in the outer loop, a polynomial
 * with constant-index coefficients in the inner loop, a loop of constant trip
 * count after the nest, and a call. */
long sink;

__attribute__((noinline)) static long mix(long a, long b)
{
  long r = a * 31 + b;
  return r % 1000003;
}

__attribute__((noinline)) long kernel_scalars(int n, int m)
{
  long acc = 0, prev = 1, cur = 1, t;
  int c[4];
  int i, j, k;
  /* Element by element: an initializer list becomes llvm.memcpy at -O0,
   * which the static side does not count as an access yet. */
  c[0] = 3;
  c[1] = 1;
  c[2] = 4;
  c[3] = 1;
  for (i = 0; i < n; i++) {
    t = prev + cur;
    prev = cur;
    cur = t % 1000003;
    for (j = 0; j < m; j++)
      acc += c[0] + c[1] * j + c[2] * i + c[3] * cur;
    acc = mix(acc, c[2]);
  }
  for (k = 0; k < 7; k++)
    acc += c[k & 3];
  return acc + prev;
}

int main(void)
{
  sink = kernel_scalars(300, 50);
  return 0;
}
