// lambda.cpp: a class template, a function template taking a lambda, and a
// lambda capturing by reference.
#include <cstdio>

template <typename T, int N> struct Array {
  T a[N];
  T sum() const {
    T s = 0;
    for (int i = 0; i < N; i++)
      s += a[i];
    return s;
  }
};

template <typename F> void apply(int *a, int n, F f) {
  for (int i = 0; i < n; i++)
    a[i] = f(a[i]);
}

int main(int argc, char **argv) {
  Array<float, 16> x;
  for (int i = 0; i < 16; i++)
    x.a[i] = i;
  int b[32];
  for (int i = 0; i < 32; i++)
    b[i] = 32 - i;
  int k = argc + 2, calls = 0;
  apply(b, 32, [k, &calls](int v) {
    calls++;
    return v * k;
  });
  std::printf("%f %d %d\n", x.sum(), b[0], calls);
  return 0;
}
