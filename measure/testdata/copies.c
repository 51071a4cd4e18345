/* copies.c: the access sites that are not plain loads and stores
 * (TestSitesCopies): a struct copy (llvm.memcpy of 256 bytes, streamed as
 * 64-byte pieces), a memset of argc - 1 bytes (none without arguments) and
 * one of 100 bytes, and an atomic read-modify-write. */
#include <string.h>
struct big {
  double v[32];
};
struct big x[64], y[64];
char buf[1000];
int counter;
__attribute__((noinline)) void kernel(int n) {
  for (int i = 0; i < 64; i++)
    y[i] = x[i]; /* copy */
  memset(buf, 1, n); /* empty */
  memset(buf, 2, 100); /* set */
  __atomic_fetch_add(&counter, 1, __ATOMIC_SEQ_CST); /* rmw */
}
int main(int argc, char **argv) {
  (void)argv;
  kernel(argc - 1);
  return 0;
}
