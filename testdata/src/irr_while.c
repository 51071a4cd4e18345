/* irr_while: a while loop with a fixed trip count, a do-while stepping
 * down by two, and a while loop around a do-while (2-D fill). */
#define N 256
#define ROWS 20
#define COLS 10

static int A[N];
static int C[ROWS][COLS];
int checksum;

int main(void)
{
  int i, j, k, s = 0;
  i = 0;
  while (i < N) {
    A[i] = i * 3;
    i++;
  }
  k = N - 1;
  do {
    s += A[k];
    k -= 2;
  } while (k >= 0);
  i = 0;
  while (i < ROWS) {
    j = 0;
    do {
      C[i][j] = i + j;
      j++;
    } while (j < COLS);
    i++;
  }
  for (i = 0; i < ROWS; i++)
    s += C[i][COLS - 1];
  checksum = s;
  return 0;
}
