// omp_vector: OpenMP over std::vector in C++: a guided-schedule loop that
// normalises each row of a jagged std::vector<std::vector<int>> and a
// parallel reduction over the result (integer arithmetic, so the result
// does not depend on the thread count).
#include <cstdio>
#include <cstdlib>
#include <omp.h>
#include <vector>

long kernel_rows(std::vector<std::vector<int>> &rows)
{
  long total = 0;
  int nrows = static_cast<int>(rows.size());
#pragma omp parallel for schedule(guided) reduction(+ : total)
  for (int r = 0; r < nrows; r++) {
    std::vector<int> &row = rows[r];
    int mx = 1;
    for (int v : row)
      if (v > mx)
        mx = v;
    for (int &v : row) {
      v = v * 1000 / mx;
      total += v;
    }
  }
  return total;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? std::atoi(argv[1]) : 600;
  std::vector<std::vector<int>> rows(n);
  unsigned s = 6u;
  for (int r = 0; r < n; r++) {
    int len = 1 + r % 50 + (r % 61 == 0 ? 300 : 0);
    rows[r].reserve(len);
    for (int k = 0; k < len; k++) {
      s = s * 1664525u + 1013904223u;
      rows[r].push_back(static_cast<int>((s >> 10) % 5000));
    }
  }
  long total = kernel_rows(rows);
  long chk = 0;
  for (int r = 0; r < n; r += 7)
    chk += rows[r][0];
  std::printf("total %ld checksum %ld\n", total, chk);
  return 0;
}
