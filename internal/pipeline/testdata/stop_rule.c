/* A loop stopped by a predicate on a struct, while (!done(&st)), whose
   value at -O0 is the join of true (the step limit) and a compare of
   doubles; and a list walked through a helper, p = next_of(p). */
#include <stdio.h>
#include <stdlib.h>
typedef struct node { int v; struct node *next; } node;
typedef struct { int step, limit; double x; } state;
static int done(const state *s) { return s->step >= s->limit || s->x > 1e6; }
static node *next_of(node *p) { return p->next; }
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 500;
  node *head = NULL;
  for (int i = 0; i < n; i++) { node *q = malloc(sizeof *q); q->v = i % 7; q->next = head; head = q; }
  long s = 0;
  for (node *p = head; p; p = next_of(p)) s += p->v;
  state st = {0, n, 1.0};
  while (!done(&st)) { st.x = st.x * 1.01 + 0.5; st.step++; }
  printf("%ld %f %d\n", s, st.x, st.step);
  return 0;
}
