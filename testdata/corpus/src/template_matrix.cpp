// template_matrix: a class template Matrix<T> over std::vector<T> storage
// with operator(), a templated multiply and a templated dot product,
// instantiated for float and long.
#include <cstdio>
#include <cstdlib>
#include <vector>

template <typename T> class Matrix {
  int r, c;
  std::vector<T> d;

public:
  Matrix(int r, int c) : r(r), c(c), d(static_cast<size_t>(r) * c, T(0)) {}
  int rows() const { return r; }
  int cols() const { return c; }
  T &operator()(int i, int j) { return d[static_cast<size_t>(i) * c + j]; }
  const T &operator()(int i, int j) const { return d[static_cast<size_t>(i) * c + j]; }
  T sum() const
  {
    T s = T(0);
    for (const T &x : d)
      s += x;
    return s;
  }
};

template <typename T>
void kernel_multiply(const Matrix<T> &a, const Matrix<T> &b, Matrix<T> &out)
{
  for (int i = 0; i < a.rows(); i++)
    for (int j = 0; j < b.cols(); j++) {
      T s = T(0);
      for (int k = 0; k < a.cols(); k++)
        s += a(i, k) * b(k, j);
      out(i, j) = s;
    }
}

template <typename T> T dot(const std::vector<T> &x, const std::vector<T> &y)
{
  T s = T(0);
  for (size_t i = 0; i < x.size(); i++)
    s += x[i] * y[i];
  return s;
}

template <typename T> T run(int n)
{
  Matrix<T> a(n, n + 2), b(n + 2, n), c(n, n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n + 2; j++) {
      a(i, j) = static_cast<T>((i + j) % 5);
      b(j, i) = static_cast<T>((i * j) % 3);
    }
  kernel_multiply(a, b, c);
  std::vector<T> x(n), y(n);
  for (int i = 0; i < n; i++) {
    x[i] = c(i, i);
    y[i] = c(n - 1 - i, i);
  }
  return c.sum() + dot(x, y);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? std::atoi(argv[1]) : 36;
  float f = run<float>(n);
  long l = run<long>(n);
  std::printf("float %.1f long %ld\n", f, l);
  return 0;
}
