double A[64], B[64];

double sum(double *x, int n) {
  double s = 0;
  for (int k = 0; k < n; k++)
    s += x[k];
  return s;
}

int main(void) {
  for (int i = 0; i < 64; i++)
    A[i] = i;
  for (int j = 0; j < 64; j++)
    B[j] = 2 * A[j];
  return (int)sum(B, 64);
}
