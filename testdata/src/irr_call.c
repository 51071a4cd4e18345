/* irr_call: calls inside loops to helper functions whose loop bound is an
 * argument: a full row sum (bound COLS) and a prefix row sum whose bound
 * i + 1 grows with the caller's counter (triangular work). */
#define ROWS 64
#define COLS 48

static double Mat[ROWS][COLS];
static double Sums[ROWS];
static double Tri[ROWS];
double checksum;

__attribute__((noinline)) static double row_sum(const double *row, int len)
{
  int j;
  double s = 0.0;
  for (j = 0; j < len; j++)
    s += row[j];
  return s;
}

__attribute__((noinline)) static void row_scale(double *row, int len, double f)
{
  int j;
  for (j = 0; j < len; j++)
    row[j] *= f;
}

int main(void)
{
  int i, j;
  double s = 0.0;
  for (i = 0; i < ROWS; i++)
    for (j = 0; j < COLS; j++)
      Mat[i][j] = (double)((i + j) % 8);
  for (i = 0; i < ROWS; i++)
    Sums[i] = row_sum(Mat[i], COLS);
  for (i = 0; i < ROWS; i++) {
    row_scale(Mat[i], COLS, 0.5);
    Tri[i] = row_sum(Mat[i], i < COLS ? i + 1 : COLS);
  }
  for (i = 0; i < ROWS; i++)
    s += Sums[i] + Tri[i];
  checksum = s;
  return 0;
}
