// One branch the analysis cannot derive after a loop it can: only the
// then-block's count rests on the estimate (estimate_test.go).
int f(int *a) {
  int s = 0;
  for (int i = 0; i < 100; i++)
    s += a[i];
  if (s > 7)
    s = a[0];
  return s;
}

int a[100];

int main(void) { return f(a); }
