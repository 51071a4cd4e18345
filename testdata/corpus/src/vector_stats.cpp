// vector_stats: statistics over std::vector<double> samples grown with
// push_back: mean and variance with range-for, min/max with iterators,
// the median after std::sort, and a moving average into a second vector.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

struct Summary {
  double mean, var, lo, hi, median;
};

Summary kernel_stats(std::vector<double> &v)
{
  Summary s{0.0, 0.0, v[0], v[0], 0.0};
  for (double x : v)
    s.mean += x;
  s.mean /= v.size();
  for (double x : v)
    s.var += (x - s.mean) * (x - s.mean);
  s.var /= v.size();
  for (auto it = v.begin(); it != v.end(); ++it) {
    if (*it < s.lo)
      s.lo = *it;
    if (*it > s.hi)
      s.hi = *it;
  }
  std::sort(v.begin(), v.end());
  s.median = v[v.size() / 2];
  return s;
}

static std::vector<double> moving_average(const std::vector<double> &v, size_t w)
{
  std::vector<double> out;
  out.reserve(v.size());
  double acc = 0.0;
  for (size_t i = 0; i < v.size(); i++) {
    acc += v[i];
    if (i >= w)
      acc -= v[i - w];
    out.push_back(acc / (i < w ? i + 1 : w));
  }
  return out;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? std::atoi(argv[1]) : 8000;
  std::vector<double> v;
  unsigned s = 1234u;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    v.push_back((s >> 8) % 10000 / 100.0);
  }
  std::vector<double> ma = moving_average(v, 16);
  Summary r = kernel_stats(v);
  double tail = 0.0;
  for (size_t i = ma.size() - 100; i < ma.size(); i++)
    tail += ma[i];
  std::printf("mean %.4f var %.4f lo %.2f hi %.2f median %.2f tail %.4f\n",
              r.mean, r.var, r.lo, r.hi, r.median, tail);
  return 0;
}
