// Plain clang output discards value names; names_test.go checks the names
// irreader takes from debug info instead.
int scale(int n, int *restrict out, const int *in, int unused) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    out[i] = 2 * in[i];
    s += out[i];
  }
  return s;
}

static int twice(int k) { return 2 * k; }

int main(int argc, char **argv) {
  int a[8] = {1, 2, 3, 4, 5, 6, 7, 8}, b[8];
  return scale(8, b, a, 0) + twice(argc);
}
