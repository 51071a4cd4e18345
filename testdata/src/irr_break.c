/* irr_break: continue on every fourth iteration, a break at a fixed
 * iteration, a search loop that breaks on the first match of a value, and
 * an inner loop cut short by break (triangular work). */
#define N 512
#define STOP_AT 200
#define TARGET 77
#define ROWS 32

static int A[N];
static int T[ROWS][ROWS];
int checksum;

int main(void)
{
  int i, j, s = 0, pos = -1;
  for (i = 0; i < N; i++)
    A[i] = (i * 11) % 97;
  for (i = 0; i < N; i++) {
    if (i % 4 == 3)
      continue;
    s += A[i];
    if (i == STOP_AT)
      break;
  }
  for (i = 0; i < N; i++) {
    if (A[i] == TARGET) {
      pos = i;
      break;
    }
  }
  for (i = 0; i < ROWS; i++)
    for (j = 0; j < ROWS; j++) {
      if (j > i)
        break;
      T[i][j] = i - j;
      s += T[i][j];
    }
  checksum = s + pos;
  return 0;
}
