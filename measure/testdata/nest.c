/* nest.c: the three-level loop nest of Figure 2 of the static-analysis paper. */
#include <stdio.h>
int A[300];
__attribute__((noinline)) int kernel(void) {
  int result = 0;
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 200; j++)
      for (int k = 0; k < 300; k++)
        result += A[k] + k;
  return result;
}
int main(void) {
  printf("%d\n", kernel());
  return 0;
}
