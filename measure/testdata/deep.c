/* deep: a recursion as deep as argv[1] says, each frame 64 bytes of locals;
 * 50,000 levels run natively within the usual 8 MiB stack. */
#include <stdio.h>
#include <stdlib.h>

static long depth(long n)
{
  volatile char buf[64];
  buf[0] = (char)n;
  if (n == 0)
    return buf[0];
  return depth(n - 1) + buf[0];
}

int main(int argc, char **argv)
{
  long n = argc > 1 ? atol(argv[1]) : 50000;
  printf("%ld\n", depth(n));
  return 0;
}
