// throw_catch: a loop whose callee throws an exception the loop catches,
// where the mode says: mode 0 never (the throw's branch derived not
// taken), mode 1 on every seventh value (derived from the counter), mode 2
// where generated data says. The catch names a base class of the thrown
// one. main throws too, on a bad size, which the arguments rule out.
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <vector>

struct Invalid : std::runtime_error {
  int value;
  explicit Invalid(int v) : std::runtime_error("invalid value"), value(v) {}
};

static unsigned lcg = 12345u;
static unsigned next_rand() { return (lcg = lcg * 1103515245u + 12345u) >> 16; }

static int check(int v, int mode)
{
  if (mode == 1 && v % 7 == 3)
    throw Invalid(v);
  if (mode == 2 && next_rand() % 5 == 0)
    throw Invalid(v);
  return v * 2;
}

static long sum_checked(const std::vector<int> &xs, int mode, int *bad)
{
  long s = 0;
  for (size_t i = 0; i < xs.size(); i++) {
    try {
      s += check(static_cast<int>(i), mode);
    } catch (const std::runtime_error &e) {
      (*bad)++;
    }
  }
  return s;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? std::atoi(argv[1]) : 1000;
  int mode = argc > 2 ? std::atoi(argv[2]) : 1;
  if (n <= 0)
    throw std::invalid_argument("the size must be positive");
  std::vector<int> xs(n);
  for (int i = 0; i < n; i++)
    xs[i] = i;
  int bad = 0;
  long s = sum_checked(xs, mode, &bad);
  std::printf("sum %ld, %d invalid\n", s, bad);
  return 0;
}
