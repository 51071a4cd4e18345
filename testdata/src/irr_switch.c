/* irr_switch: a switch on i % 5 inside a loop with four cases (one falling
 * through into the next) and a default. */
#define N 400

static int A[N];
static int B[N];
int checksum;

int main(void)
{
  int i, s = 0;
  for (i = 0; i < N; i++)
    A[i] = (i * 13) % 17;
  for (i = 0; i < N; i++) {
    switch (i % 5) {
    case 0:
      s += A[i];
      break;
    case 1:
      s -= A[i];
      break;
    case 2:
      B[i] = s % 100;
      /* fall through */
    case 3:
      s = (s * 3) % 1000;
      break;
    default:
      B[i] = A[i];
      break;
    }
  }
  for (i = 0; i < N; i++)
    s += B[i];
  checksum = s;
  return 0;
}
