// throw.cpp: a loop whose call throws on every third iteration, caught in
// the loop. kernel(n) makes ceil(n/3) throws: 34 for n = 100.
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

static int check(int i) {
  if (i % 3 == 0)
    throw std::runtime_error("multiple of 3");
  return i;
}

extern "C" __attribute__((noinline)) int kernel(int n, int *bad) {
  int ok = 0;
  for (int i = 0; i < n; i++) {
    try {
      ok += check(i);
    } catch (const std::exception &) {
      ++*bad;
    }
  }
  return ok;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 100;
  int bad = 0;
  int ok = kernel(n, &bad);
  std::printf("%d %d\n", ok, bad);
  return 0;
}
