// A gather through indices read from stdin: x[idx[k]] has an address no
// analysis of the IR can know, so its accesses are unknown addresses the
// output states (one site, one access in eight of the -O0 loop's).
int idx[1000];
double x[4096];
typedef struct _IO_FILE FILE; extern FILE *stdin; unsigned long fread(void *, unsigned long, unsigned long, FILE *);
int main(void) {
  fread(idx, sizeof idx, 1, stdin);
  double s = 0;
  for (int k = 0; k < 1000; k++)
    s += x[idx[k] & 4095];
  return s > 0;
}
