/* chains: a separate-chaining hash table of heap entries (each bucket a
 * singly linked list, new entries pushed at its head) that counts the keys
 * of a pseudo-random stream, a binary search tree that gets every new key
 * as it first appears, then a search of the tree for every third key of
 * the range and a sum over the table's chains. The entries and tree nodes
 * are reached only through pointers read from other nodes. */
#include <stdio.h>
#include <stdlib.h>

struct entry {
  unsigned key;
  int count;
  struct entry *next;
};

struct node {
  unsigned key;
  int count;
  struct node *left;
  struct node *right;
};

static struct node *tree_add(struct node *root, unsigned key, int count)
{
  struct node *n = malloc(sizeof *n);
  n->key = key;
  n->count = count;
  n->left = n->right = NULL;
  if (!root)
    return n;
  struct node *p = root;
  for (;;) {
    struct node **next = key < p->key ? &p->left : &p->right;
    if (!*next) {
      *next = n;
      return root;
    }
    p = *next;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 40000;
  int nbuckets = n / 8;
  struct entry **bucket = calloc(nbuckets, sizeof *bucket);
  unsigned s = 12345u;
  int distinct = 0;
  struct node *root = NULL;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    unsigned key = (s >> 12) % 30000u;
    struct entry **head = &bucket[key % nbuckets];
    struct entry *e = *head;
    while (e && e->key != key)
      e = e->next;
    if (e) {
      e->count++;
    } else {
      e = malloc(sizeof *e);
      e->key = key;
      e->count = 1;
      e->next = *head;
      *head = e;
      distinct++;
      root = tree_add(root, key, 1);
    }
  }
  long total = 0;
  for (unsigned k = 0; k < 30000; k += 3) {
    struct node *p = root;
    while (p && p->key != k)
      p = k < p->key ? p->left : p->right;
    if (p)
      total += p->count;
  }
  long chained = 0;
  for (int b = 0; b < nbuckets; b++)
    for (struct entry *e = bucket[b]; e; e = e->next)
      chained += e->count;
  printf("distinct %d total %ld chained %ld\n", distinct, total, chained);
  return 0;
}
