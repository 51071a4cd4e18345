// A retry loop made of setjmp and longjmp: f runs until its counter says
// stop, each run jumping back to the setjmp in main. No loop is in the CFG.
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

static jmp_buf again;
static double *a;
static int runs;

static void f(int n) {
  for (int i = 0; i < n; i++)
    a[i] += 1;
  if (++runs < 100)
    longjmp(again, 1);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  a = calloc(n, sizeof(double));
  setjmp(again);
  f(n);
  printf("%d %f\n", runs, a[0]);
  return 0;
}
