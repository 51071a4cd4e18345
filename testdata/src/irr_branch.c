/* irr_branch: if/else chains inside a loop, decided by i % 3 and by
 * comparing i with a constant (both data-independent). */
#define N 300

static int A[N];
static int B[N];
int checksum;

int main(void)
{
  int i, s = 0;
  for (i = 0; i < N; i++)
    A[i] = (i * 7) % 11;
  for (i = 0; i < N; i++) {
    if (i % 3 == 0)
      B[i] = A[i] * 2;
    else if (i % 3 == 1)
      B[i] = A[i] + 5;
    else
      B[i] = A[i] - 1;
    if (i < N / 4)
      s += B[i];
    else
      s -= A[i];
  }
  checksum = s;
  return 0;
}
