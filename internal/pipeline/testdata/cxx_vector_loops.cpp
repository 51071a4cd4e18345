// std::vector loops as C++ code writes them: range-for, index up to
// size(), iterators from begin() to end(), std::accumulate and std::fill,
// a copy, a fill-value constructor and a class holding its matrix as one
// vector, all sized from argv. At -O2 everything is inlined into main and
// a vector's storage is a pair of pointers joined from three paths (no
// element, one element, n elements).
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <algorithm>
#include <vector>

struct Mat {
  int rows, cols;
  std::vector<double> d;
  Mat(int r, int c) : rows(r), cols(c), d((size_t)r * c) {}
  double &at(int i, int j) { return d[(size_t)i * cols + j]; }
};

static double sum_range(const std::vector<double> &v) {
  double s = 0;
  for (double x : v)
    s += x;
  return s;
}

static double sum_index(const std::vector<double> &v) {
  double s = 0;
  for (size_t i = 0; i < v.size(); i++)
    s += v[i] * (double)i;
  return s;
}

static long count_iter(const std::vector<int> &v) {
  long c = 0;
  for (std::vector<int>::const_iterator it = v.begin(); it != v.end(); ++it)
    c += *it;
  return c;
}

static void scale(std::vector<double> &v, double a) {
  for (auto &x : v)
    x *= a;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int r = argc > 2 ? atoi(argv[2]) : 40;
  int c = argc > 3 ? atoi(argv[3]) : 30;
  std::vector<double> a(n);
  for (int i = 0; i < n; i++)
    a[i] = i % 13;
  std::vector<double> b(a);
  scale(b, 0.5);
  std::vector<int> k(n, 7);
  Mat m(r, c);
  for (int i = 0; i < m.rows; i++)
    for (int j = 0; j < m.cols; j++)
      m.at(i, j) = i - j;
  std::fill(b.begin(), b.end(), 2.0);
  double s = sum_range(a) + sum_index(b) + sum_range(m.d);
  s += std::accumulate(a.begin(), a.end(), 0.0);
  long t = count_iter(k);
  printf("%f %ld\n", s, t);
  return 0;
}
