// std::vector in the shapes C++ code uses it: vectors sized from argv, a
// class holding its size and its vectors, kernels taking vectors by (const)
// reference and indexing them with an int counter, a matrix as one vector
// indexed i * m + j, a harness in main. At -O2 everything is inlined into
// main: the vectors' storage comes from operator new behind invokes (whose
// landing pads are taken as never reached), the zero fill is a memset, and
// the destructors test the storage against null.
#include <cstdio>
#include <cstdlib>
#include <vector>

struct Field {
  int n;
  std::vector<double> u, v;
  explicit Field(int n) : n(n), u(n), v(n) {}
};

static void relax(Field &f, double w) {
  for (int i = 1; i < f.n - 1; i++)
    f.v[i] = (1 - w) * f.v[i] + w * 0.5 * (f.u[i - 1] + f.u[i + 1]);
}

static void matvec(int n, int m, const std::vector<double> &a, const std::vector<double> &x, std::vector<double> &y) {
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < m; j++)
      s += a[i * m + j] * x[j];
    y[i] = s;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 1000;
  int m = argc > 2 ? std::atoi(argv[2]) : 100;
  Field f(n);
  for (int i = 0; i < n; i++)
    f.u[i] = i % 7;
  for (int s = 0; s < 3; s++)
    relax(f, 0.5);
  std::vector<double> a(m * m), x(m), y(m);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] = (i + j) % 5;
  for (int j = 0; j < m; j++)
    x[j] = j;
  matvec(m, m, a, x, y);
  std::printf("%f %f\n", f.v[n / 2], y[m / 2]);
  return 0;
}
