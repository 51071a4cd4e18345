// asm goto: a callbr whose indirect target runs on odd i (estimate_test.go).
int hits;
static int f(int x) {
  asm goto("testl %0, %0; jne %l1" : : "r"(x) : : odd);
  return 1;
odd:
  hits++;
  return 2;
}
int main(void) { int s = 0; for (int i = 0; i < 100; i++) s += f(i & 1); return s & 1; }
