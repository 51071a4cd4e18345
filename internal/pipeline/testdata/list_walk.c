/* A singly linked list built from argv's size and walked: the shapes C code
 * uses for lists (push at the head, append at the tail, a walk that sums, a
 * walk that counts, a walk with a data-dependent branch, freeing). */
#include <stdio.h>
#include <stdlib.h>

struct node {
  double v;
  struct node *next;
};

static struct node *push(struct node *head, double v) {
  struct node *n = malloc(sizeof *n);
  n->v = v;
  n->next = head;
  return n;
}

static double sum(const struct node *p) {
  double s = 0;
  for (; p; p = p->next)
    s += p->v;
  return s;
}

static int count_big(const struct node *p, double t) {
  int c = 0;
  while (p != NULL) {
    if (p->v > t)
      c++;
    p = p->next;
  }
  return c;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  struct node *head = NULL;
  for (int i = 0; i < n; i++)
    head = push(head, (i * 7) % 11);
  struct node *tail = head;
  while (tail->next)
    tail = tail->next;
  for (int i = 0; i < n / 2; i++) {
    struct node *m = malloc(sizeof *m);
    m->v = i;
    m->next = NULL;
    tail->next = m;
    tail = m;
  }
  double s = 0;
  for (int r = 0; r < 3; r++)
    s += sum(head) + count_big(head, 5.0);
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  printf("%f\n", s);
  return 0;
}
