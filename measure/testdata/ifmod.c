/* ifmod.c: a loop with a branch taken every third iteration, and a switch. */
#include <stdio.h>
int count3, other, sw[4];
__attribute__((noinline)) void kernel(int n) {
  for (int i = 0; i < n; i++) {
    if (i % 3 == 0)
      count3++;
    else
      other++;
    switch (i % 5) {
    case 0: sw[0]++; break;
    case 1: sw[1]++; break;
    case 2: sw[2]++; break;
    default: sw[3]++; break;
    }
  }
}
int main(void) {
  kernel(1000);
  printf("%d %d\n", count3, other);
  return 0;
}
