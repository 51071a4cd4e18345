// A product whose k loop walks a column of B, rows of 30 cache lines
// (240 doubles): against S sets, a column's lines fall in the sets
// congruent to its line index mod gcd(30, S), so the set pattern of the j
// loop repeats every gcd(30, S) lines, not every line (setmap_test.go).
#define K 240
#define NI 16
#define COLS 240
double A[NI][K], B[K][COLS], C[NI][COLS];

void kernel(void) {
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < COLS; j++)
      for (int k = 0; k < K; k++)
        C[i][j] += A[i][k] * B[k][j];
}

int main(void) {
  for (int k = 0; k < K; k++)
    for (int j = 0; j < COLS; j++)
      B[k][j] = k + j;
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < K; k++)
      A[i][k] = i - k;
  kernel();
  return 0;
}
