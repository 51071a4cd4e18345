// All of the program's memory accesses are in a function it registers to
// run at exit.
#include <stdlib.h>
#define N 100000
int A[N];
long sink;
static void handler(void) {
  long s = 0;
  for (int i = 0; i < N; i++) s += A[i];
  sink = s;
}
int main(void) {
  atexit(handler);
  return 0;
}
