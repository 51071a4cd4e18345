// A C++ class keeping its sizes in members set by its constructor, read
// through getters in a kernel's loop tests; two objects of different
// shapes (the constructor's parameters bound per object).
#include <cstdio>
#include <cstdlib>
#include <vector>

class Matrix {
public:
  Matrix(int r, int c) : rows_(r), cols_(c), data_(static_cast<size_t>(r) * c) {}
  double &at(int i, int j) { return data_[static_cast<size_t>(i) * cols_ + j]; }
  int rows() const { return rows_; }
  int cols() const { return cols_; }

private:
  int rows_, cols_;
  std::vector<double> data_;
};

static void transpose(Matrix &a, Matrix &b) {
  for (int i = 0; i < a.rows(); ++i)
    for (int j = 0; j < a.cols(); ++j)
      b.at(j, i) = a.at(i, j);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 60;
  int m = argc > 2 ? std::atoi(argv[2]) : 40;
  Matrix a(n, m), b(m, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a.at(i, j) = i + j;
  transpose(a, b);
  std::printf("%f\n", b.at(3, 4));
  return 0;
}
