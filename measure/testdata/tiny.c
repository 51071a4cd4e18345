/* tiny.c: a short, hand-enumerable access sequence. */
long a[4] __attribute__((aligned(64)));
long b[16] __attribute__((aligned(64)));
__attribute__((noinline)) void kernel(void) {
  for (long i = 0; i < 4; i++)
    a[i] = b[i * 4] + b[i * 4 + 1];
}
int main(void) {
  kernel();
  kernel();
  return (int)a[0];
}
