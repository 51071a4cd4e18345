// One branch the analysis cannot derive after a loop it can (a is read from
// stdin): only the then-block's count rests on the estimate.
int f(int *a) {
  int s = 0;
  for (int i = 0; i < 100; i++)
    s += a[i];
  if (s > 7)
    s = a[0];
  return s;
}

int a[100];
typedef struct _IO_FILE FILE; extern FILE *stdin; unsigned long fread(void *, unsigned long, unsigned long, FILE *);
int main(void) { fread(a, sizeof a, 1, stdin); return f(a); }
