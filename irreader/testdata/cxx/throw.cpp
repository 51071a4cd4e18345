// throw.cpp: a call that throws on every third iteration, caught in the
// loop, and a new[]/delete[] pair.
#include <cstdio>
#include <stdexcept>

static int check(int i) {
  if (i % 3 == 0)
    throw std::runtime_error("multiple of 3");
  return i;
}

int main() {
  int ok = 0, bad = 0;
  for (int i = 0; i < 10; i++) {
    try {
      ok += check(i);
    } catch (const std::exception &) {
      bad++;
    }
  }
  int *p = new int[100];
  for (int i = 0; i < 100; i++)
    p[i] = i;
  std::printf("%d %d %d\n", ok, bad, p[50]);
  delete[] p;
  return 0;
}
