// newarr: new[] and new in C++ (libstdc++ allocates its emergency pool
// before main).
#include <cstdint>
#include <cstdio>
#include <cstdlib>

struct Point {
  double x, y, z;
};

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 2000;
  double *a = new double[n];
  Point *p = new Point[n];
  long *one = new long(7);
  double s = 0;
  for (int i = 0; i < n; i++) {
    a[i] = i;
    p[i].x = a[i];
    s += p[i].x;
  }
  *one = (long)s;
  printf("%lu\n%lu\n%lu\n", (unsigned long)((uintptr_t)a % 4096), (unsigned long)((uintptr_t)p % 4096),
         (unsigned long)((uintptr_t)one % 4096));
  delete one;
  delete[] p;
  delete[] a;
  return 0;
}
