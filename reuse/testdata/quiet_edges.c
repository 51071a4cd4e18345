/* Loops whose line periods or addresses fool a quiet-class test that
 * trusts the period, three points or the first inner iteration
 * (TestQuietFoldingExact). Regenerate quiet_edges.O0.ll from this
 * directory with:
 *   clang-14 -S -emit-llvm -g -gdwarf-4 -fno-discard-value-names \
 *     -fdebug-prefix-map=$PWD=. -O0 quiet_edges.c -o quiet_edges.O0.ll
 */
#define N 1234

static int B[N];
static double A[N];
static double W[200 * 30];
static int X[4096];
static double C[64];
double s;

/* A[i / 5] stands still for five iterations, then moves. */
__attribute__((noinline)) void kernel_div(void)
{
  int i;
  for (i = 0; i < N; i++)
    s += B[i] + A[i / 5];
}

/* A[i * j]: the inner stride is i's. */
__attribute__((noinline)) void kernel_cross(void)
{
  int i, j;
  for (i = 0; i < 200; i++) {
    s += B[i];
    for (j = 0; j < 30; j++)
      s += W[i * j];
  }
}

/* X[i * k]: the period at k = 2 is not k = 3's. */
__attribute__((noinline)) void kernel_stride(void)
{
  int k, i;
  for (k = 2; k < 5; k++)
    for (i = 0; i < 200; i++)
      s += X[0] + X[i * k];
}

/* An inner loop under a long outer one: periods shortened under a small
 * event budget. */
__attribute__((noinline)) void kernel_short(void)
{
  int i, j;
  for (i = 0; i < 1000; i++) {
    s += B[i];
    for (j = 0; j < 30; j++)
      s += C[j];
  }
}

/* A[j] reads j before the inner loop sets it. */
__attribute__((noinline)) void kernel_sidefx(void)
{
  int t, i, j = 0;
  for (t = 0; t < 3; t++)
    for (i = 0; i < 1000; i++) {
      s += C[j];
      for (j = 0; j < 4; j++)
        s += A[i];
    }
}

int main(void)
{
  kernel_div();
  kernel_cross();
  kernel_stride();
  kernel_short();
  kernel_sidefx();
  return 0;
}
