// Sizes kept in objects: a grid class whose member functions loop over
// this->rows_ and this->cols_, two grids of different shapes, a stencil
// from one into the other, and a free function reading a struct by
// reference.
#include <cstdio>
#include <cstdlib>

class Grid {
 public:
  Grid(int rows, int cols) : rows_(rows), cols_(cols) {
    data_ = new double[(size_t)rows * cols];
  }
  ~Grid() { delete[] data_; }
  void fill(double v) {
    for (int i = 0; i < rows_; i++)
      for (int j = 0; j < cols_; j++)
        data_[i * cols_ + j] = v + i - j;
  }
  double sum() const {
    double s = 0;
    for (int i = 0; i < rows_ * cols_; i++) s += data_[i];
    return s;
  }
  void smooth_into(Grid &out) const {
    for (int i = 1; i < rows_ - 1; i++)
      for (int j = 1; j < cols_ - 1; j++)
        out.data_[(i - 1) * out.cols_ + (j - 1)] =
            (data_[(i - 1) * cols_ + j] + data_[(i + 1) * cols_ + j] +
             data_[i * cols_ + j - 1] + data_[i * cols_ + j + 1]) * 0.25;
  }
  double get(int i, int j) const { return data_[i * cols_ + j]; }
  int rows() const { return rows_; }
  int cols() const { return cols_; }

 private:
  int rows_, cols_;
  double *data_;
};

struct Params { int steps; int stride; };
struct Dims { int n, m; };

// A corner of a grid, its size passed by value from the grid's getters.
static double corner(const Grid &g, Dims d) {
  double s = 0;
  for (int i = 0; i < d.n; i++)
    for (int j = 0; j < d.m; j++) s += g.get(i, j);
  return s;
}

static double sweep(Grid &g, const Params &p) {
  double s = 0;
  for (int t = 0; t < p.steps; t++) {
    g.fill(t);
    s += g.sum();
  }
  return s;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 40;
  int m = argc > 2 ? std::atoi(argv[2]) : 24;
  Grid a(n, m), b(n - 2, m - 2), c(m, n);
  Params p1 = {3, 1}, p2 = {2, 4};
  double s = sweep(a, p1) + sweep(c, p2);
  a.smooth_into(b);
  s += b.sum() + c.rows() * c.cols();
  Dims da = {a.rows(), a.cols()}, dc = {c.rows() - 1, 2};
  s += corner(a, da) + corner(c, dc);
  Grid *h = new Grid(m, 5);
  h->fill(1.5);
  s += h->sum();
  delete h;
  std::printf("%f\n", s);
  return 0;
}
