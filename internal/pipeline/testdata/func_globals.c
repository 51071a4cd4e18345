/* func_globals: a kernel whose branch reads a global array that main fills
 * before calling it. Analysed alone (--func kernel), the globals hold
 * whatever main left in them, not their initialisers. */
int D[1000];
long out;

__attribute__((noinline)) void kernel(void)
{
  long s = 0;
  for (int i = 0; i < 1000; i++)
    if (D[i] > 5)
      s += D[i];
    else
      s -= 1;
  out = s;
}

int main(void)
{
  for (int i = 0; i < 1000; i++)
    D[i] = i % 11;
  kernel();
  return (int)(out & 1);
}
