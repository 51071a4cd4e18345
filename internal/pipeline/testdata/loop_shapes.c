// Loop shapes whose trip counts follow from the IR: an int counter against an
// unsigned bound (-5 < 5u is false: no iteration), an unsigned n - 20, a
// do-while and a goto loop that step before their test, and a triangular
// nest under a counter stepping by 2 (ceil(n/2) outer iterations).
#include <stdio.h>
#include <stdlib.h>
double A[20000];
__attribute__((noinline)) void k_mixed(void) {
  for (int i = -5; i < 5u; i++) A[i + 5] += 1;
}
__attribute__((noinline)) void k_unsigned(unsigned n) {
  for (unsigned i = 0; i < n - 20; i++) A[i] += 2;
}
__attribute__((noinline)) void k_dowhile(int n) {
  int i = 0;
  do { A[i] += 3; i++; } while (i < n);
}
__attribute__((noinline)) void k_goto(int n) {
  int i = 0;
top:
  A[i] += 4;
  i += 2;
  if (i < n) goto top;
}
__attribute__((noinline)) void k_tri2(int n) {
  for (int i = 0; i < n; i += 2)
    for (int j = i; j < n; j++) A[j] += 5;
}
int main(int argc, char **argv) {
  k_mixed();
  k_unsigned(5021);
  k_dowhile(100);
  k_goto(101);
  k_tri2(50);
  printf("%f\n", A[3]);
  return 0;
}
