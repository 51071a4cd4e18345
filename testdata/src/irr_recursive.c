/* irr_recursive: recursion: factorial of a known argument and a
 * divide-and-conquer array sum that recurses on halves until a block of at
 * most LEAF elements is summed with a loop. */
#define N 256
#define LEAF 8

/* Inputs are external globals so that -O2 cannot fold the recursion away. */
int fact_arg = 10;
static double A[N];
double checksum;

static long factorial(int n)
{
  if (n <= 1)
    return 1;
  return n * factorial(n - 1);
}

static double tree_sum(const double *a, int lo, int hi)
{
  int i, mid;
  double s = 0.0;
  if (hi - lo <= LEAF) {
    for (i = lo; i < hi; i++)
      s += a[i];
    return s;
  }
  mid = lo + (hi - lo) / 2;
  return tree_sum(a, lo, mid) + tree_sum(a, mid, hi);
}

int main(void)
{
  int i;
  for (i = 0; i < N; i++)
    A[i] = (double)(i % 6);
  checksum = (double)factorial(fact_arg) + tree_sum(A, 0, N);
  return 0;
}
