// A matrix class holding its sizes and a std::vector<double>, read and
// written through operator() (a const one returning the value it loads):
// a product of two matrices whose sizes come from argv.
#include <cstdio>
#include <cstdlib>
#include <vector>

class Matrix {
 public:
  Matrix(int r, int c) : rows_(r), cols_(c), data_(static_cast<size_t>(r) * c, 0.0) {}
  double &operator()(int i, int j) { return data_[static_cast<size_t>(i) * cols_ + j]; }
  double operator()(int i, int j) const { return data_[static_cast<size_t>(i) * cols_ + j]; }
  int rows() const { return rows_; }
  int cols() const { return cols_; }
 private:
  int rows_, cols_;
  std::vector<double> data_;
};

static Matrix multiply(const Matrix &a, const Matrix &b) {
  Matrix c(a.rows(), b.cols());
  for (int i = 0; i < a.rows(); i++)
    for (int k = 0; k < a.cols(); k++) {
      double aik = a(i, k);
      for (int j = 0; j < b.cols(); j++) c(i, j) += aik * b(k, j);
    }
  return c;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 64;
  Matrix a(n, n), b(n, n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) { a(i, j) = (i + j) % 7; b(i, j) = (i * j) % 5; }
  Matrix c = multiply(a, b);
  double s = 0;
  for (int i = 0; i < n; i++) s += c(i, i);
  std::printf("%g\n", s);
  return 0;
}
