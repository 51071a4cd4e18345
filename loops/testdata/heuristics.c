// Branches whose probability cannot be derived from the IR, one per static
// heuristic (loops/heuristic.go); heuristic_test.go holds the estimates to
// LLVM 14's BranchProbabilityInfo (opt-14 -passes='print<branch-prob>').
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

struct node {
  struct node *next;
  int v;
};

int walk(struct node *p) { // pointer heuristic, loop branch heuristic
  int s = 0;
  while (p != NULL) {
    s += p->v;
    p = p->next;
  }
  return s;
}

int zero(int x, int y) { // zero heuristic
  int r = 0;
  if (x == 0)
    r += 1;
  if (y < 0)
    r += 2;
  if (x > 0)
    r += 3;
  if (y != -1)
    r += 4;
  return r;
}

double fl(double a, double b) { // float heuristic
  if (a == b)
    return 0;
  if (isnan(a))
    return 1;
  return a < b ? a : b; // no heuristic
}

int check(int *a, int n) { // unreachable heuristic: exit never returns
  if (n > 1000000) {
    fprintf(stderr, "too large\n");
    exit(1);
  }
  int m = a[0];
  for (int i = 1; i < n; i++)
    if (a[i] < m) // no heuristic
      m = a[i];
  return m;
}

int expect(int x) { // branch_weights at -O1 and above
  if (__builtin_expect(x > 100, 0))
    return x / 3;
  return x;
}

int dispatch(const char *code, int n) { // switch: equal destinations
  int acc = 0;
  for (int pc = 0; pc < n; pc++) {
    switch (code[pc]) {
    case 'a':
      acc++;
      break;
    case 'b':
      acc--;
      break;
    case 'c':
      acc *= 2;
      break;
    default:
      abort();
    }
  }
  return acc;
}
