/* linked_list: a sorted singly linked list of malloc'd nodes: insertion
 * walks while (p && p->key < key), a search breaks on a match, every third
 * node is unlinked, and the rest are summed and freed. */
#include <stdio.h>
#include <stdlib.h>

struct node {
  int key;
  double val;
  struct node *next;
};

static struct node *insert(struct node *head, int key, double val)
{
  struct node *n = malloc(sizeof *n);
  n->key = key;
  n->val = val;
  if (head == NULL || head->key >= key) {
    n->next = head;
    return n;
  }
  struct node *p = head;
  while (p->next != NULL && p->next->key < key)
    p = p->next;
  n->next = p->next;
  p->next = n;
  return head;
}

static int contains(const struct node *p, int key)
{
  while (p != NULL) {
    if (p->key == key)
      return 1;
    if (p->key > key)
      break;
    p = p->next;
  }
  return 0;
}

double kernel_walk(const struct node *head)
{
  double s = 0.0;
  const struct node *p = head;
  while (p) {
    s += p->val * p->key;
    p = p->next;
  }
  return s;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 600;
  struct node *head = NULL;
  unsigned s = 99u;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    head = insert(head, (int)(s >> 20), (double)(i % 9));
  }
  int found = 0;
  for (int q = 0; q < 4096; q += 7)
    found += contains(head, q);
  /* unlink every third node */
  int idx = 0;
  struct node **pp = &head;
  while (*pp) {
    if (idx++ % 3 == 2) {
      struct node *dead = *pp;
      *pp = dead->next;
      free(dead);
    } else {
      pp = &(*pp)->next;
    }
  }
  double sum = kernel_walk(head);
  while (head) {
    struct node *nx = head->next;
    free(head);
    head = nx;
  }
  printf("found %d checksum %.1f\n", found, sum);
  return 0;
}
