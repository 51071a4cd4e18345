/* uniform: random reads of a global table bigger than L1 and smaller than
 * L2. T holds 65536 ints, 256 KiB, 4096 lines of 64 bytes; a 32 KiB L1 holds
 * 512 lines, a 1 MiB L2 16384. The index comes from a linear congruential
 * generator, so each read touches a line of T at random: a read hits L1
 * when its line is one of the 512 most recent of T's, 512/4096 = 1/8 of the
 * reads (the generator's state and the sum stay in registers or one stack
 * line), and hits L2 once T is in it: want L1 hit 0.125 for the reads. */
#include <stdio.h>

#define N 65536

int T[N];

int main(void)
{
  unsigned s = 1u;
  long sum = 0;
  for (int i = 0; i < N; i++)
    T[i] = i;
  for (int r = 0; r < 1000000; r++) {
    s = s * 1103515245u + 12345u;
    sum += T[(s >> 8) & (N - 1)];
  }
  printf("%ld\n", sum);
  return 0;
}
