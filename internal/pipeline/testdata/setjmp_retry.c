// setjmp_retry: a retry loop written with setjmp and longjmp: work() sums
// an array and jumps back to the setjmp in main until it has run the
// number of times the command line asks for. Run as: setjmp_retry TIMES
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

static jmp_buf again;
static double A[1000];
static int runs;

static void work(int k)
{
  for (int i = 0; i < 1000; i++)
    A[i] += k;
  runs++;
  longjmp(again, 1);
}

int main(int argc, char **argv)
{
  int times = argc > 1 ? atoi(argv[1]) : 100;
  volatile int count = 0;
  setjmp(again);
  if (count < times) {
    count++;
    work(count);
  }
  printf("%d %f\n", runs, A[10]);
  return 0;
}
