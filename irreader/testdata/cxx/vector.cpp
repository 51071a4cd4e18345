// vector.cpp: a std::vector filled with push_back and summed with a range for.
#include <cstdio>
#include <vector>

int main(int argc, char **argv) {
  int n = argc > 1 ? 1000 : 100;
  std::vector<double> v;
  for (int i = 0; i < n; i++)
    v.push_back(i * 0.5);
  double sum = 0;
  for (double x : v)
    sum += x;
  std::printf("%f\n", sum);
  return 0;
}
