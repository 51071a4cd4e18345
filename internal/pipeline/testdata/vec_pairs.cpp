// vec_pairs: two std::vector<int> sized from argv, one filled by a
// generator, the other by a rule; a pass whose arms depend on both.
#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char **argv)
{
  int n = argc > 1 ? std::atoi(argv[1]) : 1000;
  std::vector<int> a(n), b(n);
  unsigned s = 3u;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    a[i] = (s >> 16) % 100;
    b[i] = (i * 37) % 100;
  }
  long more = 0, less = 0;
  for (int i = 0; i < n; i++) {
    if (a[i] > b[i])
      more += a[i] - b[i];
    else
      less += b[i] - a[i];
  }
  std::printf("%ld %ld\n", more, less);
  return 0;
}
