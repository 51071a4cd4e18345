/* irr_datadep: loops whose trip counts depend on data with known values:
 * halving x = 1000000 until it reaches 1 (19 steps), the Collatz sequence
 * from 27 (111 steps, with an odd/even branch), and a scan that stops at a
 * sentinel placed at a known position. */
#define N 128
#define SENTINEL_POS 90

/* Known inputs, external so that -O2 keeps the loops. */
int start_value = 1000000;
int collatz_start = 27;
static int Log[64];
static int A[N];
int checksum;

int main(void)
{
  int x = start_value, steps = 0, n = collatz_start, count = 0, i, s = 0;
  while (x > 1) {
    x = x / 2;
    Log[steps] = x;
    steps++;
  }
  while (n != 1) {
    if (n % 2)
      n = 3 * n + 1;
    else
      n = n / 2;
    count++;
  }
  for (i = 0; i < N; i++)
    A[i] = (i == SENTINEL_POS) ? -1 : i % 10;
  i = 0;
  while (A[i] >= 0) {
    s += A[i];
    i++;
  }
  checksum = s + count + Log[steps - 1];
  return 0;
}
