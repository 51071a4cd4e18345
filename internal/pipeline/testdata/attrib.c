/* attrib: two global arrays of 1024 doubles (8 KiB each, so both fit a
 * 32 KiB L1), read once cold, then read again while a second array is
 * written. By hand, with 64-byte lines: the sum's loads of a miss once per
 * line, 128 times; the copy's loads of a all hit (a is still in L1); its
 * stores to b miss 128 times. Every miss is a compulsory miss, so L2 misses
 * the same lines. */
#define N 1024

double a[N], b[N];

double sum(void)
{
  double s = 0;
  for (int i = 0; i < N; i++)
    s += a[i];
  return s;
}

void scale(void)
{
  for (int i = 0; i < N; i++)
    b[i] = 2 * a[i];
}

int main(void)
{
  double s = sum();
  scale();
  return s > 0;
}
