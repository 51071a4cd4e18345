// A chain of twelve calls, main -> f0 -> ... -> f11, with the work at the
// bottom: no recursion, so the static trace follows every call and walks
// the streaming loop, as the run does.
#include <stdio.h>
#define N 4096
double A[N], B[N];
void f11(void) {
  for (int r = 0; r < 4; r++)
    for (int i = 0; i < N; i++)
      A[i] += B[i];
}
void f10(void) { f11(); }
void f9(void) { f10(); }
void f8(void) { f9(); }
void f7(void) { f8(); }
void f6(void) { f7(); }
void f5(void) { f6(); }
void f4(void) { f5(); }
void f3(void) { f4(); }
void f2(void) { f3(); }
void f1(void) { f2(); }
void f0(void) { f1(); }
int main(void) {
  f0();
  printf("%f\n", A[5]);
  return 0;
}
