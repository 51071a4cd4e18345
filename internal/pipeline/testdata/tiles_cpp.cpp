// A blocked transpose in C++: size_t counters (unsigned compares), std::min by
// reference for the tile's end, std::vector storage, sizes from strtoul.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

static void transpose(std::vector<double> &b, const std::vector<double> &a, std::size_t n, std::size_t m, std::size_t bs) {
  for (std::size_t ii = 0; ii < n; ii += bs)
    for (std::size_t jj = 0; jj < m; jj += bs)
      for (std::size_t i = ii; i < std::min(ii + bs, n); ++i)
        for (std::size_t j = jj; j < std::min(jj + bs, m); ++j)
          b[j * n + i] = a[i * m + j];
}

int main(int argc, char **argv) {
  std::size_t n = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 100;
  std::size_t m = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 70;
  std::size_t bs = argc > 3 ? std::strtoul(argv[3], nullptr, 10) : 16;
  std::vector<double> a(n * m), b(n * m);
  for (std::size_t i = 0; i < n * m; i++) a[i] = i % 7;
  transpose(b, a, n, m, bs);
  double s = 0;
  for (std::size_t i = 0; i < n * m; i++) s += b[i] * (i % 3);
  std::printf("%.1f\n", s);
}
